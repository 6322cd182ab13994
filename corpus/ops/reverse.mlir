// reverse (seed 000): every element-type family and quantized storage, one, several or no dimensions, rank 0, size 1, empty tensors.
// i1: both dimensions of a 3x2 tensor
func.func @reverse_i1() {
  %operand = "stablehlo.constant"() {value = dense<[[true, false], [false, true], [true, true]]> : tensor<3x2xi1>} : () -> tensor<3x2xi1>
  %result = "stablehlo.reverse"(%operand) {dimensions = array<i64: 0, 1>} : (tensor<3x2xi1>) -> tensor<3x2xi1>
  "check.expect_eq_const"(%result) {value = dense<[[true, true], [true, false], [false, true]]> : tensor<3x2xi1>} : (tensor<3x2xi1>) -> ()
  "func.return"() : () -> ()
}

// -----

// i4: both dimensions of a 3x2 tensor
func.func @reverse_i4() {
  %operand = "stablehlo.constant"() {value = dense<[[-8, 7], [-1, 0], [1, 2]]> : tensor<3x2xi4>} : () -> tensor<3x2xi4>
  %result = "stablehlo.reverse"(%operand) {dimensions = array<i64: 0, 1>} : (tensor<3x2xi4>) -> tensor<3x2xi4>
  "check.expect_eq_const"(%result) {value = dense<[[2, 1], [0, -1], [7, -8]]> : tensor<3x2xi4>} : (tensor<3x2xi4>) -> ()
  "func.return"() : () -> ()
}

// -----

// i64: both dimensions of a 3x2 tensor
func.func @reverse_i64() {
  %operand = "stablehlo.constant"() {value = dense<[[-9223372036854775808, 9223372036854775807], [-1, 0], [1, 2]]> : tensor<3x2xi64>} : () -> tensor<3x2xi64>
  %result = "stablehlo.reverse"(%operand) {dimensions = array<i64: 0, 1>} : (tensor<3x2xi64>) -> tensor<3x2xi64>
  "check.expect_eq_const"(%result) {value = dense<[[2, 1], [0, -1], [9223372036854775807, -9223372036854775808]]> : tensor<3x2xi64>} : (tensor<3x2xi64>) -> ()
  "func.return"() : () -> ()
}

// -----

// ui64: both dimensions of a 3x2 tensor
func.func @reverse_ui64() {
  %operand = "stablehlo.constant"() {value = dense<[[18446744073709551615, 0], [1, 9223372036854775808], [2, 3]]> : tensor<3x2xui64>} : () -> tensor<3x2xui64>
  %result = "stablehlo.reverse"(%operand) {dimensions = array<i64: 0, 1>} : (tensor<3x2xui64>) -> tensor<3x2xui64>
  "check.expect_eq_const"(%result) {value = dense<[[3, 2], [9223372036854775808, 1], [0, 18446744073709551615]]> : tensor<3x2xui64>} : (tensor<3x2xui64>) -> ()
  "func.return"() : () -> ()
}

// -----

// f8E4M3FN: both dimensions of a 3x2 tensor
func.func @reverse_f8E4M3FN() {
  %operand = "stablehlo.constant"() {value = dense<[[-0.0, 448.0], [0x7F, 0.001953125], [-1.5, 0.015625]]> : tensor<3x2xf8E4M3FN>} : () -> tensor<3x2xf8E4M3FN>
  %result = "stablehlo.reverse"(%operand) {dimensions = array<i64: 0, 1>} : (tensor<3x2xf8E4M3FN>) -> tensor<3x2xf8E4M3FN>
  "check.expect_eq_const"(%result) {value = dense<[[0.015625, -1.5], [0.001953125, 0x7F], [448.0, -0.0]]> : tensor<3x2xf8E4M3FN>} : (tensor<3x2xf8E4M3FN>) -> ()
  "func.return"() : () -> ()
}

// -----

// bf16: both dimensions of a 3x2 tensor
func.func @reverse_bf16() {
  %operand = "stablehlo.constant"() {value = dense<[[-0.0, 0x7F80], [0xFF80, 0x7FC1], [0x0001, 1.5]]> : tensor<3x2xbf16>} : () -> tensor<3x2xbf16>
  %result = "stablehlo.reverse"(%operand) {dimensions = array<i64: 0, 1>} : (tensor<3x2xbf16>) -> tensor<3x2xbf16>
  "check.expect_eq_const"(%result) {value = dense<[[1.5, 0x0001], [0x7FC1, 0xFF80], [0x7F80, -0.0]]> : tensor<3x2xbf16>} : (tensor<3x2xbf16>) -> ()
  "func.return"() : () -> ()
}

// -----

// f64: both dimensions of a 3x2 tensor
func.func @reverse_f64() {
  %operand = "stablehlo.constant"() {value = dense<[[-0.0, 0x7FF0000000000000], [0xFFF0000000000000, 0x7FF8000000000001], [0x0000000000000001, 1.7976931348623157e+308]]> : tensor<3x2xf64>} : () -> tensor<3x2xf64>
  %result = "stablehlo.reverse"(%operand) {dimensions = array<i64: 0, 1>} : (tensor<3x2xf64>) -> tensor<3x2xf64>
  "check.expect_eq_const"(%result) {value = dense<[[1.7976931348623157e+308, 0x0000000000000001], [0x7FF8000000000001, 0xFFF0000000000000], [0x7FF0000000000000, -0.0]]> : tensor<3x2xf64>} : (tensor<3x2xf64>) -> ()
  "func.return"() : () -> ()
}

// -----

