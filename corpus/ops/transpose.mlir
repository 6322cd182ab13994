// transpose (seed 000): every element-type family and quantized storage (per-tensor, per-axis), ranks 0 to 4, identity, empty tensors.
// i1: rank 3, permutation [2, 0, 1]
func.func @transpose_i1() {
  %operand = "stablehlo.constant"() {value = dense<[[[true, false], [false, true], [true, true]], [[false, true], [false, false], [true, true]]]> : tensor<2x3x2xi1>} : () -> tensor<2x3x2xi1>
  %result = "stablehlo.transpose"(%operand) {permutation = array<i64: 2, 0, 1>} : (tensor<2x3x2xi1>) -> tensor<2x2x3xi1>
  "check.expect_eq_const"(%result) {value = dense<[[[true, false, true], [false, false, true]], [[false, true, true], [true, false, true]]]> : tensor<2x2x3xi1>} : (tensor<2x2x3xi1>) -> ()
  "func.return"() : () -> ()
}

// -----

// i4: rank 3, permutation [2, 0, 1]
func.func @transpose_i4() {
  %operand = "stablehlo.constant"() {value = dense<[[[-8, 7], [-1, 0], [1, 2]], [[-3, 5], [-5, 3], [6, -7]]]> : tensor<2x3x2xi4>} : () -> tensor<2x3x2xi4>
  %result = "stablehlo.transpose"(%operand) {permutation = array<i64: 2, 0, 1>} : (tensor<2x3x2xi4>) -> tensor<2x2x3xi4>
  "check.expect_eq_const"(%result) {value = dense<[[[-8, -1, 1], [-3, -5, 6]], [[7, 0, 2], [5, 3, -7]]]> : tensor<2x2x3xi4>} : (tensor<2x2x3xi4>) -> ()
  "func.return"() : () -> ()
}

// -----

// i64: rank 3, permutation [2, 0, 1]
func.func @transpose_i64() {
  %operand = "stablehlo.constant"() {value = dense<[[[-9223372036854775808, 9223372036854775807], [-1, 0], [1, 2]], [[-3, 5], [1099511627776, -4294967296], [6, -7]]]> : tensor<2x3x2xi64>} : () -> tensor<2x3x2xi64>
  %result = "stablehlo.transpose"(%operand) {permutation = array<i64: 2, 0, 1>} : (tensor<2x3x2xi64>) -> tensor<2x2x3xi64>
  "check.expect_eq_const"(%result) {value = dense<[[[-9223372036854775808, -1, 1], [-3, 1099511627776, 6]], [[9223372036854775807, 0, 2], [5, -4294967296, -7]]]> : tensor<2x2x3xi64>} : (tensor<2x2x3xi64>) -> ()
  "func.return"() : () -> ()
}

// -----

// ui64: rank 3, permutation [2, 0, 1]
func.func @transpose_ui64() {
  %operand = "stablehlo.constant"() {value = dense<[[[18446744073709551615, 0], [1, 9223372036854775808], [2, 3]], [[4294967296, 5], [6, 7], [8, 9]]]> : tensor<2x3x2xui64>} : () -> tensor<2x3x2xui64>
  %result = "stablehlo.transpose"(%operand) {permutation = array<i64: 2, 0, 1>} : (tensor<2x3x2xui64>) -> tensor<2x2x3xui64>
  "check.expect_eq_const"(%result) {value = dense<[[[18446744073709551615, 1, 2], [4294967296, 6, 8]], [[0, 9223372036854775808, 3], [5, 7, 9]]]> : tensor<2x2x3xui64>} : (tensor<2x2x3xui64>) -> ()
  "func.return"() : () -> ()
}

// -----

// f8E4M3FN: rank 3, permutation [2, 0, 1]
func.func @transpose_f8E4M3FN() {
  %operand = "stablehlo.constant"() {value = dense<[[[-0.0, 448.0], [0x7F, 0.001953125], [-1.5, 0.015625]], [[3.0, -448.0], [0xFF, 0.25], [2.0, -0.875]]]> : tensor<2x3x2xf8E4M3FN>} : () -> tensor<2x3x2xf8E4M3FN>
  %result = "stablehlo.transpose"(%operand) {permutation = array<i64: 2, 0, 1>} : (tensor<2x3x2xf8E4M3FN>) -> tensor<2x2x3xf8E4M3FN>
  "check.expect_eq_const"(%result) {value = dense<[[[-0.0, 0x7F, -1.5], [3.0, 0xFF, 2.0]], [[448.0, 0.001953125, 0.015625], [-448.0, 0.25, -0.875]]]> : tensor<2x2x3xf8E4M3FN>} : (tensor<2x2x3xf8E4M3FN>) -> ()
  "func.return"() : () -> ()
}

