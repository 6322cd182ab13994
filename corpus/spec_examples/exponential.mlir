// Spec example: exponential (seed 000, section "घातांकी", spec line 2617)
func.func @exponential_example_1() {
  %operand = "stablehlo.constant"() {value = dense<[[0.0, 1.0], [2.0, 3.0]]> : tensor<2x2xf64>} : () -> tensor<2x2xf64>
  %result = "stablehlo.exponential"(%operand) : (tensor<2x2xf64>) -> tensor<2x2xf64>
  "check.expect_almost_eq_const"(%result) {value = dense<[[1.0, 2.7182818284590451], [7.3890560989306504, 20.085536923187668]]> : tensor<2x2xf64>} : (tensor<2x2xf64>) -> ()
  "func.return"() : () -> ()
}
