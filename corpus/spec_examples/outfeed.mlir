// Spec example: outfeed (seed 000, section "आउटफ़ीड", spec line 3578)
// no-check: spec gives no input values (%input0) and no expected result
func.func @outfeed_example_1(%input0: tensor<2x2x2xi64>) -> !stablehlo.token {
  %token = "stablehlo.after_all"() : () -> !stablehlo.token
  %result = "stablehlo.outfeed"(%input0, %token) {
    outfeed_config = ""
  } : (tensor<2x2x2xi64>, !stablehlo.token) -> !stablehlo.token
  "func.return"(%result) : (!stablehlo.token) -> ()
}
