// Spec example: logistic (seed 000, section "लॉजिस्टिक", spec line 3250)
func.func @logistic_example_1() {
  %operand = "stablehlo.constant"() {value = dense<[[0.0, 1.0], [2.0, 3.0]]> : tensor<2x2xf64>} : () -> tensor<2x2xf64>
  %result = "stablehlo.logistic"(%operand) : (tensor<2x2xf64>) -> tensor<2x2xf64>
  "check.expect_almost_eq_const"(%result) {value = dense<[[0.5, 0.73105858], [0.88079708, 0.95257413]]> : tensor<2x2xf64>} : (tensor<2x2xf64>) -> ()
  "func.return"() : () -> ()
}
