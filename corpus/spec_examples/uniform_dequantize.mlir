// Spec example: uniform_dequantize (seed 000, section "uniform_dequantize", spec line 5268)
func.func @uniform_dequantize_example_1() {
  %operand = "stablehlo.constant"() {value = dense<[10, 10]> : tensor<2xi8>} : () -> tensor<2x!quant.uniform<i8:f32:0, {0.1:-30,0.5:-20}>>
  %result = "stablehlo.uniform_dequantize"(%operand) : (tensor<2x!quant.uniform<i8:f32:0, {0.1:-30,0.5:-20}>>) -> tensor<2xf32>
  "check.expect_almost_eq_const"(%result) {value = dense<[4.0, 15.0]> : tensor<2xf32>} : (tensor<2xf32>) -> ()
  "func.return"() : () -> ()
}