// -----

// bf16: rank 3, permutation [2, 0, 1]
func.func @transpose_bf16() {
  %operand = "stablehlo.constant"() {value = dense<[[[-0.0, 0x7F80], [0xFF80, 0x7FC1], [0x0001, 1.5]], [[-2.25, 0.0], [3.0, -4.0], [5.0, 6.0]]]> : tensor<2x3x2xbf16>} : () -> tensor<2x3x2xbf16>
  %result = "stablehlo.transpose"(%operand) {permutation = array<i64: 2, 0, 1>} : (tensor<2x3x2xbf16>) -> tensor<2x2x3xbf16>
  "check.expect_eq_const"(%result) {value = dense<[[[-0.0, 0xFF80, 0x0001], [-2.25, 3.0, 5.0]], [[0x7F80, 0x7FC1, 1.5], [0.0, -4.0, 6.0]]]> : tensor<2x2x3xbf16>} : (tensor<2x2x3xbf16>) -> ()
  "func.return"() : () -> ()
}

// -----

// f64: rank 3, permutation [2, 0, 1]
func.func @transpose_f64() {
  %operand = "stablehlo.constant"() {value = dense<[[[-0.0, 0x7FF0000000000000], [0xFFF0000000000000, 0x7FF8000000000001], [0x0000000000000001, 1.7976931348623157e+308]], [[-1.5, 0.0], [3.0, -4.0], [5.0, 6.0]]]> : tensor<2x3x2xf64>} : () -> tensor<2x3x2xf64>
  %result = "stablehlo.transpose"(%operand) {permutation = array<i64: 2, 0, 1>} : (tensor<2x3x2xf64>) -> tensor<2x2x3xf64>
  "check.expect_eq_const"(%result) {value = dense<[[[-0.0, 0xFFF0000000000000, 0x0000000000000001], [-1.5, 3.0, 5.0]], [[0x7FF0000000000000, 0x7FF8000000000001, 1.7976931348623157e+308], [0.0, -4.0, 6.0]]]> : tensor<2x2x3xf64>} : (tensor<2x2x3xf64>) -> ()
  "func.return"() : () -> ()
}

// -----

// complex<f64>: rank 3, permutation [2, 0, 1]
func.func @transpose_complex_f64() {
  %operand = "stablehlo.constant"() {value = dense<[[[(-0.0, 1.0), (0x7FF0000000000000, -0.0)], [(1.5, 0x7FF8000000000000), (0.0, 0.0)], [(-2.5, 3.0), (4.0, -5.0)]], [[(6.0, 7.0), (8.0, 9.0)], [(-1.0, -1.0), (10.0, 11.0)], [(12.0, 13.0), (14.0, 15.0)]]]> : tensor<2x3x2xcomplex<f64>>} : () -> tensor<2x3x2xcomplex<f64>>
  %result = "stablehlo.transpose"(%operand) {permutation = array<i64: 2, 0, 1>} : (tensor<2x3x2xcomplex<f64>>) -> tensor<2x2x3xcomplex<f64>>
  "check.expect_eq_const"(%result) {value = dense<[[[(-0.0, 1.0), (1.5, 0x7FF8000000000000), (-2.5, 3.0)], [(6.0, 7.0), (-1.0, -1.0), (12.0, 13.0)]], [[(0x7FF0000000000000, -0.0), (0.0, 0.0), (4.0, -5.0)], [(8.0, 9.0), (10.0, 11.0), (14.0, 15.0)]]]> : tensor<2x2x3xcomplex<f64>>} : (tensor<2x2x3xcomplex<f64>>) -> ()
  "func.return"() : () -> ()
}

// -----

