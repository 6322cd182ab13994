// Constraint cases of dynamic_gather (seed 000, section "dynamic_gather"). slice_sizes comes from
// a stablehlo.constant so that the constraints on its values (C8, C12, C13) can be checked.

// case: valid_constant_slice_sizes
// expected: valid
func.func @main(%operand: tensor<3x4x5xf32>, %start_indices: tensor<2x2xi64>) -> (tensor<2x5xf32>) {
  %slice_sizes = "stablehlo.constant"() {value = dense<[1, 1, 5]> : tensor<3xi64>} : () -> tensor<3xi64>
  %result = "stablehlo.dynamic_gather"(%operand, %start_indices, %slice_sizes) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false} : (tensor<3x4x5xf32>, tensor<2x2xi64>, tensor<3xi64>) -> tensor<2x5xf32>
  func.return %result : tensor<2x5xf32>
}

// -----
// case: valid_operand_slice_sizes
// expected: valid
func.func @main(%operand: tensor<3x4x5xf32>, %start_indices: tensor<2x2xi64>, %slice_sizes: tensor<3xi32>) -> (tensor<2x5xf32>) {
  %result = "stablehlo.dynamic_gather"(%operand, %start_indices, %slice_sizes) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false} : (tensor<3x4x5xf32>, tensor<2x2xi64>, tensor<3xi32>) -> tensor<2x5xf32>
  func.return %result : tensor<2x5xf32>
}

// -----
// case: valid_quantized
// expected: valid
func.func @main(%operand: tensor<3x4x5x!quant.uniform<i8:f32, 0.5:-1>>, %start_indices: tensor<2x2xi64>) -> (tensor<2x5x!quant.uniform<i8:f32, 0.5:-1>>) {
  %slice_sizes = "stablehlo.constant"() {value = dense<[1, 1, 5]> : tensor<3xi64>} : () -> tensor<3xi64>
  %result = "stablehlo.dynamic_gather"(%operand, %start_indices, %slice_sizes) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false} : (tensor<3x4x5x!quant.uniform<i8:f32, 0.5:-1>>, tensor<2x2xi64>, tensor<3xi64>) -> tensor<2x5x!quant.uniform<i8:f32, 0.5:-1>>
  func.return %result : tensor<2x5x!quant.uniform<i8:f32, 0.5:-1>>
}

// -----
// case: valid_dynamic
// expected: valid
func.func @main(%operand: tensor<?x4x5xf32>, %start_indices: tensor<?x2xi64>) -> (tensor<?x5xf32>) {
  %slice_sizes = "stablehlo.constant"() {value = dense<[1, 1, 5]> : tensor<3xi64>} : () -> tensor<3xi64>
  %result = "stablehlo.dynamic_gather"(%operand, %start_indices, %slice_sizes) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false} : (tensor<?x4x5xf32>, tensor<?x2xi64>, tensor<3xi64>) -> tensor<?x5xf32>
  func.return %result : tensor<?x5xf32>
}

// -----
// case: c1_rank
// expected: dynamic_gather_c1
func.func @main(%operand: tensor<3x4x5xf32>, %start_indices: tensor<2x2xi64>) -> (tensor<2x5xf32>) {
  %slice_sizes = "stablehlo.constant"() {value = dense<[1, 1, 5]> : tensor<3xi64>} : () -> tensor<3xi64>
  %result = "stablehlo.dynamic_gather"(%operand, %start_indices, %slice_sizes) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false} : (tensor<3x4x5xf32>, tensor<2x2xi64>, tensor<3xi64>) -> tensor<2x5xf32>
  func.return %result : tensor<2x5xf32>
}

// -----
// case: c2_index_vector_dim
// expected: dynamic_gather_c2
func.func @main(%operand: tensor<3x4x5xf32>, %start_indices: tensor<2x2xi64>) -> (tensor<2x5xf32>) {
  %slice_sizes = "stablehlo.constant"() {value = dense<[1, 1, 5]> : tensor<3xi64>} : () -> tensor<3xi64>
  %result = "stablehlo.dynamic_gather"(%operand, %start_indices, %slice_sizes) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 3>, indices_are_sorted = false} : (tensor<3x4x5xf32>, tensor<2x2xi64>, tensor<3xi64>) -> tensor<2x5xf32>
  func.return %result : tensor<2x5xf32>
}

