// Constraint cases of gather (seed 000, section "gather"): valid programs (batching dims,
// plain, quantized, dynamic shapes, index_vector_dim forms) and one program per constraint
// that breaks exactly that constraint.

// case: valid_batching
// expected: valid
func.func @main(%operand: tensor<2x3x4x2xi32>, %start_indices: tensor<2x2x3x2xi64>) -> (tensor<2x2x3x2x2xi32>) {
  %result = "stablehlo.gather"(%operand, %start_indices) {dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [2, 1], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 2, 2>, indices_are_sorted = false} : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32>
  func.return %result : tensor<2x2x3x2x2xi32>
}

// -----
// case: valid_simple
// expected: valid
func.func @main(%operand: tensor<3x4x5xf32>, %start_indices: tensor<2x2xi64>) -> (tensor<2x5xf32>) {
  %result = "stablehlo.gather"(%operand, %start_indices) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 5>, indices_are_sorted = false} : (tensor<3x4x5xf32>, tensor<2x2xi64>) -> tensor<2x5xf32>
  func.return %result : tensor<2x5xf32>
}

// -----
// case: valid_two_batching_dims
// expected: valid
func.func @main(%operand: tensor<2x2x4xf32>, %start_indices: tensor<2x2x1xi64>) -> (tensor<2x2x4xf32>) {
  %result = "stablehlo.gather"(%operand, %start_indices) {dimension_numbers = #stablehlo.gather<offset_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 4>, indices_are_sorted = false} : (tensor<2x2x4xf32>, tensor<2x2x1xi64>) -> tensor<2x2x4xf32>
  func.return %result : tensor<2x2x4xf32>
}

// -----
// case: valid_quantized
// expected: valid
func.func @main(%operand: tensor<3x4x5x!quant.uniform<i8:f32, 0.5:-1>>, %start_indices: tensor<2x2xi64>) -> (tensor<2x5x!quant.uniform<i8:f32, 0.5:-1>>) {
  %result = "stablehlo.gather"(%operand, %start_indices) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 5>, indices_are_sorted = false} : (tensor<3x4x5x!quant.uniform<i8:f32, 0.5:-1>>, tensor<2x2xi64>) -> tensor<2x5x!quant.uniform<i8:f32, 0.5:-1>>
  func.return %result : tensor<2x5x!quant.uniform<i8:f32, 0.5:-1>>
}

// -----
// case: valid_dynamic
// expected: valid
func.func @main(%operand: tensor<?x4x5xf32>, %start_indices: tensor<?x2xi32>) -> (tensor<?x5xf32>) {
  %result = "stablehlo.gather"(%operand, %start_indices) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 5>, indices_are_sorted = false} : (tensor<?x4x5xf32>, tensor<?x2xi32>) -> tensor<?x5xf32>
  func.return %result : tensor<?x5xf32>
}

// -----
// case: valid_index_vector_dim_last
// expected: valid
func.func @main(%operand: tensor<3x4x5xf32>, %start_indices: tensor<2x3x2xi64>) -> (tensor<2x3x5xf32>) {
  %result = "stablehlo.gather"(%operand, %start_indices) {dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 5>, indices_are_sorted = false} : (tensor<3x4x5xf32>, tensor<2x3x2xi64>) -> tensor<2x3x5xf32>
  func.return %result : tensor<2x3x5xf32>
}

// -----
// case: valid_implicit_index_vector
// expected: valid
func.func @main(%operand: tensor<3x4x5xf32>, %start_indices: tensor<2xi64>) -> (tensor<2x4x5xf32>) {
  %result = "stablehlo.gather"(%operand, %start_indices) {dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4, 5>, indices_are_sorted = false} : (tensor<3x4x5xf32>, tensor<2xi64>) -> tensor<2x4x5xf32>
  func.return %result : tensor<2x4x5xf32>
}

