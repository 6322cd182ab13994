// Spec example: abs (seed 000, section "कुल", spec line 338)
func.func @abs_example_1() {
  %operand = "stablehlo.constant"() {value = dense<[-2, 0, 2]> : tensor<3xi32>} : () -> tensor<3xi32>
  %result = "stablehlo.abs"(%operand) : (tensor<3xi32>) -> tensor<3xi32>
  "check.expect_eq_const"(%result) {value = dense<[2, 0, 2]> : tensor<3xi32>} : (tensor<3xi32>) -> ()
  "func.return"() : () -> ()
}
