// Spec example: exponential_minus_one (seed 000, section "exponential_minus_one", spec line 2649)
func.func @exponential_minus_one_example_1() {
  %operand = "stablehlo.constant"() {value = dense<[0.0, 1.0]> : tensor<2xf64>} : () -> tensor<2xf64>
  %result = "stablehlo.exponential_minus_one"(%operand) : (tensor<2xf64>) -> tensor<2xf64>
  "check.expect_almost_eq_const"(%result) {value = dense<[0.0, 1.71828187]> : tensor<2xf64>} : (tensor<2xf64>) -> ()
  "func.return"() : () -> ()
}
