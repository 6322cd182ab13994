// dot_general (seed 000): batching and contracting dimensions anywhere, several or none, matrix/vector/rank-0 results, empty contraction; i1, i8, i32, i64, ui64, bf16 (one rounding), f32, f64, complex<f64>. No integer overflow (implementation-defined).
// i64: batching dimension in the middle, contracting first in lhs and last in rhs
func.func @dot_general_i64_batching_contracting_any_position() {
  %lhs = "stablehlo.constant"() {value = dense<[[[-3, 1], [25, 45]], [[-47, -36], [32, 44]], [[-26, -19], [36, -8]]]> : tensor<3x2x2xi64>} : () -> tensor<3x2x2xi64>
  %rhs = "stablehlo.constant"() {value = dense<[[[-23, 32, -25], [-10, 14, 4]], [[-42, -48, 36], [25, 33, 3]]]> : tensor<2x2x3xi64>} : () -> tensor<2x2x3xi64>
  %result = "stablehlo.dot_general"(%lhs, %rhs) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [2]>} : (tensor<3x2x2xi64>, tensor<2x2x3xi64>) -> tensor<2x2x2xi64>
  "check.expect_eq_const"(%result) {value = dense<[[[-785, 1446], [-700, 1002]], [[342, 1789], [134, 2553]]]> : tensor<2x2x2xi64>} : (tensor<2x2x2xi64>) -> ()
  "func.return"() : () -> ()
}

// -----

// ui64: values above the int64 range, in range results
func.func @dot_general_ui64_large_values() {
  %lhs = "stablehlo.constant"() {value = dense<[[9223372036854775808, 1], [3, 4611686018427387904]]> : tensor<2x2xui64>} : () -> tensor<2x2xui64>
  %rhs = "stablehlo.constant"() {value = dense<[[1, 0], [1, 2]]> : tensor<2x2xui64>} : () -> tensor<2x2xui64>
  %result = "stablehlo.dot_general"(%lhs, %rhs) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x2xui64>, tensor<2x2xui64>) -> tensor<2x2xui64>
  "check.expect_eq_const"(%result) {value = dense<[[9223372036854775809, 2], [4611686018427387907, 9223372036854775808]]> : tensor<2x2xui64>} : (tensor<2x2xui64>) -> ()
  "func.return"() : () -> ()
}

// -----

// i32: two contracting dimensions, no batching, free dimensions on both sides
func.func @dot_general_i32_two_contracting_dimensions() {
  %lhs = "stablehlo.constant"() {value = dense<[[[31, -18], [-5, 28], [-38, -20]], [[-38, -5], [47, -37], [-12, -10]]]> : tensor<2x3x2xi32>} : () -> tensor<2x3x2xi32>
  %rhs = "stablehlo.constant"() {value = dense<[[[40, -30], [0, -24]], [[-49, 25], [-44, -22]], [[-1, -2], [-39, 48]]]> : tensor<3x2x2xi32>} : () -> tensor<3x2x2xi32>
  %result = "stablehlo.dot_general"(%lhs, %rhs) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1, 2], rhs_contracting_dimensions = [0, 1]>} : (tensor<2x3x2xi32>, tensor<3x2x2xi32>) -> tensor<2x2xi32>
  "check.expect_eq_const"(%result) {value = dense<[[1071, -2123], [-1793, 2793]]> : tensor<2x2xi32>} : (tensor<2x2xi32>) -> ()
  "func.return"() : () -> ()
}

// -----

// f64: matrix times vector (exact small values)
func.func @dot_general_f64_matrix_vector() {
  %lhs = "stablehlo.constant"() {value = dense<[[1.5, -2.0, 0.25], [0.0, 4.0, -1.0]]> : tensor<2x3xf64>} : () -> tensor<2x3xf64>
  %rhs = "stablehlo.constant"() {value = dense<[2.0, 0.5, 8.0]> : tensor<3xf64>} : () -> tensor<3xf64>
  %result = "stablehlo.dot_general"(%lhs, %rhs) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x3xf64>, tensor<3xf64>) -> tensor<2xf64>
  "check.expect_eq_const"(%result) {value = dense<[4.0, -6.0]> : tensor<2xf64>} : (tensor<2xf64>) -> ()
  "func.return"() : () -> ()
}

// -----

// f32: vector dot vector, rank-0 result
func.func @dot_general_f32_vector_vector_rank0() {
  %lhs = "stablehlo.constant"() {value = dense<[1.0, 2.0, 3.0]> : tensor<3xf32>} : () -> tensor<3xf32>
  %rhs = "stablehlo.constant"() {value = dense<[4.0, -5.0, 6.0]> : tensor<3xf32>} : () -> tensor<3xf32>
  %result = "stablehlo.dot_general"(%lhs, %rhs) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>} : (tensor<3xf32>, tensor<3xf32>) -> tensor<f32>
  "check.expect_eq_const"(%result) {value = dense<12.0> : tensor<f32>} : (tensor<f32>) -> ()
  "func.return"() : () -> ()
}

