// Spec example: tanh (seed 000, section "tanh", spec line 5100)
func.func @tanh_example_1() {
  %operand = "stablehlo.constant"() {value = dense<[-1.0, 0.0, 1.0]> : tensor<3xf32>} : () -> tensor<3xf32>
  %result = "stablehlo.tanh"(%operand) : (tensor<3xf32>) -> tensor<3xf32>
  "check.expect_almost_eq_const"(%result) {value = dense<[-0.76159416, 0.0, 0.76159416]> : tensor<3xf32>} : (tensor<3xf32>) -> ()
  "func.return"() : () -> ()
}