// -----
// case: c3_start_index_map_size
// expected: dynamic_gather_c3
func.func @main(%operand: tensor<3x4x5xf32>, %start_indices: tensor<2x2xi64>) -> (tensor<2x5xf32>) {
  %slice_sizes = "stablehlo.constant"() {value = dense<[1, 1, 5]> : tensor<3xi64>} : () -> tensor<3xi64>
  %result = "stablehlo.dynamic_gather"(%operand, %start_indices, %slice_sizes) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false} : (tensor<3x4x5xf32>, tensor<2x2xi64>, tensor<3xi64>) -> tensor<2x5xf32>
  func.return %result : tensor<2x5xf32>
}

// -----
// case: c4_offset_dims_sorted
// expected: dynamic_gather_c4
func.func @main(%operand: tensor<3x4x5xf32>, %start_indices: tensor<2x2xi64>) -> (tensor<2x4x4xf32>) {
  %slice_sizes = "stablehlo.constant"() {value = dense<[1, 4, 4]> : tensor<3xi64>} : () -> tensor<3xi64>
  %result = "stablehlo.dynamic_gather"(%operand, %start_indices, %slice_sizes) {dimension_numbers = #stablehlo.gather<offset_dims = [2, 1], collapsed_slice_dims = [0], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false} : (tensor<3x4x5xf32>, tensor<2x2xi64>, tensor<3xi64>) -> tensor<2x4x4xf32>
  func.return %result : tensor<2x4x4xf32>
}

// -----
// case: c5_offset_dims_range
// expected: dynamic_gather_c5
func.func @main(%operand: tensor<3x4x5xf32>, %start_indices: tensor<2x2xi64>) -> (tensor<2x5xf32>) {
  %slice_sizes = "stablehlo.constant"() {value = dense<[1, 1, 5]> : tensor<3xi64>} : () -> tensor<3xi64>
  %result = "stablehlo.dynamic_gather"(%operand, %start_indices, %slice_sizes) {dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false} : (tensor<3x4x5xf32>, tensor<2x2xi64>, tensor<3xi64>) -> tensor<2x5xf32>
  func.return %result : tensor<2x5xf32>
}

// -----
// case: c6_collapsed_sorted
// expected: dynamic_gather_c6
func.func @main(%operand: tensor<3x4x5xf32>, %start_indices: tensor<2x2xi64>) -> (tensor<2x5xf32>) {
  %slice_sizes = "stablehlo.constant"() {value = dense<[1, 1, 5]> : tensor<3xi64>} : () -> tensor<3xi64>
  %result = "stablehlo.dynamic_gather"(%operand, %start_indices, %slice_sizes) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [1, 0], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false} : (tensor<3x4x5xf32>, tensor<2x2xi64>, tensor<3xi64>) -> tensor<2x5xf32>
  func.return %result : tensor<2x5xf32>
}

// -----
// case: c6_collapsed_unique
// expected: dynamic_gather_c6
func.func @main(%operand: tensor<3x4x5xf32>, %start_indices: tensor<2x2xi64>) -> (tensor<2x5xf32>) {
  %slice_sizes = "stablehlo.constant"() {value = dense<[1, 1, 5]> : tensor<3xi64>} : () -> tensor<3xi64>
  %result = "stablehlo.dynamic_gather"(%operand, %start_indices, %slice_sizes) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [1, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false} : (tensor<3x4x5xf32>, tensor<2x2xi64>, tensor<3xi64>) -> tensor<2x5xf32>
  func.return %result : tensor<2x5xf32>
}

// -----
// case: c7_collapsed_range
// expected: dynamic_gather_c7
func.func @main(%operand: tensor<3x4x5xf32>, %start_indices: tensor<2x2xi64>) -> (tensor<2x5xf32>) {
  %slice_sizes = "stablehlo.constant"() {value = dense<[1, 1, 5]> : tensor<3xi64>} : () -> tensor<3xi64>
  %result = "stablehlo.dynamic_gather"(%operand, %start_indices, %slice_sizes) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 3], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false} : (tensor<3x4x5xf32>, tensor<2x2xi64>, tensor<3xi64>) -> tensor<2x5xf32>
  func.return %result : tensor<2x5xf32>
}

// -----
// case: c8_collapsed_slice_size
// expected: dynamic_gather_c8
func.func @main(%operand: tensor<3x4x5xf32>, %start_indices: tensor<2x2xi64>) -> (tensor<2x5xf32>) {
  %slice_sizes = "stablehlo.constant"() {value = dense<[2, 1, 5]> : tensor<3xi64>} : () -> tensor<3xi64>
  %result = "stablehlo.dynamic_gather"(%operand, %start_indices, %slice_sizes) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false} : (tensor<3x4x5xf32>, tensor<2x2xi64>, tensor<3xi64>) -> tensor<2x5xf32>
  func.return %result : tensor<2x5xf32>
}

