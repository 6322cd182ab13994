// scatter (seed 000): inserted and window dims, update windows before the scatter dims, permuted scatter_dims_to_operand_dims, batching dims, index_vector_dim in front and equal to rank(scatter_indices), out-of-bounds update elements skipped one by one (indices of each integer kind), variadic inputs, promotion to the region's type, empty updates, a rank-0 input, every element-type family and quantized storage. Updates collide only under integer add or maximum, which are exact and insensitive to order, so no result depends on the implementation-defined schedule.
// i64 add into single elements (inserted_window_dims = [0])
func.func @scatter_add_inserted_dim() {
  %input = "stablehlo.constant"() {value = dense<[1, 2, 3, 4, 5]> : tensor<5xi64>} : () -> tensor<5xi64>
  %scatter_indices = "stablehlo.constant"() {value = dense<[[4], [0]]> : tensor<2x1xi64>} : () -> tensor<2x1xi64>
  %update = "stablehlo.constant"() {value = dense<[10, 20]> : tensor<2xi64>} : () -> tensor<2xi64>
  %result = "stablehlo.scatter"(%input, %scatter_indices, %update) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%0) : (tensor<i64>) -> ()
  }) {
    scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>,
    indices_are_sorted = false,
    unique_indices = false
  } : (tensor<5xi64>, tensor<2x1xi64>, tensor<2xi64>) -> tensor<5xi64>
  "check.expect_eq_const"(%result) {value = dense<[21, 2, 3, 4, 15]> : tensor<5xi64>} : (tensor<5xi64>) -> ()
  "func.return"() : () -> ()
}

// -----

// windows that stick out of the input: each update element whose result_index lies outside is skipped, the others apply
func.func @scatter_out_of_bounds_elements_skipped() {
  %input = "stablehlo.constant"() {value = dense<[0, 0, 0, 0, 0]> : tensor<5xi32>} : () -> tensor<5xi32>
  %scatter_indices = "stablehlo.constant"() {value = dense<[[3], [-1]]> : tensor<2x1xi32>} : () -> tensor<2x1xi32>
  %update = "stablehlo.constant"() {value = dense<[[1, 2, 3], [10, 20, 30]]> : tensor<2x3xi32>} : () -> tensor<2x3xi32>
  %result = "stablehlo.scatter"(%input, %scatter_indices, %update) ({
    ^bb0(%arg0: tensor<i32>, %arg1: tensor<i32>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%0) : (tensor<i32>) -> ()
  }) {
    scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>
  } : (tensor<5xi32>, tensor<2x1xi32>, tensor<2x3xi32>) -> tensor<5xi32>
  "check.expect_eq_const"(%result) {value = dense<[20, 30, 0, 1, 2]> : tensor<5xi32>} : (tensor<5xi32>) -> ()
  "func.return"() : () -> ()
}

// -----

// ui64 indices: the largest lies outside and is skipped; the region replaces (returns the update)
func.func @scatter_ui64_index_outside_skipped() {
  %input = "stablehlo.constant"() {value = dense<[7.0, 7.0, 7.0]> : tensor<3xf32>} : () -> tensor<3xf32>
  %scatter_indices = "stablehlo.constant"() {value = dense<[[18446744073709551615], [1]]> : tensor<2x1xui64>} : () -> tensor<2x1xui64>
  %update = "stablehlo.constant"() {value = dense<[1.0, 2.0]> : tensor<2xf32>} : () -> tensor<2xf32>
  %result = "stablehlo.scatter"(%input, %scatter_indices, %update) ({
    ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
      "stablehlo.return"(%arg1) : (tensor<f32>) -> ()
  }) {
    scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>
  } : (tensor<3xf32>, tensor<2x1xui64>, tensor<2xf32>) -> tensor<3xf32>
  "check.expect_eq_const"(%result) {value = dense<[7.0, 2.0, 7.0]> : tensor<3xf32>} : (tensor<3xf32>) -> ()
  "func.return"() : () -> ()
}

// -----

