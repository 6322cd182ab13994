// concatenate (seed 000): every element-type family and quantized storage, one to three inputs, every dimension position, empty inputs.
// i1: three inputs along dimension 1
func.func @concatenate_i1() {
  %input0 = "stablehlo.constant"() {value = dense<[[true], [false]]> : tensor<2x1xi1>} : () -> tensor<2x1xi1>
  %input1 = "stablehlo.constant"() {value = dense<[[true, false, true], [false, false, true]]> : tensor<2x3xi1>} : () -> tensor<2x3xi1>
  %input2 = "stablehlo.constant"() {value = dense<[[true, true], [true, false]]> : tensor<2x2xi1>} : () -> tensor<2x2xi1>
  %result = "stablehlo.concatenate"(%input0, %input1, %input2) {dimension = 1 : i64} : (tensor<2x1xi1>, tensor<2x3xi1>, tensor<2x2xi1>) -> tensor<2x6xi1>
  "check.expect_eq_const"(%result) {value = dense<[[true, true, false, true, true, true], [false, false, false, true, true, false]]> : tensor<2x6xi1>} : (tensor<2x6xi1>) -> ()
  "func.return"() : () -> ()
}

// -----

// i4: three inputs along dimension 1
func.func @concatenate_i4() {
  %input0 = "stablehlo.constant"() {value = dense<[[-8], [7]]> : tensor<2x1xi4>} : () -> tensor<2x1xi4>
  %input1 = "stablehlo.constant"() {value = dense<[[2, -3, 5], [-5, 3, 6]]> : tensor<2x3xi4>} : () -> tensor<2x3xi4>
  %input2 = "stablehlo.constant"() {value = dense<[[6, -7], [4, -2]]> : tensor<2x2xi4>} : () -> tensor<2x2xi4>
  %result = "stablehlo.concatenate"(%input0, %input1, %input2) {dimension = 1 : i64} : (tensor<2x1xi4>, tensor<2x3xi4>, tensor<2x2xi4>) -> tensor<2x6xi4>
  "check.expect_eq_const"(%result) {value = dense<[[-8, 2, -3, 5, 6, -7], [7, -5, 3, 6, 4, -2]]> : tensor<2x6xi4>} : (tensor<2x6xi4>) -> ()
  "func.return"() : () -> ()
}

// -----

