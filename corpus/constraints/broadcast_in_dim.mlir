// Constraint cases of broadcast_in_dim (seed 000, section "broadcast_in_dim"): valid programs (ranks, dynamic, per-tensor and per-axis quantized) and one program per constraint that breaks exactly that constraint.

// case: valid
// expected: valid
func.func @main(%operand: tensor<1x3xi32>) -> (tensor<2x3x2xi32>) {
  %result = "stablehlo.broadcast_in_dim"(%operand) {broadcast_dimensions = array<i64: 2, 1>} : (tensor<1x3xi32>) -> tensor<2x3x2xi32>
  func.return %result : tensor<2x3x2xi32>
}

// -----
// case: valid_rank0
// expected: valid
func.func @main(%operand: tensor<f32>) -> (tensor<2x3xf32>) {
  %result = "stablehlo.broadcast_in_dim"(%operand) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x3xf32>
  func.return %result : tensor<2x3xf32>
}

// -----
// case: valid_same_shape
// expected: valid
func.func @main(%operand: tensor<2x3xf32>) -> (tensor<2x3xf32>) {
  %result = "stablehlo.broadcast_in_dim"(%operand) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %result : tensor<2x3xf32>
}

// -----
// case: valid_dynamic_operand
// expected: valid
// a dynamic operand dimension matches any result dimension
func.func @main(%operand: tensor<?xf32>) -> (tensor<2x4xf32>) {
  %result = "stablehlo.broadcast_in_dim"(%operand) {broadcast_dimensions = array<i64: 1>} : (tensor<?xf32>) -> tensor<2x4xf32>
  func.return %result : tensor<2x4xf32>
}

// -----
// case: valid_quantized
// expected: valid
func.func @main(%operand: tensor<1x3x!quant.uniform<i8:f32, 0.5:-1>>) -> (tensor<2x3x!quant.uniform<i8:f32, 0.5:-1>>) {
  %result = "stablehlo.broadcast_in_dim"(%operand) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x3x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<2x3x!quant.uniform<i8:f32, 0.5:-1>>
  func.return %result : tensor<2x3x!quant.uniform<i8:f32, 0.5:-1>>
}

// -----
// case: valid_per_axis
// expected: valid
// quantization_dimension(result) = broadcast_dimensions[1] = 1
func.func @main(%operand: tensor<1x3x!quant.uniform<i8:f32:1, {0.5:-1, 0.25:0, 1.0:2}>>) -> (tensor<2x3x2x!quant.uniform<i8:f32:1, {0.5:-1, 0.25:0, 1.0:2}>>) {
  %result = "stablehlo.broadcast_in_dim"(%operand) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x3x!quant.uniform<i8:f32:1, {0.5:-1, 0.25:0, 1.0:2}>>) -> tensor<2x3x2x!quant.uniform<i8:f32:1, {0.5:-1, 0.25:0, 1.0:2}>>
  func.return %result : tensor<2x3x2x!quant.uniform<i8:f32:1, {0.5:-1, 0.25:0, 1.0:2}>>
}

// -----
// case: valid_per_axis_moved
// expected: valid
// the quantization dimension moves: quantization_dimension(result) = broadcast_dimensions[1] = 0
func.func @main(%operand: tensor<1x3x!quant.uniform<i8:f32:1, {0.5:-1, 0.25:0, 1.0:2}>>) -> (tensor<3x2x!quant.uniform<i8:f32:0, {0.5:-1, 0.25:0, 1.0:2}>>) {
  %result = "stablehlo.broadcast_in_dim"(%operand) {broadcast_dimensions = array<i64: 1, 0>} : (tensor<1x3x!quant.uniform<i8:f32:1, {0.5:-1, 0.25:0, 1.0:2}>>) -> tensor<3x2x!quant.uniform<i8:f32:0, {0.5:-1, 0.25:0, 1.0:2}>>
  func.return %result : tensor<3x2x!quant.uniform<i8:f32:0, {0.5:-1, 0.25:0, 1.0:2}>>
}

// -----
// case: valid_per_axis_expanded
// expected: valid
// the quantization dimension has size 1 in operand: every scale and zero point of result is the operand's
func.func @main(%operand: tensor<2x1x!quant.uniform<i8:f32:1, {0.5:-1}>>) -> (tensor<2x3x!quant.uniform<i8:f32:1, {0.5:-1, 0.5:-1, 0.5:-1}>>) {
  %result = "stablehlo.broadcast_in_dim"(%operand) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x1x!quant.uniform<i8:f32:1, {0.5:-1}>>) -> tensor<2x3x!quant.uniform<i8:f32:1, {0.5:-1, 0.5:-1, 0.5:-1}>>
  func.return %result : tensor<2x3x!quant.uniform<i8:f32:1, {0.5:-1, 0.5:-1, 0.5:-1}>>
}

// -----
// case: c1_element_type
// expected: broadcast_in_dim_c1
func.func @main(%operand: tensor<1x3xf32>) -> (tensor<2x3xf16>) {
  %result = "stablehlo.broadcast_in_dim"(%operand) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x3xf32>) -> tensor<2x3xf16>
  func.return %result : tensor<2x3xf16>
}