// -----
// case: c1_rank
// expected: gather_c1
func.func @main(%operand: tensor<2x3x4x2xi32>, %start_indices: tensor<2x2x3x2xi64>) -> (tensor<2x2x3x2x2xi32>) {
  %result = "stablehlo.gather"(%operand, %start_indices) {dimension_numbers = #stablehlo.gather<offset_dims = [2, 3, 4], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [2, 1], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 2, 2>, indices_are_sorted = false} : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32>
  func.return %result : tensor<2x2x3x2x2xi32>
}

// -----
// case: c2_index_vector_dim
// expected: gather_c2
func.func @main(%operand: tensor<2x3x4x2xi32>, %start_indices: tensor<2x2x3x2xi64>) -> (tensor<2x2x3x2x2xi32>) {
  %result = "stablehlo.gather"(%operand, %start_indices) {dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [2, 1], index_vector_dim = 5>, slice_sizes = array<i64: 1, 1, 2, 2>, indices_are_sorted = false} : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32>
  func.return %result : tensor<2x2x3x2x2xi32>
}

// -----
// case: c3_start_index_map_size
// expected: gather_c3
func.func @main(%operand: tensor<2x3x4x2xi32>, %start_indices: tensor<2x2x3x2xi64>) -> (tensor<2x2x3x2x2xi32>) {
  %result = "stablehlo.gather"(%operand, %start_indices) {dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [2], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 2, 2>, indices_are_sorted = false} : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32>
  func.return %result : tensor<2x2x3x2x2xi32>
}

// -----
// case: c4_offset_dims_sorted
// expected: gather_c4
func.func @main(%operand: tensor<2x3x4x2xi32>, %start_indices: tensor<2x2x3x2xi64>) -> (tensor<2x2x3x2x2xi32>) {
  %result = "stablehlo.gather"(%operand, %start_indices) {dimension_numbers = #stablehlo.gather<offset_dims = [4, 3], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [2, 1], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 2, 2>, indices_are_sorted = false} : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32>
  func.return %result : tensor<2x2x3x2x2xi32>
}

// -----
// case: c5_offset_dims_range
// expected: gather_c5
func.func @main(%operand: tensor<2x3x4x2xi32>, %start_indices: tensor<2x2x3x2xi64>) -> (tensor<2x2x3x2x2xi32>) {
  %result = "stablehlo.gather"(%operand, %start_indices) {dimension_numbers = #stablehlo.gather<offset_dims = [3, 5], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [2, 1], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 2, 2>, indices_are_sorted = false} : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32>
  func.return %result : tensor<2x2x3x2x2xi32>
}

// -----
// case: c6_collapsed_and_batching_unique
// expected: gather_c6
func.func @main(%operand: tensor<2x3x4x2xi32>, %start_indices: tensor<2x2x3x2xi64>) -> (tensor<2x2x3x2x2xi32>) {
  %result = "stablehlo.gather"(%operand, %start_indices) {dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [0], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [2, 1], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 2, 2>, indices_are_sorted = false} : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32>
  func.return %result : tensor<2x2x3x2x2xi32>
}

// -----
// case: c7_collapsed_sorted
// expected: gather_c7
func.func @main(%operand: tensor<3x4x5xf32>, %start_indices: tensor<2x2xi64>) -> (tensor<2x5xf32>) {
  %result = "stablehlo.gather"(%operand, %start_indices) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [1, 0], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 5>, indices_are_sorted = false} : (tensor<3x4x5xf32>, tensor<2x2xi64>) -> tensor<2x5xf32>
  func.return %result : tensor<2x5xf32>
}

// -----
// case: c8_collapsed_range
// expected: gather_c8
func.func @main(%operand: tensor<3x4x5xf32>, %start_indices: tensor<2x2xi64>) -> (tensor<2x5xf32>) {
  %result = "stablehlo.gather"(%operand, %start_indices) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 3], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 5>, indices_are_sorted = false} : (tensor<3x4x5xf32>, tensor<2x2xi64>) -> tensor<2x5xf32>
  func.return %result : tensor<2x5xf32>
}

// -----
// case: c9_collapsed_slice_size
// expected: gather_c9
func.func @main(%operand: tensor<2x3x4x2xi32>, %start_indices: tensor<2x2x3x2xi64>) -> (tensor<2x2x3x2x2xi32>) {
  %result = "stablehlo.gather"(%operand, %start_indices) {dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [2, 1], index_vector_dim = 3>, slice_sizes = array<i64: 1, 2, 2, 2>, indices_are_sorted = false} : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32>
  func.return %result : tensor<2x2x3x2x2xi32>
}