// i8 indices: -128 and 127 lie outside and are skipped
func.func @scatter_i8_indices_outside_skipped() {
  %input = "stablehlo.constant"() {value = dense<[1, 2, 3]> : tensor<3xi16>} : () -> tensor<3xi16>
  %scatter_indices = "stablehlo.constant"() {value = dense<[[-128], [127], [2]]> : tensor<3x1xi8>} : () -> tensor<3x1xi8>
  %update = "stablehlo.constant"() {value = dense<[100, 200, 300]> : tensor<3xi16>} : () -> tensor<3xi16>
  %result = "stablehlo.scatter"(%input, %scatter_indices, %update) ({
    ^bb0(%arg0: tensor<i16>, %arg1: tensor<i16>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i16>, tensor<i16>) -> tensor<i16>
      "stablehlo.return"(%0) : (tensor<i16>) -> ()
  }) {
    scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>
  } : (tensor<3xi16>, tensor<3x1xi8>, tensor<3xi16>) -> tensor<3xi16>
  "check.expect_eq_const"(%result) {value = dense<[1, 2, 303]> : tensor<3xi16>} : (tensor<3xi16>) -> ()
  "func.return"() : () -> ()
}

// -----

// colliding updates under maximum (exact and order-insensitive); a 2-d window
func.func @scatter_colliding_maximum() {
  %input = "stablehlo.constant"() {value = dense<[[0, 0, 0], [0, 0, 0]]> : tensor<2x3xi32>} : () -> tensor<2x3xi32>
  %scatter_indices = "stablehlo.constant"() {value = dense<[[0, 1], [0, 0], [1, 1]]> : tensor<3x2xi64>} : () -> tensor<3x2xi64>
  %update = "stablehlo.constant"() {value = dense<[[[5, -3]], [[4, 9]], [[7, 1]]]> : tensor<3x1x2xi32>} : () -> tensor<3x1x2xi32>
  %result = "stablehlo.scatter"(%input, %scatter_indices, %update) ({
    ^bb0(%arg0: tensor<i32>, %arg1: tensor<i32>):
      %0 = "stablehlo.maximum"(%arg0, %arg1) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%0) : (tensor<i32>) -> ()
  }) {
    scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>
  } : (tensor<2x3xi32>, tensor<3x2xi64>, tensor<3x1x2xi32>) -> tensor<2x3xi32>
  "check.expect_eq_const"(%result) {value = dense<[[4, 9, 0], [0, 7, 1]]> : tensor<2x3xi32>} : (tensor<2x3xi32>) -> ()
  "func.return"() : () -> ()
}

// -----

// scatter_dims_to_operand_dims = [1, 0]: the first index component addresses dimension 1
func.func @scatter_permuted_scatter_dims_to_operand_dims() {
  %input = "stablehlo.constant"() {value = dense<[[0, 0, 0], [0, 0, 0], [0, 0, 0]]> : tensor<3x3xi32>} : () -> tensor<3x3xi32>
  %scatter_indices = "stablehlo.constant"() {value = dense<[[0, 2], [2, 1]]> : tensor<2x2xui8>} : () -> tensor<2x2xui8>
  %update = "stablehlo.constant"() {value = dense<[5, 6]> : tensor<2xi32>} : () -> tensor<2xi32>
  %result = "stablehlo.scatter"(%input, %scatter_indices, %update) ({
    ^bb0(%arg0: tensor<i32>, %arg1: tensor<i32>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%0) : (tensor<i32>) -> ()
  }) {
    scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [1, 0], index_vector_dim = 1>
  } : (tensor<3x3xi32>, tensor<2x2xui8>, tensor<2xi32>) -> tensor<3x3xi32>
  "check.expect_eq_const"(%result) {value = dense<[[0, 0, 0], [0, 0, 6], [5, 0, 0]]> : tensor<3x3xi32>} : (tensor<3x3xi32>) -> ()
  "func.return"() : () -> ()
}

// -----

// input_batching_dims = [0] pairs with scatter_indices_batching_dims = [1], behind index_vector_dim = 0
func.func @scatter_batching_dims_index_vector_dim_first() {
  %input = "stablehlo.constant"() {value = dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi64>} : () -> tensor<2x3xi64>
  %scatter_indices = "stablehlo.constant"() {value = dense<[[[0, 2], [1, 0]]]> : tensor<1x2x2xi64>} : () -> tensor<1x2x2xi64>
  %update = "stablehlo.constant"() {value = dense<[[10, 20], [30, 40]]> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
  %result = "stablehlo.scatter"(%input, %scatter_indices, %update) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%0) : (tensor<i64>) -> ()
  }) {
    scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 0>
  } : (tensor<2x3xi64>, tensor<1x2x2xi64>, tensor<2x2xi64>) -> tensor<2x3xi64>
  "check.expect_eq_const"(%result) {value = dense<[[11, 2, 23], [44, 35, 6]]> : tensor<2x3xi64>} : (tensor<2x3xi64>) -> ()
  "func.return"() : () -> ()
}

// -----

