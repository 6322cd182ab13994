// slice (seed 000): start/limit/strides per dimension, strides beyond the extent, empty results, rank 0; bool, sub-byte, 64-bit integer, float (NaN, -0, inf), f8, complex elements.
// i1: strides 2 and 3 pick every other row and every third column
func.func @slice_i1_strides() {
  %operand = "stablehlo.constant"() {value = dense<[[true, false, true, false, true], [false, false, false, false, false], [false, true, true, false, true]]> : tensor<3x5xi1>} : () -> tensor<3x5xi1>
  %result = "stablehlo.slice"(%operand) {start_indices = array<i64: 0, 1>, limit_indices = array<i64: 3, 5>, strides = array<i64: 2, 3>} : (tensor<3x5xi1>) -> tensor<2x2xi1>
  "check.expect_eq_const"(%result) {value = dense<[[false, true], [true, true]]> : tensor<2x2xi1>} : (tensor<2x2xi1>) -> ()
  "func.return"() : () -> ()
}

// -----

// i4: an interior window
func.func @slice_i4_interior() {
  %operand = "stablehlo.constant"() {value = dense<[[-8, -7, -6], [-1, 0, 1], [5, 6, 7]]> : tensor<3x3xi4>} : () -> tensor<3x3xi4>
  %result = "stablehlo.slice"(%operand) {start_indices = array<i64: 1, 1>, limit_indices = array<i64: 3, 3>, strides = array<i64: 1, 1>} : (tensor<3x3xi4>) -> tensor<2x2xi4>
  "check.expect_eq_const"(%result) {value = dense<[[0, 1], [6, 7]]> : tensor<2x2xi4>} : (tensor<2x2xi4>) -> ()
  "func.return"() : () -> ()
}

// -----

// ui64: a stride larger than the window keeps its first element
func.func @slice_ui64_extremes() {
  %operand = "stablehlo.constant"() {value = dense<[0, 18446744073709551615, 9223372036854775808, 1]> : tensor<4xui64>} : () -> tensor<4xui64>
  %result = "stablehlo.slice"(%operand) {start_indices = array<i64: 1>, limit_indices = array<i64: 4>, strides = array<i64: 5>} : (tensor<4xui64>) -> tensor<1xui64>
  "check.expect_eq_const"(%result) {value = dense<[18446744073709551615]> : tensor<1xui64>} : (tensor<1xui64>) -> ()
  "func.return"() : () -> ()
}

// -----

// f64: NaN, -0, infinities move unchanged
func.func @slice_f64_specials() {
  %operand = "stablehlo.constant"() {value = dense<[0x7FF8000000000000, -0.0, 0xFFF0000000000000, 0x7FF0000000000000, 1.5]> : tensor<5xf64>} : () -> tensor<5xf64>
  %result = "stablehlo.slice"(%operand) {start_indices = array<i64: 1>, limit_indices = array<i64: 5>, strides = array<i64: 2>} : (tensor<5xf64>) -> tensor<2xf64>
  "check.expect_eq_const"(%result) {value = dense<[-0.0, 0x7FF0000000000000]> : tensor<2xf64>} : (tensor<2xf64>) -> ()
  "func.return"() : () -> ()
}

// -----

// f8E4M3FN: the last column
func.func @slice_f8E4M3FN_last_column() {
  %operand = "stablehlo.constant"() {value = dense<[[1.0, 448.0], [-0.5, -448.0]]> : tensor<2x2xf8E4M3FN>} : () -> tensor<2x2xf8E4M3FN>
  %result = "stablehlo.slice"(%operand) {start_indices = array<i64: 0, 1>, limit_indices = array<i64: 2, 2>, strides = array<i64: 1, 1>} : (tensor<2x2xf8E4M3FN>) -> tensor<2x1xf8E4M3FN>
  "check.expect_eq_const"(%result) {value = dense<[[448.0], [-448.0]]> : tensor<2x1xf8E4M3FN>} : (tensor<2x1xf8E4M3FN>) -> ()
  "func.return"() : () -> ()
}

// -----

// complex<f64>: a strided window
func.func @slice_complex_f64() {
  %operand = "stablehlo.constant"() {value = dense<[(1.0, -1.0), (2.0, 0.5), (-0.0, 3.0), (4.0, 4.0)]> : tensor<4xcomplex<f64>>} : () -> tensor<4xcomplex<f64>>
  %result = "stablehlo.slice"(%operand) {start_indices = array<i64: 0>, limit_indices = array<i64: 4>, strides = array<i64: 3>} : (tensor<4xcomplex<f64>>) -> tensor<2xcomplex<f64>>
  "check.expect_eq_const"(%result) {value = dense<[(1.0, -1.0), (4.0, 4.0)]> : tensor<2xcomplex<f64>>} : (tensor<2xcomplex<f64>>) -> ()
  "func.return"() : () -> ()
}

// -----

// start = limit: an empty result
func.func @slice_empty() {
  %operand = "stablehlo.constant"() {value = dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>} : () -> tensor<2x2xi32>
  %result = "stablehlo.slice"(%operand) {start_indices = array<i64: 1, 0>, limit_indices = array<i64: 1, 2>, strides = array<i64: 1, 1>} : (tensor<2x2xi32>) -> tensor<0x2xi32>
  "check.expect_eq_const"(%result) {value = dense<> : tensor<0x2xi32>} : (tensor<0x2xi32>) -> ()
  "func.return"() : () -> ()
}

// -----

// rank 0: no indices, the operand itself
func.func @slice_rank_0() {
  %operand = "stablehlo.constant"() {value = dense<-2.5> : tensor<bf16>} : () -> tensor<bf16>
  %result = "stablehlo.slice"(%operand) {start_indices = array<i64>, limit_indices = array<i64>, strides = array<i64>} : (tensor<bf16>) -> tensor<bf16>
  "check.expect_eq_const"(%result) {value = dense<-2.5> : tensor<bf16>} : (tensor<bf16>) -> ()
  "func.return"() : () -> ()
}
