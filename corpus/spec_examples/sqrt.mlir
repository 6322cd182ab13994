// Spec example: sqrt (seed 000, section "sqrt", spec line 4993)
func.func @sqrt_example_1() {
  %operand = "stablehlo.constant"() {value = dense<[[0.0, 1.0], [4.0, 9.0]]> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
  %result = "stablehlo.sqrt"(%operand) : (tensor<2x2xf32>) -> tensor<2x2xf32>
  "check.expect_eq_const"(%result) {value = dense<[[0.0, 1.0], [2.0, 3.0]]> : tensor<2x2xf32>} : (tensor<2x2xf32>) -> ()
  "func.return"() : () -> ()
}
