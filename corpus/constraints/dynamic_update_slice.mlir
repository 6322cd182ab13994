// Constraint cases of dynamic_update_slice (seed 000, section "dynamic_update_slice").

// case: valid
// expected: valid
func.func @main(%operand: tensor<4x5xf32>, %update: tensor<2x3xf32>, %i0: tensor<i64>, %i1: tensor<i64>) -> (tensor<4x5xf32>) {
  %result = "stablehlo.dynamic_update_slice"(%operand, %update, %i0, %i1) : (tensor<4x5xf32>, tensor<2x3xf32>, tensor<i64>, tensor<i64>) -> tensor<4x5xf32>
  func.return %result : tensor<4x5xf32>
}

// -----
// case: valid_quantized
// expected: valid
func.func @main(%operand: tensor<4x5x!quant.uniform<i8:f32, 0.5:-1>>, %update: tensor<2x3x!quant.uniform<i8:f32, 0.5:-1>>, %i0: tensor<i64>, %i1: tensor<i64>) -> (tensor<4x5x!quant.uniform<i8:f32, 0.5:-1>>) {
  %result = "stablehlo.dynamic_update_slice"(%operand, %update, %i0, %i1) : (tensor<4x5x!quant.uniform<i8:f32, 0.5:-1>>, tensor<2x3x!quant.uniform<i8:f32, 0.5:-1>>, tensor<i64>, tensor<i64>) -> tensor<4x5x!quant.uniform<i8:f32, 0.5:-1>>
  func.return %result : tensor<4x5x!quant.uniform<i8:f32, 0.5:-1>>
}

// -----
// case: valid_dynamic_i32_indices
// expected: valid
func.func @main(%operand: tensor<?x5xf32>, %update: tensor<2x3xf32>, %i0: tensor<i32>, %i1: tensor<i32>) -> (tensor<?x5xf32>) {
  %result = "stablehlo.dynamic_update_slice"(%operand, %update, %i0, %i1) : (tensor<?x5xf32>, tensor<2x3xf32>, tensor<i32>, tensor<i32>) -> tensor<?x5xf32>
  func.return %result : tensor<?x5xf32>
}

// -----
// case: c1_result_shape
// expected: dynamic_update_slice_c1
func.func @main(%operand: tensor<4x5xf32>, %update: tensor<2x3xf32>, %i0: tensor<i64>, %i1: tensor<i64>) -> (tensor<4x6xf32>) {
  %result = "stablehlo.dynamic_update_slice"(%operand, %update, %i0, %i1) : (tensor<4x5xf32>, tensor<2x3xf32>, tensor<i64>, tensor<i64>) -> tensor<4x6xf32>
  func.return %result : tensor<4x6xf32>
}

// -----
// case: c1_result_element_type
// expected: dynamic_update_slice_c1
func.func @main(%operand: tensor<4x5xf32>, %update: tensor<2x3xf32>, %i0: tensor<i64>, %i1: tensor<i64>) -> (tensor<4x5xf64>) {
  %result = "stablehlo.dynamic_update_slice"(%operand, %update, %i0, %i1) : (tensor<4x5xf32>, tensor<2x3xf32>, tensor<i64>, tensor<i64>) -> tensor<4x5xf64>
  func.return %result : tensor<4x5xf64>
}

// -----
// case: c2_update_element_type
// expected: dynamic_update_slice_c2
func.func @main(%operand: tensor<4x5xf32>, %update: tensor<2x3xf16>, %i0: tensor<i64>, %i1: tensor<i64>) -> (tensor<4x5xf32>) {
  %result = "stablehlo.dynamic_update_slice"(%operand, %update, %i0, %i1) : (tensor<4x5xf32>, tensor<2x3xf16>, tensor<i64>, tensor<i64>) -> tensor<4x5xf32>
  func.return %result : tensor<4x5xf32>
}

// -----
// case: c3_update_rank
// expected: dynamic_update_slice_c3
func.func @main(%operand: tensor<4x5xf32>, %update: tensor<3xf32>, %i0: tensor<i64>, %i1: tensor<i64>) -> (tensor<4x5xf32>) {
  %result = "stablehlo.dynamic_update_slice"(%operand, %update, %i0, %i1) : (tensor<4x5xf32>, tensor<3xf32>, tensor<i64>, tensor<i64>) -> tensor<4x5xf32>
  func.return %result : tensor<4x5xf32>
}

// -----
// case: c4_index_count
// expected: dynamic_update_slice_c4
func.func @main(%operand: tensor<4x5xf32>, %update: tensor<2x3xf32>, %i0: tensor<i64>) -> (tensor<4x5xf32>) {
  %result = "stablehlo.dynamic_update_slice"(%operand, %update, %i0) : (tensor<4x5xf32>, tensor<2x3xf32>, tensor<i64>) -> tensor<4x5xf32>
  func.return %result : tensor<4x5xf32>
}

// -----
// case: c5_index_types
// expected: dynamic_update_slice_c5
func.func @main(%operand: tensor<4x5xf32>, %update: tensor<2x3xf32>, %i0: tensor<i64>, %i1: tensor<ui64>) -> (tensor<4x5xf32>) {
  %result = "stablehlo.dynamic_update_slice"(%operand, %update, %i0, %i1) : (tensor<4x5xf32>, tensor<2x3xf32>, tensor<i64>, tensor<ui64>) -> tensor<4x5xf32>
  func.return %result : tensor<4x5xf32>
}

// -----
// case: c6_update_too_large
// expected: dynamic_update_slice_c6
func.func @main(%operand: tensor<4x5xf32>, %update: tensor<2x6xf32>, %i0: tensor<i64>, %i1: tensor<i64>) -> (tensor<4x5xf32>) {
  %result = "stablehlo.dynamic_update_slice"(%operand, %update, %i0, %i1) : (tensor<4x5xf32>, tensor<2x6xf32>, tensor<i64>, tensor<i64>) -> tensor<4x5xf32>
  func.return %result : tensor<4x5xf32>
}