// index_vector_dim = rank(scatter_indices): each element is a start index; the update window dim comes first
func.func @scatter_index_vector_dim_is_rank_window_first() {
  %input = "stablehlo.constant"() {value = dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi32>} : () -> tensor<3x2xi32>
  %scatter_indices = "stablehlo.constant"() {value = dense<[2, 0]> : tensor<2xi64>} : () -> tensor<2xi64>
  %update = "stablehlo.constant"() {value = dense<[[100, 200], [300, 400]]> : tensor<2x2xi32>} : () -> tensor<2x2xi32>
  %result = "stablehlo.scatter"(%input, %scatter_indices, %update) ({
    ^bb0(%arg0: tensor<i32>, %arg1: tensor<i32>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%0) : (tensor<i32>) -> ()
  }) {
    scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>
  } : (tensor<3x2xi32>, tensor<2xi64>, tensor<2x2xi32>) -> tensor<3x2xi32>
  "check.expect_eq_const"(%result) {value = dense<[[201, 402], [3, 4], [105, 306]]> : tensor<3x2xi32>} : (tensor<3x2xi32>) -> ()
  "func.return"() : () -> ()
}

// -----

// two inputs of different types updated together by one region
func.func @scatter_variadic() {
  %input0 = "stablehlo.constant"() {value = dense<[1, 2, 3]> : tensor<3xi32>} : () -> tensor<3xi32>
  %input1 = "stablehlo.constant"() {value = dense<[1.0, 1.0, 1.0]> : tensor<3xf32>} : () -> tensor<3xf32>
  %scatter_indices = "stablehlo.constant"() {value = dense<[[0], [2]]> : tensor<2x1xi32>} : () -> tensor<2x1xi32>
  %update0 = "stablehlo.constant"() {value = dense<[10, 20]> : tensor<2xi32>} : () -> tensor<2xi32>
  %update1 = "stablehlo.constant"() {value = dense<[2.0, 0.5]> : tensor<2xf32>} : () -> tensor<2xf32>
  %result:2 = "stablehlo.scatter"(%input0, %input1, %scatter_indices, %update0, %update1) ({
    ^bb0(%arg0: tensor<i32>, %arg1: tensor<f32>, %arg2: tensor<i32>, %arg3: tensor<f32>):
      %0 = "stablehlo.add"(%arg0, %arg2) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %1 = "stablehlo.multiply"(%arg1, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%0, %1) : (tensor<i32>, tensor<f32>) -> ()
  }) {
    scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>,
    indices_are_sorted = true,
    unique_indices = true
  } : (tensor<3xi32>, tensor<3xf32>, tensor<2x1xi32>, tensor<2xi32>, tensor<2xf32>) -> (tensor<3xi32>, tensor<3xf32>)
  "check.expect_eq_const"(%result#0) {value = dense<[11, 2, 23]> : tensor<3xi32>} : (tensor<3xi32>) -> ()
  "check.expect_eq_const"(%result#1) {value = dense<[2.0, 1.0, 0.5]> : tensor<3xf32>} : (tensor<3xf32>) -> ()
  "func.return"() : () -> ()
}

// -----

// f16 inputs and updates promoted to the region's f32 (is_promotable): the results are f32
func.func @scatter_promoted_to_region_type() {
  %input = "stablehlo.constant"() {value = dense<[0.5, 2.0, 3.0]> : tensor<3xf16>} : () -> tensor<3xf16>
  %scatter_indices = "stablehlo.constant"() {value = dense<[[1]]> : tensor<1x1xi64>} : () -> tensor<1x1xi64>
  %update = "stablehlo.constant"() {value = dense<[0.25]> : tensor<1xf16>} : () -> tensor<1xf16>
  %result = "stablehlo.scatter"(%input, %scatter_indices, %update) ({
    ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%0) : (tensor<f32>) -> ()
  }) {
    scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>
  } : (tensor<3xf16>, tensor<1x1xi64>, tensor<1xf16>) -> tensor<3xf32>
  "check.expect_eq_const"(%result) {value = dense<[0.5, 2.25, 3.0]> : tensor<3xf32>} : (tensor<3xf32>) -> ()
  "func.return"() : () -> ()
}

// -----

// no updates: the results are the inputs
func.func @scatter_empty_updates() {
  %input = "stablehlo.constant"() {value = dense<[1, 2, 3]> : tensor<3xi64>} : () -> tensor<3xi64>
  %scatter_indices = "stablehlo.constant"() {value = dense<[]> : tensor<0x1xi64>} : () -> tensor<0x1xi64>
  %update = "stablehlo.constant"() {value = dense<[]> : tensor<0xi64>} : () -> tensor<0xi64>
  %result = "stablehlo.scatter"(%input, %scatter_indices, %update) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%0) : (tensor<i64>) -> ()
  }) {
    scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>
  } : (tensor<3xi64>, tensor<0x1xi64>, tensor<0xi64>) -> tensor<3xi64>
  "check.expect_eq_const"(%result) {value = dense<[1, 2, 3]> : tensor<3xi64>} : (tensor<3xi64>) -> ()
  "func.return"() : () -> ()
}

