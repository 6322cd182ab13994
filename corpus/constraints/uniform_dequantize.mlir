// Constraint cases of uniform_dequantize (seed 000, section "uniform_dequantize"): one valid
// program per form (per-tensor, per-axis, dynamic shape), one program per constraint that
// breaks exactly that constraint.

// case: valid_per_tensor
// expected: valid
func.func @main(%operand: tensor<4x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<4xf32> {
  %result = "stablehlo.uniform_dequantize"(%operand) : (tensor<4x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<4xf32>
  func.return %result : tensor<4xf32>
}

// -----
// case: valid_per_axis
// expected: valid
func.func @main(%operand: tensor<2x3x!quant.uniform<i16:bf16:1, {0.25:0, 0.5:1, 1.0:2}>>) -> tensor<2x3xbf16> {
  %result = "stablehlo.uniform_dequantize"(%operand) : (tensor<2x3x!quant.uniform<i16:bf16:1, {0.25:0, 0.5:1, 1.0:2}>>) -> tensor<2x3xbf16>
  func.return %result : tensor<2x3xbf16>
}

// -----
// case: valid_dynamic
// expected: valid
func.func @main(%operand: tensor<?x!quant.uniform<i8:f16, 0.5:-1>>) -> tensor<?xf16> {
  %result = "stablehlo.uniform_dequantize"(%operand) : (tensor<?x!quant.uniform<i8:f16, 0.5:-1>>) -> tensor<?xf16>
  func.return %result : tensor<?xf16>
}

// -----
// case: c1_shape
// expected: uniform_dequantize_c1
func.func @main(%operand: tensor<4x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<2x2xf32> {
  %result = "stablehlo.uniform_dequantize"(%operand) : (tensor<4x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<2x2xf32>
  func.return %result : tensor<2x2xf32>
}

// -----
// case: c2_element_type
// expected: uniform_dequantize_c2
func.func @main(%operand: tensor<4x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<4xf16> {
  %result = "stablehlo.uniform_dequantize"(%operand) : (tensor<4x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<4xf16>
  func.return %result : tensor<4xf16>
}
