// add (seed 000): booleans (logical or), integers, floats (IEEE addition, correctly rounded) and
// complex numbers, one case per element-type family (G1). Implementation-defined inputs (integer
// overflow, division by zero, ...; the reference's Unspecified entries) are left out (G5).
// i1: logical or
func.func @add_i1() {
  %lhs = "stablehlo.constant"() {value = dense<[false, false, true, true]> : tensor<4xi1>} : () -> tensor<4xi1>
  %rhs = "stablehlo.constant"() {value = dense<[false, true, false, true]> : tensor<4xi1>} : () -> tensor<4xi1>
  %result = "stablehlo.add"(%lhs, %rhs) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  "check.expect_eq_const"(%result) {value = dense<[false, true, true, true]> : tensor<4xi1>} : (tensor<4xi1>) -> ()
  "func.return"() : () -> ()
}

// -----

// i64: sums up to the limits (no overflow)
func.func @add_i64() {
  %lhs = "stablehlo.constant"() {value = dense<[9223372036854775806, -9223372036854775808, 5, -3]> : tensor<4xi64>} : () -> tensor<4xi64>
  %rhs = "stablehlo.constant"() {value = dense<[1, 9223372036854775807, -7, 3]> : tensor<4xi64>} : () -> tensor<4xi64>
  %result = "stablehlo.add"(%lhs, %rhs) : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
  "check.expect_eq_const"(%result) {value = dense<[9223372036854775807, -1, -2, 0]> : tensor<4xi64>} : (tensor<4xi64>) -> ()
  "func.return"() : () -> ()
}

// -----

// ui64: up to the maximum
func.func @add_ui64() {
  %lhs = "stablehlo.constant"() {value = dense<[18446744073709551614, 0, 9223372036854775808]> : tensor<3xui64>} : () -> tensor<3xui64>
  %rhs = "stablehlo.constant"() {value = dense<[1, 0, 9223372036854775807]> : tensor<3xui64>} : () -> tensor<3xui64>
  %result = "stablehlo.add"(%lhs, %rhs) : (tensor<3xui64>, tensor<3xui64>) -> tensor<3xui64>
  "check.expect_eq_const"(%result) {value = dense<[18446744073709551615, 0, 18446744073709551615]> : tensor<3xui64>} : (tensor<3xui64>) -> ()
  "func.return"() : () -> ()
}

// -----

// ui4: sub-byte storage
func.func @add_ui4() {
  %lhs = "stablehlo.constant"() {value = dense<[7, 0, 14]> : tensor<3xui4>} : () -> tensor<3xui4>
  %rhs = "stablehlo.constant"() {value = dense<[8, 0, 1]> : tensor<3xui4>} : () -> tensor<3xui4>
  %result = "stablehlo.add"(%lhs, %rhs) : (tensor<3xui4>, tensor<3xui4>) -> tensor<3xui4>
  "check.expect_eq_const"(%result) {value = dense<[15, 0, 15]> : tensor<3xui4>} : (tensor<3xui4>) -> ()
  "func.return"() : () -> ()
}

// -----

// f64: inf + -inf, signed zeros, overflow to inf, subnormals, a rounded sum
func.func @add_f64() {
  %lhs = "stablehlo.constant"() {value = dense<[0x7FF0000000000000, -0.0, -0.0, 1.7976931348623157e+308, 0x0000000000000001, 0.1, 0x7FF0000000000000]> : tensor<7xf64>} : () -> tensor<7xf64>
  %rhs = "stablehlo.constant"() {value = dense<[0xFFF0000000000000, -0.0, 0.0, 1.7976931348623157e+308, 0x0000000000000001, 0.2, 1.0]> : tensor<7xf64>} : () -> tensor<7xf64>
  %result = "stablehlo.add"(%lhs, %rhs) : (tensor<7xf64>, tensor<7xf64>) -> tensor<7xf64>
  "check.expect_eq_const"(%result) {value = dense<[0x7FF8000000000000, -0.0, 0.0, 0x7FF0000000000000, 0x0000000000000002, 0.30000000000000004, 0x7FF0000000000000]> : tensor<7xf64>} : (tensor<7xf64>) -> ()
  "func.return"() : () -> ()
}

