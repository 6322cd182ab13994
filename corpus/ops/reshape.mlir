// reshape (seed 000): every element-type family and quantized storage, row-major order, rank 0 both ways, flattening, empty tensors.
// i1: 2x3 to 3x2 in row-major order
func.func @reshape_i1() {
  %operand = "stablehlo.constant"() {value = dense<[[true, false, false], [true, true, true]]> : tensor<2x3xi1>} : () -> tensor<2x3xi1>
  %result = "stablehlo.reshape"(%operand) : (tensor<2x3xi1>) -> tensor<3x2xi1>
  "check.expect_eq_const"(%result) {value = dense<[[true, false], [false, true], [true, true]]> : tensor<3x2xi1>} : (tensor<3x2xi1>) -> ()
  "func.return"() : () -> ()
}

// -----

// i4: 2x3 to 3x2 in row-major order
func.func @reshape_i4() {
  %operand = "stablehlo.constant"() {value = dense<[[-8, 7, -1], [0, 1, 2]]> : tensor<2x3xi4>} : () -> tensor<2x3xi4>
  %result = "stablehlo.reshape"(%operand) : (tensor<2x3xi4>) -> tensor<3x2xi4>
  "check.expect_eq_const"(%result) {value = dense<[[-8, 7], [-1, 0], [1, 2]]> : tensor<3x2xi4>} : (tensor<3x2xi4>) -> ()
  "func.return"() : () -> ()
}

// -----

// i64: 2x3 to 3x2 in row-major order
func.func @reshape_i64() {
  %operand = "stablehlo.constant"() {value = dense<[[-9223372036854775808, 9223372036854775807, -1], [0, 1, 2]]> : tensor<2x3xi64>} : () -> tensor<2x3xi64>
  %result = "stablehlo.reshape"(%operand) : (tensor<2x3xi64>) -> tensor<3x2xi64>
  "check.expect_eq_const"(%result) {value = dense<[[-9223372036854775808, 9223372036854775807], [-1, 0], [1, 2]]> : tensor<3x2xi64>} : (tensor<3x2xi64>) -> ()
  "func.return"() : () -> ()
}

// -----

// ui64: 2x3 to 3x2 in row-major order
func.func @reshape_ui64() {
  %operand = "stablehlo.constant"() {value = dense<[[18446744073709551615, 0, 1], [9223372036854775808, 2, 3]]> : tensor<2x3xui64>} : () -> tensor<2x3xui64>
  %result = "stablehlo.reshape"(%operand) : (tensor<2x3xui64>) -> tensor<3x2xui64>
  "check.expect_eq_const"(%result) {value = dense<[[18446744073709551615, 0], [1, 9223372036854775808], [2, 3]]> : tensor<3x2xui64>} : (tensor<3x2xui64>) -> ()
  "func.return"() : () -> ()
}

// -----

// f8E4M3FN: 2x3 to 3x2 in row-major order
func.func @reshape_f8E4M3FN() {
  %operand = "stablehlo.constant"() {value = dense<[[-0.0, 448.0, 0x7F], [0.001953125, -1.5, 0.015625]]> : tensor<2x3xf8E4M3FN>} : () -> tensor<2x3xf8E4M3FN>
  %result = "stablehlo.reshape"(%operand) : (tensor<2x3xf8E4M3FN>) -> tensor<3x2xf8E4M3FN>
  "check.expect_eq_const"(%result) {value = dense<[[-0.0, 448.0], [0x7F, 0.001953125], [-1.5, 0.015625]]> : tensor<3x2xf8E4M3FN>} : (tensor<3x2xf8E4M3FN>) -> ()
  "func.return"() : () -> ()
}

// -----

// bf16: 2x3 to 3x2 in row-major order
func.func @reshape_bf16() {
  %operand = "stablehlo.constant"() {value = dense<[[-0.0, 0x7F80, 0xFF80], [0x7FC1, 0x0001, 1.5]]> : tensor<2x3xbf16>} : () -> tensor<2x3xbf16>
  %result = "stablehlo.reshape"(%operand) : (tensor<2x3xbf16>) -> tensor<3x2xbf16>
  "check.expect_eq_const"(%result) {value = dense<[[-0.0, 0x7F80], [0xFF80, 0x7FC1], [0x0001, 1.5]]> : tensor<3x2xbf16>} : (tensor<3x2xbf16>) -> ()
  "func.return"() : () -> ()
}

