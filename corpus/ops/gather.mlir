// gather (seed 000): clamped start indices of every integer kind, index_vector_dim in front, in the middle and equal to rank(start_indices), permuted start_index_map, offset dims before batch dims, batching dims, empty results, a rank-0 operand, a zero slice size, every element-type family and quantized storage.
// i64 start indices below 0 and above dim - slice_size clamp so that each slice fits
func.func @gather_clamped_i64_indices() {
  %operand = "stablehlo.constant"() {value = dense<[10, 11, 12, 13, 14, 15]> : tensor<6xi64>} : () -> tensor<6xi64>
  %start_indices = "stablehlo.constant"() {value = dense<[[-3], [0], [4], [9223372036854775807], [-9223372036854775808]]> : tensor<5x1xi64>} : () -> tensor<5x1xi64>
  %result = "stablehlo.gather"(%operand, %start_indices) {
    dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>,
    slice_sizes = array<i64: 3>,
    indices_are_sorted = false
  } : (tensor<6xi64>, tensor<5x1xi64>) -> tensor<5x3xi64>
  "check.expect_eq_const"(%result) {value = dense<[[10, 11, 12], [10, 11, 12], [13, 14, 15], [13, 14, 15], [10, 11, 12]]> : tensor<5x3xi64>} : (tensor<5x3xi64>) -> ()
  "func.return"() : () -> ()
}

// -----

// ui64 start indices: the largest clamps to dim - slice_size
func.func @gather_clamped_ui64_indices() {
  %operand = "stablehlo.constant"() {value = dense<[10, 11, 12, 13, 14, 15]> : tensor<6xi32>} : () -> tensor<6xi32>
  %start_indices = "stablehlo.constant"() {value = dense<[[18446744073709551615], [1], [0]]> : tensor<3x1xui64>} : () -> tensor<3x1xui64>
  %result = "stablehlo.gather"(%operand, %start_indices) {
    dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>,
    slice_sizes = array<i64: 3>
  } : (tensor<6xi32>, tensor<3x1xui64>) -> tensor<3x3xi32>
  "check.expect_eq_const"(%result) {value = dense<[[13, 14, 15], [11, 12, 13], [10, 11, 12]]> : tensor<3x3xi32>} : (tensor<3x3xi32>) -> ()
  "func.return"() : () -> ()
}

// -----

// i4 start indices with index_vector_dim = rank(start_indices): each element is a start index; a collapsed dimension
func.func @gather_index_vector_dim_is_rank() {
  %operand = "stablehlo.constant"() {value = dense<[[1, 2, 3], [4, 5, 6], [7, 8, 9]]> : tensor<3x3xi32>} : () -> tensor<3x3xi32>
  %start_indices = "stablehlo.constant"() {value = dense<[[-8, 1], [2, 7]]> : tensor<2x2xi4>} : () -> tensor<2x2xi4>
  %result = "stablehlo.gather"(%operand, %start_indices) {
    dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>,
    slice_sizes = array<i64: 1, 3>
  } : (tensor<3x3xi32>, tensor<2x2xi4>) -> tensor<2x2x3xi32>
  "check.expect_eq_const"(%result) {value = dense<[[[1, 2, 3], [4, 5, 6]], [[7, 8, 9], [7, 8, 9]]]> : tensor<2x2x3xi32>} : (tensor<2x2x3xi32>) -> ()
  "func.return"() : () -> ()
}

// -----

// start_index_map = [1, 0] sends the first index to dimension 1; offset dims come before the batch dim
func.func @gather_permuted_start_index_map_offset_dims_first() {
  %operand = "stablehlo.constant"() {value = dense<[[0, 1, 2, 3], [10, 11, 12, 13], [20, 21, 22, 23]]> : tensor<3x4xi32>} : () -> tensor<3x4xi32>
  %start_indices = "stablehlo.constant"() {value = dense<[[1, 0], [3, 2]]> : tensor<2x2xui8>} : () -> tensor<2x2xui8>
  %result = "stablehlo.gather"(%operand, %start_indices) {
    dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], start_index_map = [1, 0], index_vector_dim = 1>,
    slice_sizes = array<i64: 2, 2>
  } : (tensor<3x4xi32>, tensor<2x2xui8>) -> tensor<2x2x2xi32>
  "check.expect_eq_const"(%result) {value = dense<[[[1, 12], [2, 13]], [[11, 22], [12, 23]]]> : tensor<2x2x2xi32>} : (tensor<2x2x2xi32>) -> ()
  "func.return"() : () -> ()
}

// -----

