// Constraint cases of dynamic_slice (seed 000, section "dynamic_slice").

// case: valid
// expected: valid
func.func @main(%operand: tensor<4x5xf32>, %i0: tensor<i64>, %i1: tensor<i64>) -> (tensor<2x3xf32>) {
  %result = "stablehlo.dynamic_slice"(%operand, %i0, %i1) {slice_sizes = array<i64: 2, 3>} : (tensor<4x5xf32>, tensor<i64>, tensor<i64>) -> tensor<2x3xf32>
  func.return %result : tensor<2x3xf32>
}

// -----
// case: valid_quantized
// expected: valid
func.func @main(%operand: tensor<4x5x!quant.uniform<i8:f32, 0.5:-1>>, %i0: tensor<i64>, %i1: tensor<i64>) -> (tensor<2x3x!quant.uniform<i8:f32, 0.5:-1>>) {
  %result = "stablehlo.dynamic_slice"(%operand, %i0, %i1) {slice_sizes = array<i64: 2, 3>} : (tensor<4x5x!quant.uniform<i8:f32, 0.5:-1>>, tensor<i64>, tensor<i64>) -> tensor<2x3x!quant.uniform<i8:f32, 0.5:-1>>
  func.return %result : tensor<2x3x!quant.uniform<i8:f32, 0.5:-1>>
}

// -----
// case: valid_ui8_indices_dynamic_operand
// expected: valid
func.func @main(%operand: tensor<?x5xf32>, %i0: tensor<ui8>, %i1: tensor<ui8>) -> (tensor<2x3xf32>) {
  %result = "stablehlo.dynamic_slice"(%operand, %i0, %i1) {slice_sizes = array<i64: 2, 3>} : (tensor<?x5xf32>, tensor<ui8>, tensor<ui8>) -> tensor<2x3xf32>
  func.return %result : tensor<2x3xf32>
}

// -----
// case: c1_element_type
// expected: dynamic_slice_c1
func.func @main(%operand: tensor<4x5xf32>, %i0: tensor<i64>, %i1: tensor<i64>) -> (tensor<2x3xf64>) {
  %result = "stablehlo.dynamic_slice"(%operand, %i0, %i1) {slice_sizes = array<i64: 2, 3>} : (tensor<4x5xf32>, tensor<i64>, tensor<i64>) -> tensor<2x3xf64>
  func.return %result : tensor<2x3xf64>
}

// -----
// case: c2_index_count
// expected: dynamic_slice_c2
func.func @main(%operand: tensor<4x5xf32>, %i0: tensor<i64>, %i1: tensor<i64>, %i2: tensor<i64>) -> (tensor<2x3xf32>) {
  %result = "stablehlo.dynamic_slice"(%operand, %i0, %i1, %i2) {slice_sizes = array<i64: 2, 3>} : (tensor<4x5xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<2x3xf32>
  func.return %result : tensor<2x3xf32>
}

// -----
// case: c2_slice_sizes_size
// expected: dynamic_slice_c2
func.func @main(%operand: tensor<4x5xf32>, %i0: tensor<i64>, %i1: tensor<i64>) -> (tensor<2x3x1xf32>) {
  %result = "stablehlo.dynamic_slice"(%operand, %i0, %i1) {slice_sizes = array<i64: 2, 3, 1>} : (tensor<4x5xf32>, tensor<i64>, tensor<i64>) -> tensor<2x3x1xf32>
  func.return %result : tensor<2x3x1xf32>
}

// -----
// case: c3_index_types
// expected: dynamic_slice_c3
func.func @main(%operand: tensor<4x5xf32>, %i0: tensor<i64>, %i1: tensor<i32>) -> (tensor<2x3xf32>) {
  %result = "stablehlo.dynamic_slice"(%operand, %i0, %i1) {slice_sizes = array<i64: 2, 3>} : (tensor<4x5xf32>, tensor<i64>, tensor<i32>) -> tensor<2x3xf32>
  func.return %result : tensor<2x3xf32>
}

// -----
// case: c4_slice_size_too_large
// expected: dynamic_slice_c4
func.func @main(%operand: tensor<4x5xf32>, %i0: tensor<i64>, %i1: tensor<i64>) -> (tensor<2x6xf32>) {
  %result = "stablehlo.dynamic_slice"(%operand, %i0, %i1) {slice_sizes = array<i64: 2, 6>} : (tensor<4x5xf32>, tensor<i64>, tensor<i64>) -> tensor<2x6xf32>
  func.return %result : tensor<2x6xf32>
}

// -----
// case: c4_negative_slice_size
// expected: dynamic_slice_c4 dynamic_slice_c5
// a tensor type cannot have a negative dimension size: shape(result) = slice_sizes (C5) cannot hold too
func.func @main(%operand: tensor<4x5xf32>, %i0: tensor<i64>, %i1: tensor<i64>) -> (tensor<2x3xf32>) {
  %result = "stablehlo.dynamic_slice"(%operand, %i0, %i1) {slice_sizes = array<i64: 2, -1>} : (tensor<4x5xf32>, tensor<i64>, tensor<i64>) -> tensor<2x3xf32>
  func.return %result : tensor<2x3xf32>
}

// -----
// case: c5_result_shape
// expected: dynamic_slice_c5
func.func @main(%operand: tensor<4x5xf32>, %i0: tensor<i64>, %i1: tensor<i64>) -> (tensor<2x4xf32>) {
  %result = "stablehlo.dynamic_slice"(%operand, %i0, %i1) {slice_sizes = array<i64: 2, 3>} : (tensor<4x5xf32>, tensor<i64>, tensor<i64>) -> tensor<2x4xf32>
  func.return %result : tensor<2x4xf32>
}