// -----

// f64: 2x3 to 3x2 in row-major order
func.func @reshape_f64() {
  %operand = "stablehlo.constant"() {value = dense<[[-0.0, 0x7FF0000000000000, 0xFFF0000000000000], [0x7FF8000000000001, 0x0000000000000001, 1.7976931348623157e+308]]> : tensor<2x3xf64>} : () -> tensor<2x3xf64>
  %result = "stablehlo.reshape"(%operand) : (tensor<2x3xf64>) -> tensor<3x2xf64>
  "check.expect_eq_const"(%result) {value = dense<[[-0.0, 0x7FF0000000000000], [0xFFF0000000000000, 0x7FF8000000000001], [0x0000000000000001, 1.7976931348623157e+308]]> : tensor<3x2xf64>} : (tensor<3x2xf64>) -> ()
  "func.return"() : () -> ()
}

// -----

// complex<f64>: 2x3 to 3x2 in row-major order
func.func @reshape_complex_f64() {
  %operand = "stablehlo.constant"() {value = dense<[[(-0.0, 1.0), (0x7FF0000000000000, -0.0), (1.5, 0x7FF8000000000000)], [(0.0, 0.0), (-2.5, 3.0), (4.0, -5.0)]]> : tensor<2x3xcomplex<f64>>} : () -> tensor<2x3xcomplex<f64>>
  %result = "stablehlo.reshape"(%operand) : (tensor<2x3xcomplex<f64>>) -> tensor<3x2xcomplex<f64>>
  "check.expect_eq_const"(%result) {value = dense<[[(-0.0, 1.0), (0x7FF0000000000000, -0.0)], [(1.5, 0x7FF8000000000000), (0.0, 0.0)], [(-2.5, 3.0), (4.0, -5.0)]]> : tensor<3x2xcomplex<f64>>} : (tensor<3x2xcomplex<f64>>) -> ()
  "func.return"() : () -> ()
}

// -----

