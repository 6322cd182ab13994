// Spec example: sine (seed 000, section "ज्या", spec line 4844)
func.func @sine_example_1() {
  %operand = "stablehlo.constant"() {value = dense<[[0.0, 1.57079632], [3.14159265, 4.71238898]]> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
  %result = "stablehlo.sine"(%operand) : (tensor<2x2xf32>) -> tensor<2x2xf32>
  "check.expect_almost_eq_const"(%result) {value = dense<[[0.0, 1.0], [0.0, -1.0]]> : tensor<2x2xf32>} : (tensor<2x2xf32>) -> ()
  "func.return"() : () -> ()
}