// -----

// a rank-0 input: every update lands on its one element (integer add)
func.func @scatter_rank_0_input() {
  %input = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
  %scatter_indices = "stablehlo.constant"() {value = dense<[]> : tensor<3x0xi64>} : () -> tensor<3x0xi64>
  %update = "stablehlo.constant"() {value = dense<[2, 3, 4]> : tensor<3xi64>} : () -> tensor<3xi64>
  %result = "stablehlo.scatter"(%input, %scatter_indices, %update) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%0) : (tensor<i64>) -> ()
  }) {
    scatter_dimension_numbers = #stablehlo.scatter<index_vector_dim = 1>
  } : (tensor<i64>, tensor<3x0xi64>, tensor<3xi64>) -> tensor<i64>
  "check.expect_eq_const"(%result) {value = dense<10> : tensor<i64>} : (tensor<i64>) -> ()
  "func.return"() : () -> ()
}

// -----

// i1 with or
func.func @scatter_i1() {
  %input = "stablehlo.constant"() {value = dense<[false, false, true]> : tensor<3xi1>} : () -> tensor<3xi1>
  %scatter_indices = "stablehlo.constant"() {value = dense<[[0], [2]]> : tensor<2x1xi64>} : () -> tensor<2x1xi64>
  %update = "stablehlo.constant"() {value = dense<[true, false]> : tensor<2xi1>} : () -> tensor<2xi1>
  %result = "stablehlo.scatter"(%input, %scatter_indices, %update) ({
    ^bb0(%arg0: tensor<i1>, %arg1: tensor<i1>):
      %0 = "stablehlo.or"(%arg0, %arg1) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%0) : (tensor<i1>) -> ()
  }) {
    scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>
  } : (tensor<3xi1>, tensor<2x1xi64>, tensor<2xi1>) -> tensor<3xi1>
  "check.expect_eq_const"(%result) {value = dense<[true, false, true]> : tensor<3xi1>} : (tensor<3xi1>) -> ()
  "func.return"() : () -> ()
}

// -----

// ui64 with add near the top of the range
func.func @scatter_ui64() {
  %input = "stablehlo.constant"() {value = dense<[18446744073709551610, 0]> : tensor<2xui64>} : () -> tensor<2xui64>
  %scatter_indices = "stablehlo.constant"() {value = dense<[[0], [1]]> : tensor<2x1xi64>} : () -> tensor<2x1xi64>
  %update = "stablehlo.constant"() {value = dense<[5, 9223372036854775808]> : tensor<2xui64>} : () -> tensor<2xui64>
  %result = "stablehlo.scatter"(%input, %scatter_indices, %update) ({
    ^bb0(%arg0: tensor<ui64>, %arg1: tensor<ui64>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<ui64>, tensor<ui64>) -> tensor<ui64>
      "stablehlo.return"(%0) : (tensor<ui64>) -> ()
  }) {
    scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>
  } : (tensor<2xui64>, tensor<2x1xi64>, tensor<2xui64>) -> tensor<2xui64>
  "check.expect_eq_const"(%result) {value = dense<[18446744073709551615, 9223372036854775808]> : tensor<2xui64>} : (tensor<2xui64>) -> ()
  "func.return"() : () -> ()
}

// -----

// f64: a replacing region moves NaN payloads and signed zeros bit for bit
func.func @scatter_f64_replace() {
  %input = "stablehlo.constant"() {value = dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf64>} : () -> tensor<4xf64>
  %scatter_indices = "stablehlo.constant"() {value = dense<[[3], [1]]> : tensor<2x1xi64>} : () -> tensor<2x1xi64>
  %update = "stablehlo.constant"() {value = dense<[0x7FF8000000000001, -0.0]> : tensor<2xf64>} : () -> tensor<2xf64>
  %result = "stablehlo.scatter"(%input, %scatter_indices, %update) ({
    ^bb0(%arg0: tensor<f64>, %arg1: tensor<f64>):
      "stablehlo.return"(%arg1) : (tensor<f64>) -> ()
  }) {
    scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>
  } : (tensor<4xf64>, tensor<2x1xi64>, tensor<2xf64>) -> tensor<4xf64>
  "check.expect_eq_const"(%result) {value = dense<[1.0, -0.0, 3.0, 0x7FF8000000000001]> : tensor<4xf64>} : (tensor<4xf64>) -> ()
  "func.return"() : () -> ()
}