// -----
// case: c9_start_index_map_unique
// expected: dynamic_gather_c9
func.func @main(%operand: tensor<3x4x5xf32>, %start_indices: tensor<2x2xi64>) -> (tensor<2x5xf32>) {
  %slice_sizes = "stablehlo.constant"() {value = dense<[1, 1, 5]> : tensor<3xi64>} : () -> tensor<3xi64>
  %result = "stablehlo.dynamic_gather"(%operand, %start_indices, %slice_sizes) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [0, 0], index_vector_dim = 1>, indices_are_sorted = false} : (tensor<3x4x5xf32>, tensor<2x2xi64>, tensor<3xi64>) -> tensor<2x5xf32>
  func.return %result : tensor<2x5xf32>
}

// -----
// case: c10_start_index_map_range
// expected: dynamic_gather_c10
func.func @main(%operand: tensor<3x4x5xf32>, %start_indices: tensor<2x2xi64>) -> (tensor<2x5xf32>) {
  %slice_sizes = "stablehlo.constant"() {value = dense<[1, 1, 5]> : tensor<3xi64>} : () -> tensor<3xi64>
  %result = "stablehlo.dynamic_gather"(%operand, %start_indices, %slice_sizes) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [0, 3], index_vector_dim = 1>, indices_are_sorted = false} : (tensor<3x4x5xf32>, tensor<2x2xi64>, tensor<3xi64>) -> tensor<2x5xf32>
  func.return %result : tensor<2x5xf32>
}

// -----
// case: c11_slice_sizes_size
// expected: dynamic_gather_c11
func.func @main(%operand: tensor<3x4x5xf32>, %start_indices: tensor<2x2xi64>) -> (tensor<2x5xf32>) {
  %slice_sizes = "stablehlo.constant"() {value = dense<[1, 1]> : tensor<2xi64>} : () -> tensor<2xi64>
  %result = "stablehlo.dynamic_gather"(%operand, %start_indices, %slice_sizes) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false} : (tensor<3x4x5xf32>, tensor<2x2xi64>, tensor<2xi64>) -> tensor<2x5xf32>
  func.return %result : tensor<2x5xf32>
}

// -----
// case: c12_slice_sizes_range
// expected: dynamic_gather_c12
func.func @main(%operand: tensor<3x4x5xf32>, %start_indices: tensor<2x2xi64>) -> (tensor<2x6xf32>) {
  %slice_sizes = "stablehlo.constant"() {value = dense<[1, 1, 6]> : tensor<3xi64>} : () -> tensor<3xi64>
  %result = "stablehlo.dynamic_gather"(%operand, %start_indices, %slice_sizes) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false} : (tensor<3x4x5xf32>, tensor<2x2xi64>, tensor<3xi64>) -> tensor<2x6xf32>
  func.return %result : tensor<2x6xf32>
}

// -----
// case: c13_result_shape
// expected: dynamic_gather_c13
func.func @main(%operand: tensor<3x4x5xf32>, %start_indices: tensor<2x2xi64>) -> (tensor<2x4xf32>) {
  %slice_sizes = "stablehlo.constant"() {value = dense<[1, 1, 5]> : tensor<3xi64>} : () -> tensor<3xi64>
  %result = "stablehlo.dynamic_gather"(%operand, %start_indices, %slice_sizes) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false} : (tensor<3x4x5xf32>, tensor<2x2xi64>, tensor<3xi64>) -> tensor<2x4xf32>
  func.return %result : tensor<2x4xf32>
}

// -----
// case: c13_result_batch_dims
// expected: dynamic_gather_c13
func.func @main(%operand: tensor<3x4x5xf32>, %start_indices: tensor<2x2xi64>, %slice_sizes: tensor<3xi64>) -> (tensor<3x5xf32>) {
  %result = "stablehlo.dynamic_gather"(%operand, %start_indices, %slice_sizes) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false} : (tensor<3x4x5xf32>, tensor<2x2xi64>, tensor<3xi64>) -> tensor<3x5xf32>
  func.return %result : tensor<3x5xf32>
}

// -----
// case: c14_element_type
// expected: dynamic_gather_c14
func.func @main(%operand: tensor<3x4x5xf32>, %start_indices: tensor<2x2xi64>) -> (tensor<2x5xf16>) {
  %slice_sizes = "stablehlo.constant"() {value = dense<[1, 1, 5]> : tensor<3xi64>} : () -> tensor<3xi64>
  %result = "stablehlo.dynamic_gather"(%operand, %start_indices, %slice_sizes) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false} : (tensor<3x4x5xf32>, tensor<2x2xi64>, tensor<3xi64>) -> tensor<2x5xf16>
  func.return %result : tensor<2x5xf16>
}