// complex<f64>: both dimensions of a 3x2 tensor
func.func @reverse_complex_f64() {
  %operand = "stablehlo.constant"() {value = dense<[[(-0.0, 1.0), (0x7FF0000000000000, -0.0)], [(1.5, 0x7FF8000000000000), (0.0, 0.0)], [(-2.5, 3.0), (4.0, -5.0)]]> : tensor<3x2xcomplex<f64>>} : () -> tensor<3x2xcomplex<f64>>
  %result = "stablehlo.reverse"(%operand) {dimensions = array<i64: 0, 1>} : (tensor<3x2xcomplex<f64>>) -> tensor<3x2xcomplex<f64>>
  "check.expect_eq_const"(%result) {value = dense<[[(4.0, -5.0), (-2.5, 3.0)], [(0.0, 0.0), (1.5, 0x7FF8000000000000)], [(0x7FF0000000000000, -0.0), (-0.0, 1.0)]]> : tensor<3x2xcomplex<f64>>} : (tensor<3x2xcomplex<f64>>) -> ()
  "func.return"() : () -> ()
}

// -----

// !quant.uniform<i8:f32, 0.5:-1>: both dimensions of a 3x2 tensor
func.func @reverse_quantized() {
  %operand = "stablehlo.constant"() {value = dense<[[-128, 127], [-1, 0], [1, 2]]> : tensor<3x2x!quant.uniform<i8:f32, 0.5:-1>>} : () -> tensor<3x2x!quant.uniform<i8:f32, 0.5:-1>>
  %result = "stablehlo.reverse"(%operand) {dimensions = array<i64: 0, 1>} : (tensor<3x2x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<3x2x!quant.uniform<i8:f32, 0.5:-1>>
  "check.expect_eq_const"(%result) {value = dense<[[2, 1], [0, -1], [127, -128]]> : tensor<3x2x!quant.uniform<i8:f32, 0.5:-1>>} : (tensor<3x2x!quant.uniform<i8:f32, 0.5:-1>>) -> ()
  "func.return"() : () -> ()
}

// -----

// no dimensions: the operand unchanged
func.func @reverse_no_dimensions() {
  %operand = "stablehlo.constant"() {value = dense<[[-9223372036854775808, 9223372036854775807, -1], [0, 1, 2]]> : tensor<2x3xi64>} : () -> tensor<2x3xi64>
  %result = "stablehlo.reverse"(%operand) {dimensions = array<i64>} : (tensor<2x3xi64>) -> tensor<2x3xi64>
  "check.expect_eq_const"(%result) {value = dense<[[-9223372036854775808, 9223372036854775807, -1], [0, 1, 2]]> : tensor<2x3xi64>} : (tensor<2x3xi64>) -> ()
  "func.return"() : () -> ()
}

// -----

// rank 0
func.func @reverse_rank0() {
  %operand = "stablehlo.constant"() {value = dense<-0.0> : tensor<f64>} : () -> tensor<f64>
  %result = "stablehlo.reverse"(%operand) {dimensions = array<i64>} : (tensor<f64>) -> tensor<f64>
  "check.expect_eq_const"(%result) {value = dense<-0.0> : tensor<f64>} : (tensor<f64>) -> ()
  "func.return"() : () -> ()
}

// -----

// dimensions [2, 0] of a rank-3 tensor, not the middle one
func.func @reverse_outer_and_inner() {
  %operand = "stablehlo.constant"() {value = dense<[[[-9223372036854775808, 9223372036854775807, -1, 0], [1, 2, -3, 5], [1099511627776, -4294967296, 6, -7]], [[4, -2, 8, -4], [9, 10, -9223372036854775808, 9223372036854775807], [-1, 0, 1, 2]]]> : tensor<2x3x4xi64>} : () -> tensor<2x3x4xi64>
  %result = "stablehlo.reverse"(%operand) {dimensions = array<i64: 2, 0>} : (tensor<2x3x4xi64>) -> tensor<2x3x4xi64>
  "check.expect_eq_const"(%result) {value = dense<[[[-4, 8, -2, 4], [9223372036854775807, -9223372036854775808, 10, 9], [2, 1, 0, -1]], [[0, -1, 9223372036854775807, -9223372036854775808], [5, -3, 2, 1], [-7, 6, -4294967296, 1099511627776]]]> : tensor<2x3x4xi64>} : (tensor<2x3x4xi64>) -> ()
  "func.return"() : () -> ()
}

// -----

// a size-1 dimension
func.func @reverse_size1() {
  %operand = "stablehlo.constant"() {value = dense<[[-9223372036854775808, 9223372036854775807, -1, 0]]> : tensor<1x4xi64>} : () -> tensor<1x4xi64>
  %result = "stablehlo.reverse"(%operand) {dimensions = array<i64: 0>} : (tensor<1x4xi64>) -> tensor<1x4xi64>
  "check.expect_eq_const"(%result) {value = dense<[[-9223372036854775808, 9223372036854775807, -1, 0]]> : tensor<1x4xi64>} : (tensor<1x4xi64>) -> ()
  "func.return"() : () -> ()
}

// -----

// an empty tensor
func.func @reverse_empty() {
  %operand = "stablehlo.constant"() {value = dense<[[]]> : tensor<3x0xi64>} : () -> tensor<3x0xi64>
  %result = "stablehlo.reverse"(%operand) {dimensions = array<i64: 0, 1>} : (tensor<3x0xi64>) -> tensor<3x0xi64>
  "check.expect_eq_const"(%result) {value = dense<[[]]> : tensor<3x0xi64>} : (tensor<3x0xi64>) -> ()
  "func.return"() : () -> ()
}