// -----

// bf16 with add (exact sums)
func.func @scatter_bf16() {
  %input = "stablehlo.constant"() {value = dense<[1.0, -2.0, 0.5]> : tensor<3xbf16>} : () -> tensor<3xbf16>
  %scatter_indices = "stablehlo.constant"() {value = dense<[[2], [1]]> : tensor<2x1xi64>} : () -> tensor<2x1xi64>
  %update = "stablehlo.constant"() {value = dense<[0.25, 2.0]> : tensor<2xbf16>} : () -> tensor<2xbf16>
  %result = "stablehlo.scatter"(%input, %scatter_indices, %update) ({
    ^bb0(%arg0: tensor<bf16>, %arg1: tensor<bf16>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%0) : (tensor<bf16>) -> ()
  }) {
    scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>
  } : (tensor<3xbf16>, tensor<2x1xi64>, tensor<2xbf16>) -> tensor<3xbf16>
  "check.expect_eq_const"(%result) {value = dense<[1.0, 0.0, 0.75]> : tensor<3xbf16>} : (tensor<3xbf16>) -> ()
  "func.return"() : () -> ()
}

// -----

// complex<f64> with add
func.func @scatter_complex_f64() {
  %input = "stablehlo.constant"() {value = dense<[(1.0, 1.0), (2.0, 2.0)]> : tensor<2xcomplex<f64>>} : () -> tensor<2xcomplex<f64>>
  %scatter_indices = "stablehlo.constant"() {value = dense<[[1]]> : tensor<1x1xi64>} : () -> tensor<1x1xi64>
  %update = "stablehlo.constant"() {value = dense<[(0.5, -2.0)]> : tensor<1xcomplex<f64>>} : () -> tensor<1xcomplex<f64>>
  %result = "stablehlo.scatter"(%input, %scatter_indices, %update) ({
    ^bb0(%arg0: tensor<complex<f64>>, %arg1: tensor<complex<f64>>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<complex<f64>>, tensor<complex<f64>>) -> tensor<complex<f64>>
      "stablehlo.return"(%0) : (tensor<complex<f64>>) -> ()
  }) {
    scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>
  } : (tensor<2xcomplex<f64>>, tensor<1x1xi64>, tensor<1xcomplex<f64>>) -> tensor<2xcomplex<f64>>
  "check.expect_eq_const"(%result) {value = dense<[(1.0, 1.0), (2.5, 0.0)]> : tensor<2xcomplex<f64>>} : (tensor<2xcomplex<f64>>) -> ()
  "func.return"() : () -> ()
}

// -----

// !quant.uniform<i8:f32, 0.5:-1>: a replacing region moves storage values unchanged
func.func @scatter_quantized_replace() {
  %input = "stablehlo.constant"() {value = dense<[1, 2, 3]> : tensor<3x!quant.uniform<i8:f32, 0.5:-1>>} : () -> tensor<3x!quant.uniform<i8:f32, 0.5:-1>>
  %scatter_indices = "stablehlo.constant"() {value = dense<[[2], [0]]> : tensor<2x1xi64>} : () -> tensor<2x1xi64>
  %update = "stablehlo.constant"() {value = dense<[-128, 127]> : tensor<2x!quant.uniform<i8:f32, 0.5:-1>>} : () -> tensor<2x!quant.uniform<i8:f32, 0.5:-1>>
  %result = "stablehlo.scatter"(%input, %scatter_indices, %update) ({
    ^bb0(%arg0: tensor<!quant.uniform<i8:f32, 0.5:-1>>, %arg1: tensor<!quant.uniform<i8:f32, 0.5:-1>>):
      "stablehlo.return"(%arg1) : (tensor<!quant.uniform<i8:f32, 0.5:-1>>) -> ()
  }) {
    scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>
  } : (tensor<3x!quant.uniform<i8:f32, 0.5:-1>>, tensor<2x1xi64>, tensor<2x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<3x!quant.uniform<i8:f32, 0.5:-1>>
  "check.expect_eq_const"(%result) {value = dense<[127, 2, -128]> : tensor<3x!quant.uniform<i8:f32, 0.5:-1>>} : (tensor<3x!quant.uniform<i8:f32, 0.5:-1>>) -> ()
  "func.return"() : () -> ()
}
