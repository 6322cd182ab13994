// Constraint cases of reshape (seed 000, section "reshape"): valid programs (rank 0, empty, per-tensor and per-axis quantized) and one program per constraint that breaks exactly that constraint.

// case: valid
// expected: valid
func.func @main(%operand: tensor<2x3xi32>) -> (tensor<3x2xi32>) {
  %result = "stablehlo.reshape"(%operand) : (tensor<2x3xi32>) -> tensor<3x2xi32>
  func.return %result : tensor<3x2xi32>
}

// -----
// case: valid_flatten
// expected: valid
func.func @main(%operand: tensor<2x3xf32>) -> (tensor<6xf32>) {
  %result = "stablehlo.reshape"(%operand) : (tensor<2x3xf32>) -> tensor<6xf32>
  func.return %result : tensor<6xf32>
}

// -----
// case: valid_rank0
// expected: valid
func.func @main(%operand: tensor<1x1xf32>) -> (tensor<f32>) {
  %result = "stablehlo.reshape"(%operand) : (tensor<1x1xf32>) -> tensor<f32>
  func.return %result : tensor<f32>
}

// -----
// case: valid_empty
// expected: valid
func.func @main(%operand: tensor<0x3xf32>) -> (tensor<3x0xf32>) {
  %result = "stablehlo.reshape"(%operand) : (tensor<0x3xf32>) -> tensor<3x0xf32>
  func.return %result : tensor<3x0xf32>
}

// -----
// case: valid_quantized
// expected: valid
func.func @main(%operand: tensor<2x3x!quant.uniform<i8:f32, 0.5:-1>>) -> (tensor<6x!quant.uniform<i8:f32, 0.5:-1>>) {
  %result = "stablehlo.reshape"(%operand) : (tensor<2x3x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<6x!quant.uniform<i8:f32, 0.5:-1>>
  func.return %result : tensor<6x!quant.uniform<i8:f32, 0.5:-1>>
}

// -----
// case: valid_per_axis
// expected: valid
// 2 elements before, 3 at and 4 after the quantization dimension in both
func.func @main(%operand: tensor<2x3x4x!quant.uniform<i8:f32:1, {0.5:-1, 0.25:0, 1.0:2}>>) -> (tensor<2x3x2x2x!quant.uniform<i8:f32:1, {0.5:-1, 0.25:0, 1.0:2}>>) {
  %result = "stablehlo.reshape"(%operand) : (tensor<2x3x4x!quant.uniform<i8:f32:1, {0.5:-1, 0.25:0, 1.0:2}>>) -> tensor<2x3x2x2x!quant.uniform<i8:f32:1, {0.5:-1, 0.25:0, 1.0:2}>>
  func.return %result : tensor<2x3x2x2x!quant.uniform<i8:f32:1, {0.5:-1, 0.25:0, 1.0:2}>>
}

// -----
// case: valid_per_axis_moved
// expected: valid
// the quantization dimension moves from 1 to 0 (1 element before it in both)
func.func @main(%operand: tensor<1x3x4x!quant.uniform<i8:f32:1, {0.5:-1, 0.25:0, 1.0:2}>>) -> (tensor<3x2x2x!quant.uniform<i8:f32:0, {0.5:-1, 0.25:0, 1.0:2}>>) {
  %result = "stablehlo.reshape"(%operand) : (tensor<1x3x4x!quant.uniform<i8:f32:1, {0.5:-1, 0.25:0, 1.0:2}>>) -> tensor<3x2x2x!quant.uniform<i8:f32:0, {0.5:-1, 0.25:0, 1.0:2}>>
  func.return %result : tensor<3x2x2x!quant.uniform<i8:f32:0, {0.5:-1, 0.25:0, 1.0:2}>>
}

// -----
// case: c1_element_type
// expected: reshape_c1
func.func @main(%operand: tensor<2x3xf32>) -> (tensor<6xf16>) {
  %result = "stablehlo.reshape"(%operand) : (tensor<2x3xf32>) -> tensor<6xf16>
  func.return %result : tensor<6xf16>
}

// -----
// case: c1_per_tensor_scale
// expected: reshape_c1
func.func @main(%operand: tensor<2x3x!quant.uniform<i8:f32, 0.5:-1>>) -> (tensor<6x!quant.uniform<i8:f32, 0.25:-1>>) {
  %result = "stablehlo.reshape"(%operand) : (tensor<2x3x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<6x!quant.uniform<i8:f32, 0.25:-1>>
  func.return %result : tensor<6x!quant.uniform<i8:f32, 0.25:-1>>
}

// -----
// case: c1_per_axis_scales
// expected: reshape_c1
// only the quantization dimension may differ
func.func @main(%operand: tensor<2x3x4x!quant.uniform<i8:f32:1, {0.5:-1, 0.25:0, 1.0:2}>>) -> (tensor<2x3x2x2x!quant.uniform<i8:f32:1, {0.5:-1, 0.25:0, 2.0:2}>>) {
  %result = "stablehlo.reshape"(%operand) : (tensor<2x3x4x!quant.uniform<i8:f32:1, {0.5:-1, 0.25:0, 1.0:2}>>) -> tensor<2x3x2x2x!quant.uniform<i8:f32:1, {0.5:-1, 0.25:0, 2.0:2}>>
  func.return %result : tensor<2x3x2x2x!quant.uniform<i8:f32:1, {0.5:-1, 0.25:0, 2.0:2}>>
}

// -----
// case: c2_size
// expected: reshape_c2
func.func @main(%operand: tensor<2x3xf32>) -> (tensor<4x2xf32>) {
  %result = "stablehlo.reshape"(%operand) : (tensor<2x3xf32>) -> tensor<4x2xf32>
  func.return %result : tensor<4x2xf32>
}

// -----
// case: c3_elements_before
// expected: reshape_c3
// 2 elements before the quantization dimension in operand, none in result
func.func @main(%operand: tensor<2x3x4x!quant.uniform<i8:f32:1, {0.5:-1, 0.25:0, 1.0:2}>>) -> (tensor<3x2x4x!quant.uniform<i8:f32:0, {0.5:-1, 0.25:0, 1.0:2}>>) {
  %result = "stablehlo.reshape"(%operand) : (tensor<2x3x4x!quant.uniform<i8:f32:1, {0.5:-1, 0.25:0, 1.0:2}>>) -> tensor<3x2x4x!quant.uniform<i8:f32:0, {0.5:-1, 0.25:0, 1.0:2}>>
  func.return %result : tensor<3x2x4x!quant.uniform<i8:f32:0, {0.5:-1, 0.25:0, 1.0:2}>>
}

// -----
// case: c3_elements_after
// expected: reshape_c3
// 4 elements after the quantization dimension in operand, 5 in result (both have 0 elements: C2 holds)
func.func @main(%operand: tensor<0x3x4x!quant.uniform<i8:f32:1, {0.5:-1, 0.25:0, 1.0:2}>>) -> (tensor<0x3x5x!quant.uniform<i8:f32:1, {0.5:-1, 0.25:0, 1.0:2}>>) {
  %result = "stablehlo.reshape"(%operand) : (tensor<0x3x4x!quant.uniform<i8:f32:1, {0.5:-1, 0.25:0, 1.0:2}>>) -> tensor<0x3x5x!quant.uniform<i8:f32:1, {0.5:-1, 0.25:0, 1.0:2}>>
  func.return %result : tensor<0x3x5x!quant.uniform<i8:f32:1, {0.5:-1, 0.25:0, 1.0:2}>>
}
