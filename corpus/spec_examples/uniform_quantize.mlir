// Spec example: uniform_quantize (seed 000, section "uniform_quantize", spec line 5303)
func.func @uniform_quantize_example_1() {
  %operand = "stablehlo.constant"() {value = dense<[4.0, 15.0]> : tensor<2xf32>} : () -> tensor<2xf32>
  %result = "stablehlo.uniform_quantize"(%operand) : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32:0, {0.1:-30,0.5:-20}>>
  %result_storage = "stablehlo.bitcast_convert"(%result) : (tensor<2x!quant.uniform<i8:f32:0, {0.1:-30,0.5:-20}>>) -> tensor<2xi8>
  "check.expect_eq_const"(%result_storage) {value = dense<[10, 10]> : tensor<2xi8>} : (tensor<2xi8>) -> ()
  "func.return"() : () -> ()
}

// -----

// Spec example: uniform_quantize (seed 000, section "uniform_quantize", spec line 5307)
func.func @uniform_quantize_example_2() {
  %operand = "stablehlo.constant"() {value = dense<[10, 10]> : tensor<2xi8>} : () -> tensor<2x!quant.uniform<i8:f32:0, {0.1:-30,0.5:-20}>>
  %result = "stablehlo.uniform_quantize"(%operand) : (tensor<2x!quant.uniform<i8:f32:0, {0.1:-30,0.5:-20}>>) -> tensor<2x!quant.uniform<i8:f32:0, {0.1:-20,0.2:-30}>>
  %result_storage = "stablehlo.bitcast_convert"(%result) : (tensor<2x!quant.uniform<i8:f32:0, {0.1:-20,0.2:-30}>>) -> tensor<2xi8>
  "check.expect_eq_const"(%result_storage) {value = dense<[20, 45]> : tensor<2xi8>} : (tensor<2xi8>) -> ()
  "func.return"() : () -> ()
}