// -----

// bf16: 3 + 1/128 + 1/256 rounds once to 3 + 1/64 (the ulp of 3 is 1/64). The spec leaves the
// order and precision of the sum open (adding in bf16 one term at a time gives 3): accumulating
// wider and rounding once is recommended behaviour, not a spec rule.
// tier: recommended
func.func @dot_general_bf16_one_rounding() {
  %lhs = "stablehlo.constant"() {value = dense<[[3.0, 0.0078125, 0.00390625]]> : tensor<1x3xbf16>} : () -> tensor<1x3xbf16>
  %rhs = "stablehlo.constant"() {value = dense<[[1.0], [1.0], [1.0]]> : tensor<3x1xbf16>} : () -> tensor<3x1xbf16>
  %result = "stablehlo.dot_general"(%lhs, %rhs) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<1x3xbf16>, tensor<3x1xbf16>) -> tensor<1x1xbf16>
  "check.expect_eq_const"(%result) {value = dense<[[3.01171875]]> : tensor<1x1xbf16>} : (tensor<1x1xbf16>) -> ()
  "func.return"() : () -> ()
}

// -----

// complex<f64>: batched matrix product
func.func @dot_general_complex_f64() {
  %lhs = "stablehlo.constant"() {value = dense<[[[(1.0, 2.0), (3.0, -1.0)]], [[(0.0, 0.5), (2.0, 0.0)]]]> : tensor<2x1x2xcomplex<f64>>} : () -> tensor<2x1x2xcomplex<f64>>
  %rhs = "stablehlo.constant"() {value = dense<[[[(2.0, -1.0)], [(0.0, 1.0)]], [[(1.0, 1.0)], [(-1.0, 0.0)]]]> : tensor<2x2x1xcomplex<f64>>} : () -> tensor<2x2x1xcomplex<f64>>
  %result = "stablehlo.dot_general"(%lhs, %rhs) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<2x1x2xcomplex<f64>>, tensor<2x2x1xcomplex<f64>>) -> tensor<2x1x1xcomplex<f64>>
  "check.expect_eq_const"(%result) {value = dense<[[[(5.0, 6.0)]], [[(-2.5, 0.5)]]]> : tensor<2x1x1xcomplex<f64>>} : (tensor<2x1x1xcomplex<f64>>) -> ()
  "func.return"() : () -> ()
}

// -----

// i1: or of ands
func.func @dot_general_i1_or_of_ands() {
  %lhs = "stablehlo.constant"() {value = dense<[[true, false], [false, false], [true, true]]> : tensor<3x2xi1>} : () -> tensor<3x2xi1>
  %rhs = "stablehlo.constant"() {value = dense<[[true, true], [true, false]]> : tensor<2x2xi1>} : () -> tensor<2x2xi1>
  %result = "stablehlo.dot_general"(%lhs, %rhs) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<3x2xi1>, tensor<2x2xi1>) -> tensor<3x2xi1>
  "check.expect_eq_const"(%result) {value = dense<[[true, true], [false, false], [true, true]]> : tensor<3x2xi1>} : (tensor<3x2xi1>) -> ()
  "func.return"() : () -> ()
}

// -----

// f32: contracting dimension of size 0 gives zeros
func.func @dot_general_f32_empty_contraction() {
  %lhs = "stablehlo.constant"() {value = dense<[[], []]> : tensor<2x0xf32>} : () -> tensor<2x0xf32>
  %rhs = "stablehlo.constant"() {value = dense<[]> : tensor<0x3xf32>} : () -> tensor<0x3xf32>
  %result = "stablehlo.dot_general"(%lhs, %rhs) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x0xf32>, tensor<0x3xf32>) -> tensor<2x3xf32>
  "check.expect_eq_const"(%result) {value = dense<[[0.0, 0.0, 0.0], [0.0, 0.0, 0.0]]> : tensor<2x3xf32>} : (tensor<2x3xf32>) -> ()
  "func.return"() : () -> ()
}

// -----

// i8: batching without contraction (elementwise products)
func.func @dot_general_i8_batch_only() {
  %lhs = "stablehlo.constant"() {value = dense<[[3, -4]]> : tensor<1x2xi8>} : () -> tensor<1x2xi8>
  %rhs = "stablehlo.constant"() {value = dense<[[5, 6]]> : tensor<1x2xi8>} : () -> tensor<1x2xi8>
  %result = "stablehlo.dot_general"(%lhs, %rhs) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1]>} : (tensor<1x2xi8>, tensor<1x2xi8>) -> tensor<1x2xi8>
  "check.expect_eq_const"(%result) {value = dense<[[15, -24]]> : tensor<1x2xi8>} : (tensor<1x2xi8>) -> ()
  "func.return"() : () -> ()
}