// !quant.uniform<i8:f32, 0.5:-1>: 2x3 to 3x2 in row-major order
func.func @reshape_quantized() {
  %operand = "stablehlo.constant"() {value = dense<[[-128, 127, -1], [0, 1, 2]]> : tensor<2x3x!quant.uniform<i8:f32, 0.5:-1>>} : () -> tensor<2x3x!quant.uniform<i8:f32, 0.5:-1>>
  %result = "stablehlo.reshape"(%operand) : (tensor<2x3x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<3x2x!quant.uniform<i8:f32, 0.5:-1>>
  "check.expect_eq_const"(%result) {value = dense<[[-128, 127], [-1, 0], [1, 2]]> : tensor<3x2x!quant.uniform<i8:f32, 0.5:-1>>} : (tensor<3x2x!quant.uniform<i8:f32, 0.5:-1>>) -> ()
  "func.return"() : () -> ()
}

// -----

// rank 0 to 1x1x1
func.func @reshape_rank0_to_rank3() {
  %operand = "stablehlo.constant"() {value = dense<-0.0> : tensor<f64>} : () -> tensor<f64>
  %result = "stablehlo.reshape"(%operand) : (tensor<f64>) -> tensor<1x1x1xf64>
  "check.expect_eq_const"(%result) {value = dense<[[[-0.0]]]> : tensor<1x1x1xf64>} : (tensor<1x1x1xf64>) -> ()
  "func.return"() : () -> ()
}

// -----

// 1x1 to rank 0
func.func @reshape_to_rank0() {
  %operand = "stablehlo.constant"() {value = dense<[[-9223372036854775808]]> : tensor<1x1xi64>} : () -> tensor<1x1xi64>
  %result = "stablehlo.reshape"(%operand) : (tensor<1x1xi64>) -> tensor<i64>
  "check.expect_eq_const"(%result) {value = dense<-9223372036854775808> : tensor<i64>} : (tensor<i64>) -> ()
  "func.return"() : () -> ()
}

// -----

// 2x3x2 to 12
func.func @reshape_flatten() {
  %operand = "stablehlo.constant"() {value = dense<[[[-9223372036854775808, 9223372036854775807], [-1, 0], [1, 2]], [[-3, 5], [1099511627776, -4294967296], [6, -7]]]> : tensor<2x3x2xi64>} : () -> tensor<2x3x2xi64>
  %result = "stablehlo.reshape"(%operand) : (tensor<2x3x2xi64>) -> tensor<12xi64>
  "check.expect_eq_const"(%result) {value = dense<[-9223372036854775808, 9223372036854775807, -1, 0, 1, 2, -3, 5, 1099511627776, -4294967296, 6, -7]> : tensor<12xi64>} : (tensor<12xi64>) -> ()
  "func.return"() : () -> ()
}

// -----

// 12 to 2x2x3
func.func @reshape_unflatten() {
  %operand = "stablehlo.constant"() {value = dense<[-9223372036854775808, 9223372036854775807, -1, 0, 1, 2, -3, 5, 1099511627776, -4294967296, 6, -7]> : tensor<12xi64>} : () -> tensor<12xi64>
  %result = "stablehlo.reshape"(%operand) : (tensor<12xi64>) -> tensor<2x2x3xi64>
  "check.expect_eq_const"(%result) {value = dense<[[[-9223372036854775808, 9223372036854775807, -1], [0, 1, 2]], [[-3, 5, 1099511627776], [-4294967296, 6, -7]]]> : tensor<2x2x3xi64>} : (tensor<2x2x3xi64>) -> ()
  "func.return"() : () -> ()
}

// -----

// 4x3 to 2x6
func.func @reshape_regroup() {
  %operand = "stablehlo.constant"() {value = dense<[[-9223372036854775808, 9223372036854775807, -1], [0, 1, 2], [-3, 5, 1099511627776], [-4294967296, 6, -7]]> : tensor<4x3xi64>} : () -> tensor<4x3xi64>
  %result = "stablehlo.reshape"(%operand) : (tensor<4x3xi64>) -> tensor<2x6xi64>
  "check.expect_eq_const"(%result) {value = dense<[[-9223372036854775808, 9223372036854775807, -1, 0, 1, 2], [-3, 5, 1099511627776, -4294967296, 6, -7]]> : tensor<2x6xi64>} : (tensor<2x6xi64>) -> ()
  "func.return"() : () -> ()
}

// -----

// 0x3 to 3x0x2
func.func @reshape_empty() {
  %operand = "stablehlo.constant"() {value = dense<[]> : tensor<0x3xi64>} : () -> tensor<0x3xi64>
  %result = "stablehlo.reshape"(%operand) : (tensor<0x3xi64>) -> tensor<3x0x2xi64>
  "check.expect_eq_const"(%result) {value = dense<[[]]> : tensor<3x0x2xi64>} : (tensor<3x0x2xi64>) -> ()
  "func.return"() : () -> ()
}

// -----

// per-axis quantized: 2x3 (quantization dimension 1) to 2x3x1 (C3)
func.func @reshape_per_axis_quantized() {
  %operand = "stablehlo.constant"() {value = dense<[[-128, 127, -1], [0, 1, 2]]> : tensor<2x3x!quant.uniform<i8:f32:1, {0.5:-1, 0.25:0, 1.0:2}>>} : () -> tensor<2x3x!quant.uniform<i8:f32:1, {0.5:-1, 0.25:0, 1.0:2}>>
  %result = "stablehlo.reshape"(%operand) : (tensor<2x3x!quant.uniform<i8:f32:1, {0.5:-1, 0.25:0, 1.0:2}>>) -> tensor<2x3x1x!quant.uniform<i8:f32:1, {0.5:-1, 0.25:0, 1.0:2}>>
  "check.expect_eq_const"(%result) {value = dense<[[[-128], [127], [-1]], [[0], [1], [2]]]> : tensor<2x3x1x!quant.uniform<i8:f32:1, {0.5:-1, 0.25:0, 1.0:2}>>} : (tensor<2x3x1x!quant.uniform<i8:f32:1, {0.5:-1, 0.25:0, 1.0:2}>>) -> ()
  "func.return"() : () -> ()
}