// -----

// f32: NaN, a rounded sum, x + -x = +0
func.func @add_f32() {
  %lhs = "stablehlo.constant"() {value = dense<[0x7FC00000, 0.10000000149011612, 1.5, 16777216.0]> : tensor<4xf32>} : () -> tensor<4xf32>
  %rhs = "stablehlo.constant"() {value = dense<[1.0, 0.20000000298023224, -1.5, 1.0]> : tensor<4xf32>} : () -> tensor<4xf32>
  %result = "stablehlo.add"(%lhs, %rhs) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  "check.expect_eq_const"(%result) {value = dense<[0x7FC00000, 0.30000001192092896, 0.0, 16777216.0]> : tensor<4xf32>} : (tensor<4xf32>) -> ()
  "func.return"() : () -> ()
}

// -----

// bf16: round to nearest, ties to even (1 + 2^-8 is a tie: 1; 1 + 3 * 2^-8: 1 + 2^-6)
func.func @add_bf16() {
  %lhs = "stablehlo.constant"() {value = dense<[1.0, 1.0, 1.0]> : tensor<3xbf16>} : () -> tensor<3xbf16>
  %rhs = "stablehlo.constant"() {value = dense<[0.00390625, 0.01171875, 0.00396728515625]> : tensor<3xbf16>} : () -> tensor<3xbf16>
  %result = "stablehlo.add"(%lhs, %rhs) : (tensor<3xbf16>, tensor<3xbf16>) -> tensor<3xbf16>
  "check.expect_eq_const"(%result) {value = dense<[1.0, 1.015625, 1.0078125]> : tensor<3xbf16>} : (tensor<3xbf16>) -> ()
  "func.return"() : () -> ()
}

// -----

// f8E4M3FN: ties to even (1 + 1/16: 1; 1 + 3/16: 1.25)
func.func @add_f8E4M3FN() {
  %lhs = "stablehlo.constant"() {value = dense<[1.0, 1.0, -448.0]> : tensor<3xf8E4M3FN>} : () -> tensor<3xf8E4M3FN>
  %rhs = "stablehlo.constant"() {value = dense<[0.0625, 0.1875, 448.0]> : tensor<3xf8E4M3FN>} : () -> tensor<3xf8E4M3FN>
  %result = "stablehlo.add"(%lhs, %rhs) : (tensor<3xf8E4M3FN>, tensor<3xf8E4M3FN>) -> tensor<3xf8E4M3FN>
  "check.expect_eq_const"(%result) {value = dense<[1.0, 1.25, 0.0]> : tensor<3xf8E4M3FN>} : (tensor<3xf8E4M3FN>) -> ()
  "func.return"() : () -> ()
}

// -----

// complex<f64>
func.func @add_complex_f64() {
  %lhs = "stablehlo.constant"() {value = dense<[(1.0, 2.0), (-0.5, 0.25)]> : tensor<2xcomplex<f64>>} : () -> tensor<2xcomplex<f64>>
  %rhs = "stablehlo.constant"() {value = dense<[(3.0, 4.0), (2.0, -8.0)]> : tensor<2xcomplex<f64>>} : () -> tensor<2xcomplex<f64>>
  %result = "stablehlo.add"(%lhs, %rhs) : (tensor<2xcomplex<f64>>, tensor<2xcomplex<f64>>) -> tensor<2xcomplex<f64>>
  "check.expect_eq_const"(%result) {value = dense<[(4.0, 6.0), (1.5, -7.75)]> : tensor<2xcomplex<f64>>} : (tensor<2xcomplex<f64>>) -> ()
  "func.return"() : () -> ()
}
