// Constraint cases of uniform_quantize (seed 000, section "uniform_quantize"): one valid
// program per form, one program per constraint that breaks exactly that constraint.

// case: valid_from_float
// expected: valid
func.func @main(%operand: tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f32, 0.5:-1>> {
  %result = "stablehlo.uniform_quantize"(%operand) : (tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f32, 0.5:-1>>
  func.return %result : tensor<4x!quant.uniform<i8:f32, 0.5:-1>>
}

// -----
// case: valid_requantize
// expected: valid
func.func @main(%operand: tensor<2x3x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<2x3x!quant.uniform<i16:f32:1, {0.25:0, 0.5:1, 1.0:2}>> {
  %result = "stablehlo.uniform_quantize"(%operand) : (tensor<2x3x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<2x3x!quant.uniform<i16:f32:1, {0.25:0, 0.5:1, 1.0:2}>>
  func.return %result : tensor<2x3x!quant.uniform<i16:f32:1, {0.25:0, 0.5:1, 1.0:2}>>
}

// -----
// case: c1_shape
// expected: uniform_quantize_c1
func.func @main(%operand: tensor<4xf32>) -> tensor<5x!quant.uniform<i8:f32, 0.5:-1>> {
  %result = "stablehlo.uniform_quantize"(%operand) : (tensor<4xf32>) -> tensor<5x!quant.uniform<i8:f32, 0.5:-1>>
  func.return %result : tensor<5x!quant.uniform<i8:f32, 0.5:-1>>
}

// -----
// case: c2_expressed_type_from_float
// expected: uniform_quantize_c2
func.func @main(%operand: tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f16, 0.5:-1>> {
  %result = "stablehlo.uniform_quantize"(%operand) : (tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f16, 0.5:-1>>
  func.return %result : tensor<4x!quant.uniform<i8:f16, 0.5:-1>>
}

// -----
// case: c2_expressed_type_requantize
// expected: uniform_quantize_c2
func.func @main(%operand: tensor<4x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<4x!quant.uniform<i8:bf16, 0.5:-1>> {
  %result = "stablehlo.uniform_quantize"(%operand) : (tensor<4x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<4x!quant.uniform<i8:bf16, 0.5:-1>>
  func.return %result : tensor<4x!quant.uniform<i8:bf16, 0.5:-1>>
}
