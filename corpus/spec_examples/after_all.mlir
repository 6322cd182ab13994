// Spec example: after_all (seed 000, section "after_all", spec line 406)
// no-check: spec gives no expected result
func.func @after_all_example_1() -> !stablehlo.token {
  %input0 = "stablehlo.after_all"() : () -> !stablehlo.token
  %input1 = "stablehlo.after_all"() : () -> !stablehlo.token
  %result = "stablehlo.after_all"(%input0, %input1) : (!stablehlo.token, !stablehlo.token) -> !stablehlo.token
  "func.return"(%result) : (!stablehlo.token) -> ()
}
