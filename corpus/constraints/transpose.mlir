// Constraint cases of transpose (seed 000, section "transpose"): valid programs (identity, rank 0, dynamic, per-tensor and per-axis quantized) and one program per constraint that breaks exactly that constraint.

// case: valid
// expected: valid
func.func @main(%operand: tensor<2x3x2xi32>) -> (tensor<2x3x2xi32>) {
  %result = "stablehlo.transpose"(%operand) {permutation = array<i64: 2, 1, 0>} : (tensor<2x3x2xi32>) -> tensor<2x3x2xi32>
  func.return %result : tensor<2x3x2xi32>
}

// -----
// case: valid_matrix
// expected: valid
func.func @main(%operand: tensor<2x3xf32>) -> (tensor<3x2xf32>) {
  %result = "stablehlo.transpose"(%operand) {permutation = array<i64: 1, 0>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  func.return %result : tensor<3x2xf32>
}

// -----
// case: valid_rank3
// expected: valid
func.func @main(%operand: tensor<2x3x4xf32>) -> (tensor<3x4x2xf32>) {
  %result = "stablehlo.transpose"(%operand) {permutation = array<i64: 1, 2, 0>} : (tensor<2x3x4xf32>) -> tensor<3x4x2xf32>
  func.return %result : tensor<3x4x2xf32>
}

// -----
// case: valid_rank0
// expected: valid
func.func @main(%operand: tensor<f32>) -> (tensor<f32>) {
  %result = "stablehlo.transpose"(%operand) {permutation = array<i64>} : (tensor<f32>) -> tensor<f32>
  func.return %result : tensor<f32>
}

// -----
// case: valid_dynamic
// expected: valid
func.func @main(%operand: tensor<?x3xf32>) -> (tensor<3x?xf32>) {
  %result = "stablehlo.transpose"(%operand) {permutation = array<i64: 1, 0>} : (tensor<?x3xf32>) -> tensor<3x?xf32>
  func.return %result : tensor<3x?xf32>
}

// -----
// case: valid_quantized
// expected: valid
func.func @main(%operand: tensor<2x3x!quant.uniform<i8:f32, 0.5:-1>>) -> (tensor<3x2x!quant.uniform<i8:f32, 0.5:-1>>) {
  %result = "stablehlo.transpose"(%operand) {permutation = array<i64: 1, 0>} : (tensor<2x3x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<3x2x!quant.uniform<i8:f32, 0.5:-1>>
  func.return %result : tensor<3x2x!quant.uniform<i8:f32, 0.5:-1>>
}

// -----
// case: valid_per_axis
// expected: valid
// quantization_dimension(operand) = permutation[quantization_dimension(result)] = permutation[0] = 1
func.func @main(%operand: tensor<2x3x!quant.uniform<i8:f32:1, {0.5:-1, 0.25:0, 1.0:2}>>) -> (tensor<3x2x!quant.uniform<i8:f32:0, {0.5:-1, 0.25:0, 1.0:2}>>) {
  %result = "stablehlo.transpose"(%operand) {permutation = array<i64: 1, 0>} : (tensor<2x3x!quant.uniform<i8:f32:1, {0.5:-1, 0.25:0, 1.0:2}>>) -> tensor<3x2x!quant.uniform<i8:f32:0, {0.5:-1, 0.25:0, 1.0:2}>>
  func.return %result : tensor<3x2x!quant.uniform<i8:f32:0, {0.5:-1, 0.25:0, 1.0:2}>>
}

// -----
// case: c1_element_type
// expected: transpose_c1
func.func @main(%operand: tensor<2x3xf32>) -> (tensor<3x2xf16>) {
  %result = "stablehlo.transpose"(%operand) {permutation = array<i64: 1, 0>} : (tensor<2x3xf32>) -> tensor<3x2xf16>
  func.return %result : tensor<3x2xf16>
}

// -----
// case: c1_per_axis_scales
// expected: transpose_c1
// only the quantization dimension may differ
func.func @main(%operand: tensor<2x3x!quant.uniform<i8:f32:1, {0.5:-1, 0.25:0, 1.0:2}>>) -> (tensor<3x2x!quant.uniform<i8:f32:0, {0.5:-1, 0.25:0, 2.0:2}>>) {
  %result = "stablehlo.transpose"(%operand) {permutation = array<i64: 1, 0>} : (tensor<2x3x!quant.uniform<i8:f32:1, {0.5:-1, 0.25:0, 1.0:2}>>) -> tensor<3x2x!quant.uniform<i8:f32:0, {0.5:-1, 0.25:0, 2.0:2}>>
  func.return %result : tensor<3x2x!quant.uniform<i8:f32:0, {0.5:-1, 0.25:0, 2.0:2}>>
}

// -----
// case: c2_repeated
// expected: transpose_c2
func.func @main(%operand: tensor<2x3xf32>) -> (tensor<2x2xf32>) {
  %result = "stablehlo.transpose"(%operand) {permutation = array<i64: 0, 0>} : (tensor<2x3xf32>) -> tensor<2x2xf32>
  func.return %result : tensor<2x2xf32>
}

// -----
// case: c2_size
// expected: transpose_c2
func.func @main(%operand: tensor<2x3xf32>) -> (tensor<2xf32>) {
  %result = "stablehlo.transpose"(%operand) {permutation = array<i64: 0>} : (tensor<2x3xf32>) -> tensor<2xf32>
  func.return %result : tensor<2xf32>
}

// -----
// case: c2_out_of_range
// expected: transpose_c2
func.func @main(%operand: tensor<2x3xf32>) -> (tensor<3x2xf32>) {
  %result = "stablehlo.transpose"(%operand) {permutation = array<i64: 2, 0>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  func.return %result : tensor<3x2xf32>
}

// -----
// case: c3_result_shape
// expected: transpose_c3
func.func @main(%operand: tensor<2x3xf32>) -> (tensor<2x3xf32>) {
  %result = "stablehlo.transpose"(%operand) {permutation = array<i64: 1, 0>} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %result : tensor<2x3xf32>
}

// -----
// case: c3_result_rank
// expected: transpose_c3
func.func @main(%operand: tensor<2x3xf32>) -> (tensor<3x2x1xf32>) {
  %result = "stablehlo.transpose"(%operand) {permutation = array<i64: 1, 0>} : (tensor<2x3xf32>) -> tensor<3x2x1xf32>
  func.return %result : tensor<3x2x1xf32>
}

// -----
// case: c4_quantization_dimension
// expected: transpose_c4
// permutation[quantization_dimension(result)] = permutation[1] = 0, not 1
func.func @main(%operand: tensor<3x3x!quant.uniform<i8:f32:1, {0.5:-1, 0.25:0, 1.0:2}>>) -> (tensor<3x3x!quant.uniform<i8:f32:1, {0.5:-1, 0.25:0, 1.0:2}>>) {
  %result = "stablehlo.transpose"(%operand) {permutation = array<i64: 1, 0>} : (tensor<3x3x!quant.uniform<i8:f32:1, {0.5:-1, 0.25:0, 1.0:2}>>) -> tensor<3x3x!quant.uniform<i8:f32:1, {0.5:-1, 0.25:0, 1.0:2}>>
  func.return %result : tensor<3x3x!quant.uniform<i8:f32:1, {0.5:-1, 0.25:0, 1.0:2}>>
}