// operand_batching_dims = [0] pairs with start_indices_batching_dims = [2], behind index_vector_dim = 0
func.func @gather_batching_dims_index_vector_dim_first() {
  %operand = "stablehlo.constant"() {value = dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi64>} : () -> tensor<2x3xi64>
  %start_indices = "stablehlo.constant"() {value = dense<[[[0, 2], [1, 1], [5, -1]]]> : tensor<1x3x2xi8>} : () -> tensor<1x3x2xi8>
  %result = "stablehlo.gather"(%operand, %start_indices) {
    dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [2], start_index_map = [1], index_vector_dim = 0>,
    slice_sizes = array<i64: 1, 1>
  } : (tensor<2x3xi64>, tensor<1x3x2xi8>) -> tensor<3x2xi64>
  "check.expect_eq_const"(%result) {value = dense<[[1, 6], [2, 5], [3, 4]]> : tensor<3x2xi64>} : (tensor<3x2xi64>) -> ()
  "func.return"() : () -> ()
}

// -----

// no start indices: an empty result
func.func @gather_empty_start_indices() {
  %operand = "stablehlo.constant"() {value = dense<[1.0, 2.0, 3.0]> : tensor<3xf32>} : () -> tensor<3xf32>
  %start_indices = "stablehlo.constant"() {value = dense<[]> : tensor<0x1xi64>} : () -> tensor<0x1xi64>
  %result = "stablehlo.gather"(%operand, %start_indices) {
    dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>,
    slice_sizes = array<i64: 2>
  } : (tensor<3xf32>, tensor<0x1xi64>) -> tensor<0x2xf32>
  "check.expect_eq_const"(%result) {value = dense<[]> : tensor<0x2xf32>} : (tensor<0x2xf32>) -> ()
  "func.return"() : () -> ()
}

// -----

// a zero slice size: empty slices (the start index clamps to dim - 0)
func.func @gather_zero_slice_size() {
  %operand = "stablehlo.constant"() {value = dense<[1, 2, 3, 4]> : tensor<4xi32>} : () -> tensor<4xi32>
  %start_indices = "stablehlo.constant"() {value = dense<[[1], [7]]> : tensor<2x1xi64>} : () -> tensor<2x1xi64>
  %result = "stablehlo.gather"(%operand, %start_indices) {
    dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>,
    slice_sizes = array<i64: 0>
  } : (tensor<4xi32>, tensor<2x1xi64>) -> tensor<2x0xi32>
  "check.expect_eq_const"(%result) {value = dense<[]> : tensor<2x0xi32>} : (tensor<2x0xi32>) -> ()
  "func.return"() : () -> ()
}

// -----

// a rank-0 operand: empty index vectors, the operand once per batch index
func.func @gather_rank_0_operand() {
  %operand = "stablehlo.constant"() {value = dense<2.5> : tensor<f64>} : () -> tensor<f64>
  %start_indices = "stablehlo.constant"() {value = dense<[]> : tensor<3x0xi64>} : () -> tensor<3x0xi64>
  %result = "stablehlo.gather"(%operand, %start_indices) {
    dimension_numbers = #stablehlo.gather<index_vector_dim = 1>,
    slice_sizes = array<i64>
  } : (tensor<f64>, tensor<3x0xi64>) -> tensor<3xf64>
  "check.expect_eq_const"(%result) {value = dense<[2.5, 2.5, 2.5]> : tensor<3xf64>} : (tensor<3xf64>) -> ()
  "func.return"() : () -> ()
}

// -----

// i1
func.func @gather_i1() {
  %operand = "stablehlo.constant"() {value = dense<[true, false, false, true]> : tensor<4xi1>} : () -> tensor<4xi1>
  %start_indices = "stablehlo.constant"() {value = dense<[[2], [0]]> : tensor<2x1xi32>} : () -> tensor<2x1xi32>
  %result = "stablehlo.gather"(%operand, %start_indices) {
    dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>,
    slice_sizes = array<i64: 2>
  } : (tensor<4xi1>, tensor<2x1xi32>) -> tensor<2x2xi1>
  "check.expect_eq_const"(%result) {value = dense<[[false, true], [true, false]]> : tensor<2x2xi1>} : (tensor<2x2xi1>) -> ()
  "func.return"() : () -> ()
}

// -----

// ui64: extreme values move unchanged
func.func @gather_ui64() {
  %operand = "stablehlo.constant"() {value = dense<[0, 18446744073709551615, 9223372036854775808, 1]> : tensor<4xui64>} : () -> tensor<4xui64>
  %start_indices = "stablehlo.constant"() {value = dense<[[2], [0]]> : tensor<2x1xi32>} : () -> tensor<2x1xi32>
  %result = "stablehlo.gather"(%operand, %start_indices) {
    dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>,
    slice_sizes = array<i64: 2>
  } : (tensor<4xui64>, tensor<2x1xi32>) -> tensor<2x2xui64>
  "check.expect_eq_const"(%result) {value = dense<[[9223372036854775808, 1], [0, 18446744073709551615]]> : tensor<2x2xui64>} : (tensor<2x2xui64>) -> ()
  "func.return"() : () -> ()
}