// -----
// case: c1_per_tensor_scale
// expected: broadcast_in_dim_c1
// a per-tensor quantized operand keeps its scale
func.func @main(%operand: tensor<1x3x!quant.uniform<i8:f32, 0.5:-1>>) -> (tensor<2x3x!quant.uniform<i8:f32, 0.25:-1>>) {
  %result = "stablehlo.broadcast_in_dim"(%operand) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x3x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<2x3x!quant.uniform<i8:f32, 0.25:-1>>
  func.return %result : tensor<2x3x!quant.uniform<i8:f32, 0.25:-1>>
}

// -----
// case: c1_per_axis_storage
// expected: broadcast_in_dim_c1
// only the quantization dimension, scales and zero points may differ
func.func @main(%operand: tensor<1x3x!quant.uniform<i8:f32:1, {0.5:-1, 0.25:0, 1.0:2}>>) -> (tensor<2x3x!quant.uniform<i16:f32:1, {0.5:-1, 0.25:0, 1.0:2}>>) {
  %result = "stablehlo.broadcast_in_dim"(%operand) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x3x!quant.uniform<i8:f32:1, {0.5:-1, 0.25:0, 1.0:2}>>) -> tensor<2x3x!quant.uniform<i16:f32:1, {0.5:-1, 0.25:0, 1.0:2}>>
  func.return %result : tensor<2x3x!quant.uniform<i16:f32:1, {0.5:-1, 0.25:0, 1.0:2}>>
}

// -----
// case: c2_size
// expected: broadcast_in_dim_c2
func.func @main(%operand: tensor<1x3xi32>) -> (tensor<2x3x2xi32>) {
  %result = "stablehlo.broadcast_in_dim"(%operand) {broadcast_dimensions = array<i64: 2>} : (tensor<1x3xi32>) -> tensor<2x3x2xi32>
  func.return %result : tensor<2x3x2xi32>
}

// -----
// case: c3_out_of_range
// expected: broadcast_in_dim_c3
func.func @main(%operand: tensor<1x3xi32>) -> (tensor<2x3x2xi32>) {
  %result = "stablehlo.broadcast_in_dim"(%operand) {broadcast_dimensions = array<i64: 3, 1>} : (tensor<1x3xi32>) -> tensor<2x3x2xi32>
  func.return %result : tensor<2x3x2xi32>
}

// -----
// case: c3_negative
// expected: broadcast_in_dim_c3
func.func @main(%operand: tensor<1x3xi32>) -> (tensor<2x3x2xi32>) {
  %result = "stablehlo.broadcast_in_dim"(%operand) {broadcast_dimensions = array<i64: -1, 1>} : (tensor<1x3xi32>) -> tensor<2x3x2xi32>
  func.return %result : tensor<2x3x2xi32>
}

// -----
// case: c4_duplicate
// expected: broadcast_in_dim_c4
// dimension 0 of operand has size 1, so only uniqueness is broken
func.func @main(%operand: tensor<1x3xi32>) -> (tensor<2x3x2xi32>) {
  %result = "stablehlo.broadcast_in_dim"(%operand) {broadcast_dimensions = array<i64: 1, 1>} : (tensor<1x3xi32>) -> tensor<2x3x2xi32>
  func.return %result : tensor<2x3x2xi32>
}

// -----
// case: c5_dimension_size
// expected: broadcast_in_dim_c5
func.func @main(%operand: tensor<2x3xi32>) -> (tensor<2x4x2xi32>) {
  %result = "stablehlo.broadcast_in_dim"(%operand) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x3xi32>) -> tensor<2x4x2xi32>
  func.return %result : tensor<2x4x2xi32>
}

// -----
// case: c6_quantization_dimension
// expected: broadcast_in_dim_c6
// quantization_dimension(result) should be broadcast_dimensions[1] = 2
func.func @main(%operand: tensor<2x3x!quant.uniform<i8:f32:1, {0.5:-1, 0.25:0, 1.0:2}>>) -> (tensor<4x2x3x!quant.uniform<i8:f32:0, {0.5:-1, 0.25:0, 1.0:2, 0.5:-1}>>) {
  %result = "stablehlo.broadcast_in_dim"(%operand) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<2x3x!quant.uniform<i8:f32:1, {0.5:-1, 0.25:0, 1.0:2}>>) -> tensor<4x2x3x!quant.uniform<i8:f32:0, {0.5:-1, 0.25:0, 1.0:2, 0.5:-1}>>
  func.return %result : tensor<4x2x3x!quant.uniform<i8:f32:0, {0.5:-1, 0.25:0, 1.0:2, 0.5:-1}>>
}

// -----
// case: c6_expanded_scales
// expected: broadcast_in_dim_c6
// a quantization dimension of size 1 repeats the operand's scale and zero point
func.func @main(%operand: tensor<2x1x!quant.uniform<i8:f32:1, {0.5:-1}>>) -> (tensor<2x3x!quant.uniform<i8:f32:1, {0.5:-1, 0.25:-1, 0.5:-1}>>) {
  %result = "stablehlo.broadcast_in_dim"(%operand) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x1x!quant.uniform<i8:f32:1, {0.5:-1}>>) -> tensor<2x3x!quant.uniform<i8:f32:1, {0.5:-1, 0.25:-1, 0.5:-1}>>
  func.return %result : tensor<2x3x!quant.uniform<i8:f32:1, {0.5:-1, 0.25:-1, 0.5:-1}>>
}
