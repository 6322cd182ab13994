// dynamic_gather (seed 000): slice_sizes as a tensor of each integer kind; clamped start indices, index_vector_dim = rank(start_indices), permuted start_index_map, empty slices.
// ui32 slice_sizes; start indices clamp so that each slice fits
func.func @dynamic_gather_clamped_indices() {
  %operand = "stablehlo.constant"() {value = dense<[10, 11, 12, 13, 14, 15]> : tensor<6xi64>} : () -> tensor<6xi64>
  %start_indices = "stablehlo.constant"() {value = dense<[[-3], [2], [9]]> : tensor<3x1xi64>} : () -> tensor<3x1xi64>
  %slice_sizes = "stablehlo.constant"() {value = dense<[3]> : tensor<1xui32>} : () -> tensor<1xui32>
  %result = "stablehlo.dynamic_gather"(%operand, %start_indices, %slice_sizes) {
    dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>,
    indices_are_sorted = false
  } : (tensor<6xi64>, tensor<3x1xi64>, tensor<1xui32>) -> tensor<3x3xi64>
  "check.expect_eq_const"(%result) {value = dense<[[10, 11, 12], [12, 13, 14], [13, 14, 15]]> : tensor<3x3xi64>} : (tensor<3x3xi64>) -> ()
  "func.return"() : () -> ()
}

// -----

// i8 slice_sizes with a collapsed dimension; index_vector_dim = rank(start_indices)
func.func @dynamic_gather_index_vector_dim_is_rank() {
  %operand = "stablehlo.constant"() {value = dense<[[1, 2, 3], [4, 5, 6], [7, 8, 9]]> : tensor<3x3xi32>} : () -> tensor<3x3xi32>
  %start_indices = "stablehlo.constant"() {value = dense<[2, 0, 1]> : tensor<3xi32>} : () -> tensor<3xi32>
  %slice_sizes = "stablehlo.constant"() {value = dense<[2, 1]> : tensor<2xi8>} : () -> tensor<2xi8>
  %result = "stablehlo.dynamic_gather"(%operand, %start_indices, %slice_sizes) {
    dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>
  } : (tensor<3x3xi32>, tensor<3xi32>, tensor<2xi8>) -> tensor<2x3xi32>
  "check.expect_eq_const"(%result) {value = dense<[[3, 1, 2], [6, 4, 5]]> : tensor<2x3xi32>} : (tensor<2x3xi32>) -> ()
  "func.return"() : () -> ()
}

// -----

// i64 slice_sizes, start_index_map = [1, 0]
func.func @dynamic_gather_permuted_start_index_map() {
  %operand = "stablehlo.constant"() {value = dense<[[0.0, 1.0, 2.0, 3.0], [10.0, 11.0, 12.0, 13.0], [20.0, 21.0, 22.0, 23.0]]> : tensor<3x4xf32>} : () -> tensor<3x4xf32>
  %start_indices = "stablehlo.constant"() {value = dense<[[1, 0], [3, 2]]> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
  %slice_sizes = "stablehlo.constant"() {value = dense<[2, 2]> : tensor<2xi64>} : () -> tensor<2xi64>
  %result = "stablehlo.dynamic_gather"(%operand, %start_indices, %slice_sizes) {
    dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], start_index_map = [1, 0], index_vector_dim = 1>
  } : (tensor<3x4xf32>, tensor<2x2xi64>, tensor<2xi64>) -> tensor<2x2x2xf32>
  "check.expect_eq_const"(%result) {value = dense<[[[1.0, 2.0], [11.0, 12.0]], [[12.0, 13.0], [22.0, 23.0]]]> : tensor<2x2x2xf32>} : (tensor<2x2x2xf32>) -> ()
  "func.return"() : () -> ()
}

// -----

// a zero slice size: empty slices
func.func @dynamic_gather_zero_slice_size() {
  %operand = "stablehlo.constant"() {value = dense<[1, 2, 3, 4]> : tensor<4xi32>} : () -> tensor<4xi32>
  %start_indices = "stablehlo.constant"() {value = dense<[[1], [7]]> : tensor<2x1xi64>} : () -> tensor<2x1xi64>
  %slice_sizes = "stablehlo.constant"() {value = dense<[0]> : tensor<1xi64>} : () -> tensor<1xi64>
  %result = "stablehlo.dynamic_gather"(%operand, %start_indices, %slice_sizes) {
    dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>
  } : (tensor<4xi32>, tensor<2x1xi64>, tensor<1xi64>) -> tensor<2x0xi32>
  "check.expect_eq_const"(%result) {value = dense<[]> : tensor<2x0xi32>} : (tensor<2x0xi32>) -> ()
  "func.return"() : () -> ()
}
