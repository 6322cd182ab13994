// Spec example: rsqrt (seed 000, section "rsqrt", spec line 4355)
func.func @rsqrt_example_1() {
  %operand = "stablehlo.constant"() {value = dense<[[1.0, 4.0], [9.0, 25.0]]> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
  %result = "stablehlo.rsqrt"(%operand) : (tensor<2x2xf32>) -> tensor<2x2xf32>
  "check.expect_almost_eq_const"(%result) {value = dense<[[1.0, 0.5], [0.33333343, 0.2]]> : tensor<2x2xf32>} : (tensor<2x2xf32>) -> ()
  "func.return"() : () -> ()
}