// -----

// f64: NaN payloads, infinities and signed zeros move bit for bit
func.func @gather_f64() {
  %operand = "stablehlo.constant"() {value = dense<[0x7FF8000000000001, -0.0, 0xFFF0000000000000, 4.9406564584124654e-324]> : tensor<4xf64>} : () -> tensor<4xf64>
  %start_indices = "stablehlo.constant"() {value = dense<[[2], [0]]> : tensor<2x1xi32>} : () -> tensor<2x1xi32>
  %result = "stablehlo.gather"(%operand, %start_indices) {
    dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>,
    slice_sizes = array<i64: 2>
  } : (tensor<4xf64>, tensor<2x1xi32>) -> tensor<2x2xf64>
  "check.expect_eq_const"(%result) {value = dense<[[0xFFF0000000000000, 4.9406564584124654e-324], [0x7FF8000000000001, -0.0]]> : tensor<2x2xf64>} : (tensor<2x2xf64>) -> ()
  "func.return"() : () -> ()
}

// -----

// f8E4M3FNUZ: a narrow float type (its NaN is 0x80)
func.func @gather_f8E4M3FNUZ() {
  %operand = "stablehlo.constant"() {value = dense<[0x80, 0.5, 240.0, -0.125]> : tensor<4xf8E4M3FNUZ>} : () -> tensor<4xf8E4M3FNUZ>
  %start_indices = "stablehlo.constant"() {value = dense<[[2], [0]]> : tensor<2x1xi32>} : () -> tensor<2x1xi32>
  %result = "stablehlo.gather"(%operand, %start_indices) {
    dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>,
    slice_sizes = array<i64: 2>
  } : (tensor<4xf8E4M3FNUZ>, tensor<2x1xi32>) -> tensor<2x2xf8E4M3FNUZ>
  "check.expect_eq_const"(%result) {value = dense<[[240.0, -0.125], [0x80, 0.5]]> : tensor<2x2xf8E4M3FNUZ>} : (tensor<2x2xf8E4M3FNUZ>) -> ()
  "func.return"() : () -> ()
}

// -----

// complex<f64>
func.func @gather_complex_f64() {
  %operand = "stablehlo.constant"() {value = dense<[(1.0, -1.0), (2.5, 0.0), (-0.0, 3.0), (4.0, 0x7FF0000000000000)]> : tensor<4xcomplex<f64>>} : () -> tensor<4xcomplex<f64>>
  %start_indices = "stablehlo.constant"() {value = dense<[[2], [0]]> : tensor<2x1xi32>} : () -> tensor<2x1xi32>
  %result = "stablehlo.gather"(%operand, %start_indices) {
    dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>,
    slice_sizes = array<i64: 2>
  } : (tensor<4xcomplex<f64>>, tensor<2x1xi32>) -> tensor<2x2xcomplex<f64>>
  "check.expect_eq_const"(%result) {value = dense<[[(-0.0, 3.0), (4.0, 0x7FF0000000000000)], [(1.0, -1.0), (2.5, 0.0)]]> : tensor<2x2xcomplex<f64>>} : (tensor<2x2xcomplex<f64>>) -> ()
  "func.return"() : () -> ()
}

// -----

// !quant.uniform<i8:f32, 0.5:-1>: storage values move unchanged
func.func @gather_quantized() {
  %operand = "stablehlo.constant"() {value = dense<[-128, 5, 127, 0]> : tensor<4x!quant.uniform<i8:f32, 0.5:-1>>} : () -> tensor<4x!quant.uniform<i8:f32, 0.5:-1>>
  %start_indices = "stablehlo.constant"() {value = dense<[[2], [0]]> : tensor<2x1xi32>} : () -> tensor<2x1xi32>
  %result = "stablehlo.gather"(%operand, %start_indices) {
    dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>,
    slice_sizes = array<i64: 2>
  } : (tensor<4x!quant.uniform<i8:f32, 0.5:-1>>, tensor<2x1xi32>) -> tensor<2x2x!quant.uniform<i8:f32, 0.5:-1>>
  "check.expect_eq_const"(%result) {value = dense<[[127, 0], [-128, 5]]> : tensor<2x2x!quant.uniform<i8:f32, 0.5:-1>>} : (tensor<2x2x!quant.uniform<i8:f32, 0.5:-1>>) -> ()
  "func.return"() : () -> ()
}