// -----
// case: c10_batching_sorted
// expected: gather_c10
func.func @main(%operand: tensor<2x2x4xf32>, %start_indices: tensor<2x2x1xi64>) -> (tensor<2x2x4xf32>) {
  %result = "stablehlo.gather"(%operand, %start_indices) {dimension_numbers = #stablehlo.gather<offset_dims = [2], operand_batching_dims = [1, 0], start_indices_batching_dims = [1, 0], start_index_map = [2], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 4>, indices_are_sorted = false} : (tensor<2x2x4xf32>, tensor<2x2x1xi64>) -> tensor<2x2x4xf32>
  func.return %result : tensor<2x2x4xf32>
}

// -----
// case: c11_batching_range
// expected: gather_c11
func.func @main(%operand: tensor<2x2x4xf32>, %start_indices: tensor<2x2x1xi64>) -> (tensor<2x2x4xf32>) {
  %result = "stablehlo.gather"(%operand, %start_indices) {dimension_numbers = #stablehlo.gather<offset_dims = [2], operand_batching_dims = [0, 3], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 4>, indices_are_sorted = false} : (tensor<2x2x4xf32>, tensor<2x2x1xi64>) -> tensor<2x2x4xf32>
  func.return %result : tensor<2x2x4xf32>
}

// -----
// case: c12_batching_slice_size
// expected: gather_c12
func.func @main(%operand: tensor<2x3x4x2xi32>, %start_indices: tensor<2x2x3x2xi64>) -> (tensor<2x2x3x2x2xi32>) {
  %result = "stablehlo.gather"(%operand, %start_indices) {dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [2, 1], index_vector_dim = 3>, slice_sizes = array<i64: 2, 1, 2, 2>, indices_are_sorted = false} : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32>
  func.return %result : tensor<2x2x3x2x2xi32>
}

// -----
// case: c13_indices_batching_unique
// expected: gather_c13
func.func @main(%operand: tensor<2x2x4xf32>, %start_indices: tensor<2x2x1xi64>) -> (tensor<2x2x4xf32>) {
  %result = "stablehlo.gather"(%operand, %start_indices) {dimension_numbers = #stablehlo.gather<offset_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 0], start_index_map = [2], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 4>, indices_are_sorted = false} : (tensor<2x2x4xf32>, tensor<2x2x1xi64>) -> tensor<2x2x4xf32>
  func.return %result : tensor<2x2x4xf32>
}

// -----
// case: c14_indices_batching_range
// expected: gather_c14
func.func @main(%operand: tensor<2x3x4x2xi32>, %start_indices: tensor<2x2x3x2xi64>) -> (tensor<2x2x3x2x2xi32>) {
  %result = "stablehlo.gather"(%operand, %start_indices) {dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [4], start_index_map = [2, 1], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 2, 2>, indices_are_sorted = false} : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32>
  func.return %result : tensor<2x2x3x2x2xi32>
}

// -----
// case: c15_index_vector_dim_in_batching
// expected: gather_c15
func.func @main(%operand: tensor<2x3x4x2xi32>, %start_indices: tensor<2x2x3x2xi64>) -> (tensor<2x3x2x2x2xi32>) {
  %result = "stablehlo.gather"(%operand, %start_indices) {dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [2, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 2, 2>, indices_are_sorted = false} : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>) -> tensor<2x3x2x2x2xi32>
  func.return %result : tensor<2x3x2x2x2xi32>
}

// -----
// case: c16_batching_sizes
// expected: gather_c16
func.func @main(%operand: tensor<2x3x4x2xi32>, %start_indices: tensor<2x2x3x2xi64>) -> (tensor<2x2x3x2x2xi32>) {
  %result = "stablehlo.gather"(%operand, %start_indices) {dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [1, 2], start_index_map = [2, 1], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 2, 2>, indices_are_sorted = false} : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32>
  func.return %result : tensor<2x2x3x2x2xi32>
}

// -----
// case: c17_batching_dim_sizes
// expected: gather_c17
func.func @main(%operand: tensor<2x3x4x2xi32>, %start_indices: tensor<2x2x3x2xi64>) -> (tensor<2x2x3x2x2xi32>) {
  %result = "stablehlo.gather"(%operand, %start_indices) {dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [2], start_index_map = [2, 1], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 2, 2>, indices_are_sorted = false} : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32>
  func.return %result : tensor<2x2x3x2x2xi32>
}

// -----
// case: c18_start_index_map_and_batching_unique
// expected: gather_c18
func.func @main(%operand: tensor<2x3x4x2xi32>, %start_indices: tensor<2x2x3x2xi64>) -> (tensor<2x2x3x2x2xi32>) {
  %result = "stablehlo.gather"(%operand, %start_indices) {dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [0, 1], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 2, 2>, indices_are_sorted = false} : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32>
  func.return %result : tensor<2x2x3x2x2xi32>
}

// -----
// case: c19_start_index_map_range
// expected: gather_c19
func.func @main(%operand: tensor<2x3x4x2xi32>, %start_indices: tensor<2x2x3x2xi64>) -> (tensor<2x2x3x2x2xi32>) {
  %result = "stablehlo.gather"(%operand, %start_indices) {dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [2, 4], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 2, 2>, indices_are_sorted = false} : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32>
  func.return %result : tensor<2x2x3x2x2xi32>
}

// -----
// case: c20_slice_sizes_size
// expected: gather_c20
func.func @main(%operand: tensor<3x4x5xf32>, %start_indices: tensor<2x2xi64>) -> (tensor<2x5xf32>) {
  %result = "stablehlo.gather"(%operand, %start_indices) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>, indices_are_sorted = false} : (tensor<3x4x5xf32>, tensor<2x2xi64>) -> tensor<2x5xf32>
  func.return %result : tensor<2x5xf32>
}

// -----
// case: c21_slice_sizes_range
// expected: gather_c21
func.func @main(%operand: tensor<3x4x5xf32>, %start_indices: tensor<2x2xi64>) -> (tensor<2x6xf32>) {
  %result = "stablehlo.gather"(%operand, %start_indices) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 6>, indices_are_sorted = false} : (tensor<3x4x5xf32>, tensor<2x2xi64>) -> tensor<2x6xf32>
  func.return %result : tensor<2x6xf32>
}

// -----
// case: c21_negative_slice_size
// expected: gather_c21
// the result's offset dimension is dynamic so that only C21 is broken
func.func @main(%operand: tensor<3x4x5xf32>, %start_indices: tensor<2x2xi64>) -> (tensor<2x?xf32>) {
  %result = "stablehlo.gather"(%operand, %start_indices) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, -1>, indices_are_sorted = false} : (tensor<3x4x5xf32>, tensor<2x2xi64>) -> tensor<2x?xf32>
  func.return %result : tensor<2x?xf32>
}