// !quant.uniform<i8:f32, 0.5:-1>: rank 3, permutation [2, 0, 1]
func.func @transpose_quantized() {
  %operand = "stablehlo.constant"() {value = dense<[[[-128, 127], [-1, 0], [1, 2]], [[-3, 5], [-5, 3], [6, -7]]]> : tensor<2x3x2x!quant.uniform<i8:f32, 0.5:-1>>} : () -> tensor<2x3x2x!quant.uniform<i8:f32, 0.5:-1>>
  %result = "stablehlo.transpose"(%operand) {permutation = array<i64: 2, 0, 1>} : (tensor<2x3x2x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<2x2x3x!quant.uniform<i8:f32, 0.5:-1>>
  "check.expect_eq_const"(%result) {value = dense<[[[-128, -1, 1], [-3, -5, 6]], [[127, 0, 2], [5, 3, -7]]]> : tensor<2x2x3x!quant.uniform<i8:f32, 0.5:-1>>} : (tensor<2x2x3x!quant.uniform<i8:f32, 0.5:-1>>) -> ()
  "func.return"() : () -> ()
}

// -----

// rank 0, empty permutation
func.func @transpose_rank0() {
  %operand = "stablehlo.constant"() {value = dense<-0.0> : tensor<f64>} : () -> tensor<f64>
  %result = "stablehlo.transpose"(%operand) {permutation = array<i64>} : (tensor<f64>) -> tensor<f64>
  "check.expect_eq_const"(%result) {value = dense<-0.0> : tensor<f64>} : (tensor<f64>) -> ()
  "func.return"() : () -> ()
}

// -----

// the identity permutation
func.func @transpose_identity() {
  %operand = "stablehlo.constant"() {value = dense<[[-9223372036854775808, 9223372036854775807, -1], [0, 1, 2]]> : tensor<2x3xi64>} : () -> tensor<2x3xi64>
  %result = "stablehlo.transpose"(%operand) {permutation = array<i64: 0, 1>} : (tensor<2x3xi64>) -> tensor<2x3xi64>
  "check.expect_eq_const"(%result) {value = dense<[[-9223372036854775808, 9223372036854775807, -1], [0, 1, 2]]> : tensor<2x3xi64>} : (tensor<2x3xi64>) -> ()
  "func.return"() : () -> ()
}

// -----

// a matrix
func.func @transpose_rank2() {
  %operand = "stablehlo.constant"() {value = dense<[[-9223372036854775808, 9223372036854775807, -1], [0, 1, 2]]> : tensor<2x3xi64>} : () -> tensor<2x3xi64>
  %result = "stablehlo.transpose"(%operand) {permutation = array<i64: 1, 0>} : (tensor<2x3xi64>) -> tensor<3x2xi64>
  "check.expect_eq_const"(%result) {value = dense<[[-9223372036854775808, 0], [9223372036854775807, 1], [-1, 2]]> : tensor<3x2xi64>} : (tensor<3x2xi64>) -> ()
  "func.return"() : () -> ()
}

// -----

// rank 4, permutation [3, 1, 0, 2]
func.func @transpose_rank4() {
  %operand = "stablehlo.constant"() {value = dense<[[[[-9223372036854775808, 9223372036854775807], [-1, 0], [1, 2]]], [[[-3, 5], [1099511627776, -4294967296], [6, -7]]]]> : tensor<2x1x3x2xi64>} : () -> tensor<2x1x3x2xi64>
  %result = "stablehlo.transpose"(%operand) {permutation = array<i64: 3, 1, 0, 2>} : (tensor<2x1x3x2xi64>) -> tensor<2x1x2x3xi64>
  "check.expect_eq_const"(%result) {value = dense<[[[[-9223372036854775808, -1, 1], [-3, 1099511627776, 6]]], [[[9223372036854775807, 0, 2], [5, -4294967296, -7]]]]> : tensor<2x1x2x3xi64>} : (tensor<2x1x2x3xi64>) -> ()
  "func.return"() : () -> ()
}

// -----

// an empty tensor
func.func @transpose_empty() {
  %operand = "stablehlo.constant"() {value = dense<[]> : tensor<0x2x3xi64>} : () -> tensor<0x2x3xi64>
  %result = "stablehlo.transpose"(%operand) {permutation = array<i64: 2, 0, 1>} : (tensor<0x2x3xi64>) -> tensor<3x0x2xi64>
  "check.expect_eq_const"(%result) {value = dense<[[]]> : tensor<3x0x2xi64>} : (tensor<3x0x2xi64>) -> ()
  "func.return"() : () -> ()
}

// -----

// per-axis quantized: quantization_dimension(operand) = permutation[quantization_dimension(result)]
func.func @transpose_per_axis_quantized() {
  %operand = "stablehlo.constant"() {value = dense<[[-128, 127, -1], [0, 1, 2]]> : tensor<2x3x!quant.uniform<i8:f32:1, {0.5:-1, 0.25:0, 1.0:2}>>} : () -> tensor<2x3x!quant.uniform<i8:f32:1, {0.5:-1, 0.25:0, 1.0:2}>>
  %result = "stablehlo.transpose"(%operand) {permutation = array<i64: 1, 0>} : (tensor<2x3x!quant.uniform<i8:f32:1, {0.5:-1, 0.25:0, 1.0:2}>>) -> tensor<3x2x!quant.uniform<i8:f32:0, {0.5:-1, 0.25:0, 1.0:2}>>
  "check.expect_eq_const"(%result) {value = dense<[[-128, 0], [127, 1], [-1, 2]]> : tensor<3x2x!quant.uniform<i8:f32:0, {0.5:-1, 0.25:0, 1.0:2}>>} : (tensor<3x2x!quant.uniform<i8:f32:0, {0.5:-1, 0.25:0, 1.0:2}>>) -> ()
  "func.return"() : () -> ()
}