// i64: three inputs along dimension 1
func.func @concatenate_i64() {
  %input0 = "stablehlo.constant"() {value = dense<[[-9223372036854775808], [9223372036854775807]]> : tensor<2x1xi64>} : () -> tensor<2x1xi64>
  %input1 = "stablehlo.constant"() {value = dense<[[2, -3, 5], [1099511627776, -4294967296, 6]]> : tensor<2x3xi64>} : () -> tensor<2x3xi64>
  %input2 = "stablehlo.constant"() {value = dense<[[6, -7], [4, -2]]> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
  %result = "stablehlo.concatenate"(%input0, %input1, %input2) {dimension = 1 : i64} : (tensor<2x1xi64>, tensor<2x3xi64>, tensor<2x2xi64>) -> tensor<2x6xi64>
  "check.expect_eq_const"(%result) {value = dense<[[-9223372036854775808, 2, -3, 5, 6, -7], [9223372036854775807, 1099511627776, -4294967296, 6, 4, -2]]> : tensor<2x6xi64>} : (tensor<2x6xi64>) -> ()
  "func.return"() : () -> ()
}

// -----

// ui64: three inputs along dimension 1
func.func @concatenate_ui64() {
  %input0 = "stablehlo.constant"() {value = dense<[[18446744073709551615], [0]]> : tensor<2x1xui64>} : () -> tensor<2x1xui64>
  %input1 = "stablehlo.constant"() {value = dense<[[3, 4294967296, 5], [6, 7, 8]]> : tensor<2x3xui64>} : () -> tensor<2x3xui64>
  %input2 = "stablehlo.constant"() {value = dense<[[8, 9], [10, 11]]> : tensor<2x2xui64>} : () -> tensor<2x2xui64>
  %result = "stablehlo.concatenate"(%input0, %input1, %input2) {dimension = 1 : i64} : (tensor<2x1xui64>, tensor<2x3xui64>, tensor<2x2xui64>) -> tensor<2x6xui64>
  "check.expect_eq_const"(%result) {value = dense<[[18446744073709551615, 3, 4294967296, 5, 8, 9], [0, 6, 7, 8, 10, 11]]> : tensor<2x6xui64>} : (tensor<2x6xui64>) -> ()
  "func.return"() : () -> ()
}

// -----

// f8E4M3FN: three inputs along dimension 1
func.func @concatenate_f8E4M3FN() {
  %input0 = "stablehlo.constant"() {value = dense<[[-0.0], [448.0]]> : tensor<2x1xf8E4M3FN>} : () -> tensor<2x1xf8E4M3FN>
  %input1 = "stablehlo.constant"() {value = dense<[[0.015625, 3.0, -448.0], [0xFF, 0.25, 2.0]]> : tensor<2x3xf8E4M3FN>} : () -> tensor<2x3xf8E4M3FN>
  %input2 = "stablehlo.constant"() {value = dense<[[2.0, -0.875], [5.0, 6.0]]> : tensor<2x2xf8E4M3FN>} : () -> tensor<2x2xf8E4M3FN>
  %result = "stablehlo.concatenate"(%input0, %input1, %input2) {dimension = 1 : i64} : (tensor<2x1xf8E4M3FN>, tensor<2x3xf8E4M3FN>, tensor<2x2xf8E4M3FN>) -> tensor<2x6xf8E4M3FN>
  "check.expect_eq_const"(%result) {value = dense<[[-0.0, 0.015625, 3.0, -448.0, 2.0, -0.875], [448.0, 0xFF, 0.25, 2.0, 5.0, 6.0]]> : tensor<2x6xf8E4M3FN>} : (tensor<2x6xf8E4M3FN>) -> ()
  "func.return"() : () -> ()
}

// -----

// bf16: three inputs along dimension 1
func.func @concatenate_bf16() {
  %input0 = "stablehlo.constant"() {value = dense<[[-0.0], [0x7F80]]> : tensor<2x1xbf16>} : () -> tensor<2x1xbf16>
  %input1 = "stablehlo.constant"() {value = dense<[[1.5, -2.25, 0.0], [3.0, -4.0, 5.0]]> : tensor<2x3xbf16>} : () -> tensor<2x3xbf16>
  %input2 = "stablehlo.constant"() {value = dense<[[5.0, 6.0], [7.0, 8.0]]> : tensor<2x2xbf16>} : () -> tensor<2x2xbf16>
  %result = "stablehlo.concatenate"(%input0, %input1, %input2) {dimension = 1 : i64} : (tensor<2x1xbf16>, tensor<2x3xbf16>, tensor<2x2xbf16>) -> tensor<2x6xbf16>
  "check.expect_eq_const"(%result) {value = dense<[[-0.0, 1.5, -2.25, 0.0, 5.0, 6.0], [0x7F80, 3.0, -4.0, 5.0, 7.0, 8.0]]> : tensor<2x6xbf16>} : (tensor<2x6xbf16>) -> ()
  "func.return"() : () -> ()
}

// -----

// f64: three inputs along dimension 1
func.func @concatenate_f64() {
  %input0 = "stablehlo.constant"() {value = dense<[[-0.0], [0x7FF0000000000000]]> : tensor<2x1xf64>} : () -> tensor<2x1xf64>
  %input1 = "stablehlo.constant"() {value = dense<[[1.7976931348623157e+308, -1.5, 0.0], [3.0, -4.0, 5.0]]> : tensor<2x3xf64>} : () -> tensor<2x3xf64>
  %input2 = "stablehlo.constant"() {value = dense<[[5.0, 6.0], [7.0, 8.0]]> : tensor<2x2xf64>} : () -> tensor<2x2xf64>
  %result = "stablehlo.concatenate"(%input0, %input1, %input2) {dimension = 1 : i64} : (tensor<2x1xf64>, tensor<2x3xf64>, tensor<2x2xf64>) -> tensor<2x6xf64>
  "check.expect_eq_const"(%result) {value = dense<[[-0.0, 1.7976931348623157e+308, -1.5, 0.0, 5.0, 6.0], [0x7FF0000000000000, 3.0, -4.0, 5.0, 7.0, 8.0]]> : tensor<2x6xf64>} : (tensor<2x6xf64>) -> ()
  "func.return"() : () -> ()
}

// -----

// complex<f64>: three inputs along dimension 1
func.func @concatenate_complex_f64() {
  %input0 = "stablehlo.constant"() {value = dense<[[(-0.0, 1.0)], [(0x7FF0000000000000, -0.0)]]> : tensor<2x1xcomplex<f64>>} : () -> tensor<2x1xcomplex<f64>>
  %input1 = "stablehlo.constant"() {value = dense<[[(4.0, -5.0), (6.0, 7.0), (8.0, 9.0)], [(-1.0, -1.0), (10.0, 11.0), (12.0, 13.0)]]> : tensor<2x3xcomplex<f64>>} : () -> tensor<2x3xcomplex<f64>>
  %input2 = "stablehlo.constant"() {value = dense<[[(12.0, 13.0), (14.0, 15.0)], [(-0.0, 1.0), (0x7FF0000000000000, -0.0)]]> : tensor<2x2xcomplex<f64>>} : () -> tensor<2x2xcomplex<f64>>
  %result = "stablehlo.concatenate"(%input0, %input1, %input2) {dimension = 1 : i64} : (tensor<2x1xcomplex<f64>>, tensor<2x3xcomplex<f64>>, tensor<2x2xcomplex<f64>>) -> tensor<2x6xcomplex<f64>>
  "check.expect_eq_const"(%result) {value = dense<[[(-0.0, 1.0), (4.0, -5.0), (6.0, 7.0), (8.0, 9.0), (12.0, 13.0), (14.0, 15.0)], [(0x7FF0000000000000, -0.0), (-1.0, -1.0), (10.0, 11.0), (12.0, 13.0), (-0.0, 1.0), (0x7FF0000000000000, -0.0)]]> : tensor<2x6xcomplex<f64>>} : (tensor<2x6xcomplex<f64>>) -> ()
  "func.return"() : () -> ()
}

// -----

// !quant.uniform<i8:f32, 0.5:-1>: three inputs along dimension 1
func.func @concatenate_quantized() {
  %input0 = "stablehlo.constant"() {value = dense<[[-128], [127]]> : tensor<2x1x!quant.uniform<i8:f32, 0.5:-1>>} : () -> tensor<2x1x!quant.uniform<i8:f32, 0.5:-1>>
  %input1 = "stablehlo.constant"() {value = dense<[[2, -3, 5], [-5, 3, 6]]> : tensor<2x3x!quant.uniform<i8:f32, 0.5:-1>>} : () -> tensor<2x3x!quant.uniform<i8:f32, 0.5:-1>>
  %input2 = "stablehlo.constant"() {value = dense<[[6, -7], [4, -2]]> : tensor<2x2x!quant.uniform<i8:f32, 0.5:-1>>} : () -> tensor<2x2x!quant.uniform<i8:f32, 0.5:-1>>
  %result = "stablehlo.concatenate"(%input0, %input1, %input2) {dimension = 1 : i64} : (tensor<2x1x!quant.uniform<i8:f32, 0.5:-1>>, tensor<2x3x!quant.uniform<i8:f32, 0.5:-1>>, tensor<2x2x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<2x6x!quant.uniform<i8:f32, 0.5:-1>>
  "check.expect_eq_const"(%result) {value = dense<[[-128, 2, -3, 5, 6, -7], [127, -5, 3, 6, 4, -2]]> : tensor<2x6x!quant.uniform<i8:f32, 0.5:-1>>} : (tensor<2x6x!quant.uniform<i8:f32, 0.5:-1>>) -> ()
  "func.return"() : () -> ()
}

// -----

// a single input
func.func @concatenate_one_input() {
  %input0 = "stablehlo.constant"() {value = dense<[[-9223372036854775808, 9223372036854775807, -1], [0, 1, 2]]> : tensor<2x3xi64>} : () -> tensor<2x3xi64>
  %result = "stablehlo.concatenate"(%input0) {dimension = 0 : i64} : (tensor<2x3xi64>) -> tensor<2x3xi64>
  "check.expect_eq_const"(%result) {value = dense<[[-9223372036854775808, 9223372036854775807, -1], [0, 1, 2]]> : tensor<2x3xi64>} : (tensor<2x3xi64>) -> ()
  "func.return"() : () -> ()
}

// -----

// rank 1
func.func @concatenate_rank1() {
  %input0 = "stablehlo.constant"() {value = dense<[-0.0, 0x7FF0000000000000, 0xFFF0000000000000]> : tensor<3xf64>} : () -> tensor<3xf64>
  %input1 = "stablehlo.constant"() {value = dense<[1.7976931348623157e+308]> : tensor<1xf64>} : () -> tensor<1xf64>
  %input2 = "stablehlo.constant"() {value = dense<[5.0, 6.0]> : tensor<2xf64>} : () -> tensor<2xf64>
  %result = "stablehlo.concatenate"(%input0, %input1, %input2) {dimension = 0 : i64} : (tensor<3xf64>, tensor<1xf64>, tensor<2xf64>) -> tensor<6xf64>
  "check.expect_eq_const"(%result) {value = dense<[-0.0, 0x7FF0000000000000, 0xFFF0000000000000, 1.7976931348623157e+308, 5.0, 6.0]> : tensor<6xf64>} : (tensor<6xf64>) -> ()
  "func.return"() : () -> ()
}

// -----

// an empty input between two others
func.func @concatenate_empty_input() {
  %input0 = "stablehlo.constant"() {value = dense<[[-9223372036854775808, 9223372036854775807]]> : tensor<1x2xi64>} : () -> tensor<1x2xi64>
  %input1 = "stablehlo.constant"() {value = dense<[]> : tensor<0x2xi64>} : () -> tensor<0x2xi64>
  %input2 = "stablehlo.constant"() {value = dense<[[6, -7], [4, -2]]> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
  %result = "stablehlo.concatenate"(%input0, %input1, %input2) {dimension = 0 : i64} : (tensor<1x2xi64>, tensor<0x2xi64>, tensor<2x2xi64>) -> tensor<3x2xi64>
  "check.expect_eq_const"(%result) {value = dense<[[-9223372036854775808, 9223372036854775807], [6, -7], [4, -2]]> : tensor<3x2xi64>} : (tensor<3x2xi64>) -> ()
  "func.return"() : () -> ()
}

// -----

// every input empty along the dimension
func.func @concatenate_all_empty() {
  %input0 = "stablehlo.constant"() {value = dense<[[]]> : tensor<2x0xi64>} : () -> tensor<2x0xi64>
  %input1 = "stablehlo.constant"() {value = dense<[[]]> : tensor<2x0xi64>} : () -> tensor<2x0xi64>
  %result = "stablehlo.concatenate"(%input0, %input1) {dimension = 1 : i64} : (tensor<2x0xi64>, tensor<2x0xi64>) -> tensor<2x0xi64>
  "check.expect_eq_const"(%result) {value = dense<[[]]> : tensor<2x0xi64>} : (tensor<2x0xi64>) -> ()
  "func.return"() : () -> ()
}

// -----

// inputs empty in another dimension
func.func @concatenate_empty_other_dimension() {
  %input0 = "stablehlo.constant"() {value = dense<[]> : tensor<0x1xi64>} : () -> tensor<0x1xi64>
  %input1 = "stablehlo.constant"() {value = dense<[]> : tensor<0x2xi64>} : () -> tensor<0x2xi64>
  %result = "stablehlo.concatenate"(%input0, %input1) {dimension = 1 : i64} : (tensor<0x1xi64>, tensor<0x2xi64>) -> tensor<0x3xi64>
  "check.expect_eq_const"(%result) {value = dense<[]> : tensor<0x3xi64>} : (tensor<0x3xi64>) -> ()
  "func.return"() : () -> ()
}

// -----

// the last dimension of rank-3 inputs
func.func @concatenate_last_dimension_rank3() {
  %input0 = "stablehlo.constant"() {value = dense<[[[-9223372036854775808], [9223372036854775807]], [[-1], [0]]]> : tensor<2x2x1xi64>} : () -> tensor<2x2x1xi64>
  %input1 = "stablehlo.constant"() {value = dense<[[[2, -3], [5, 1099511627776]], [[-4294967296, 6], [-7, 4]]]> : tensor<2x2x2xi64>} : () -> tensor<2x2x2xi64>
  %result = "stablehlo.concatenate"(%input0, %input1) {dimension = 2 : i64} : (tensor<2x2x1xi64>, tensor<2x2x2xi64>) -> tensor<2x2x3xi64>
  "check.expect_eq_const"(%result) {value = dense<[[[-9223372036854775808, 2, -3], [9223372036854775807, 5, 1099511627776]], [[-1, -4294967296, 6], [0, -7, 4]]]> : tensor<2x2x3xi64>} : (tensor<2x2x3xi64>) -> ()
  "func.return"() : () -> ()
}