// -----
// case: c22_result_shape
// expected: gather_c22
func.func @main(%operand: tensor<3x4x5xf32>, %start_indices: tensor<2x2xi64>) -> (tensor<2x4xf32>) {
  %result = "stablehlo.gather"(%operand, %start_indices) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 5>, indices_are_sorted = false} : (tensor<3x4x5xf32>, tensor<2x2xi64>) -> tensor<2x4xf32>
  func.return %result : tensor<2x4xf32>
}

// -----
// case: c22_result_rank
// expected: gather_c22
func.func @main(%operand: tensor<3x4x5xf32>, %start_indices: tensor<2x2xi64>) -> (tensor<2x5x1xf32>) {
  %result = "stablehlo.gather"(%operand, %start_indices) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 5>, indices_are_sorted = false} : (tensor<3x4x5xf32>, tensor<2x2xi64>) -> tensor<2x5x1xf32>
  func.return %result : tensor<2x5x1xf32>
}

// -----
// case: c23_element_type
// expected: gather_c23
func.func @main(%operand: tensor<3x4x5xf32>, %start_indices: tensor<2x2xi64>) -> (tensor<2x5xf64>) {
  %result = "stablehlo.gather"(%operand, %start_indices) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 5>, indices_are_sorted = false} : (tensor<3x4x5xf32>, tensor<2x2xi64>) -> tensor<2x5xf64>
  func.return %result : tensor<2x5xf64>
}
