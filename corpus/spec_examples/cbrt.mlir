// Spec example: cbrt (seed 000, section "सीबीआरटी", spec line 1122)
func.func @cbrt_example_1() {
  %operand = "stablehlo.constant"() {value = dense<[0.0, 1.0, 8.0, 27.0]> : tensor<4xf64>} : () -> tensor<4xf64>
  %result = "stablehlo.cbrt"(%operand) : (tensor<4xf64>) -> tensor<4xf64>
  "check.expect_almost_eq_const"(%result) {value = dense<[0.0, 1.0, 2.0, 3.0]> : tensor<4xf64>} : (tensor<4xf64>) -> ()
  "func.return"() : () -> ()
}
