// remainder (seed 000): integers and floats; the result has the sign of the dividend and is
// smaller in magnitude than the divisor (C fmod; exact for floats), one case per element-type
// family (G1). Implementation-defined inputs (integer overflow, division by zero, ...; the
// reference's Unspecified entries) are left out (G5). The remainder of complex numbers is not
// defined yet (#997).
// i64: the sign follows the dividend
func.func @remainder_i64() {
  %lhs = "stablehlo.constant"() {value = dense<[17, -17, 17, -17, -9223372036854775808, 9223372036854775807, 0, -9223372036854775807]> : tensor<8xi64>} : () -> tensor<8xi64>
  %rhs = "stablehlo.constant"() {value = dense<[3, 3, -3, -3, 3, -9223372036854775808, 7, -9223372036854775808]> : tensor<8xi64>} : () -> tensor<8xi64>
  %result = "stablehlo.remainder"(%lhs, %rhs) : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi64>
  "check.expect_eq_const"(%result) {value = dense<[2, -2, 2, -2, -2, 9223372036854775807, 0, -9223372036854775807]> : tensor<8xi64>} : (tensor<8xi64>) -> ()
  "func.return"() : () -> ()
}

// -----

// ui64
func.func @remainder_ui64() {
  %lhs = "stablehlo.constant"() {value = dense<[18446744073709551615, 7, 5]> : tensor<3xui64>} : () -> tensor<3xui64>
  %rhs = "stablehlo.constant"() {value = dense<[10, 7, 9]> : tensor<3xui64>} : () -> tensor<3xui64>
  %result = "stablehlo.remainder"(%lhs, %rhs) : (tensor<3xui64>, tensor<3xui64>) -> tensor<3xui64>
  "check.expect_eq_const"(%result) {value = dense<[5, 0, 5]> : tensor<3xui64>} : (tensor<3xui64>) -> ()
  "func.return"() : () -> ()
}

// -----

// i8
func.func @remainder_i8() {
  %lhs = "stablehlo.constant"() {value = dense<[-128, 127, -7]> : tensor<3xi8>} : () -> tensor<3xi8>
  %rhs = "stablehlo.constant"() {value = dense<[3, -128, 2]> : tensor<3xi8>} : () -> tensor<3xi8>
  %result = "stablehlo.remainder"(%lhs, %rhs) : (tensor<3xi8>, tensor<3xi8>) -> tensor<3xi8>
  "check.expect_eq_const"(%result) {value = dense<[-2, 127, -1]> : tensor<3xi8>} : (tensor<3xi8>) -> ()
  "func.return"() : () -> ()
}

// -----

// f64: signs, -0 from a negative dividend, x % 0, inf % x, NaN, an exact large remainder
func.func @remainder_f64() {
  %lhs = "stablehlo.constant"() {value = dense<[5.5, -5.5, 5.5, -6.0, 6.0, 5.0, 0x7FF0000000000000, 0x7FF8000000000000, 1.0e+300]> : tensor<9xf64>} : () -> tensor<9xf64>
  %rhs = "stablehlo.constant"() {value = dense<[2.0, 2.0, -2.0, 3.0, 3.0, 0.0, 2.0, 1.0, 3.0]> : tensor<9xf64>} : () -> tensor<9xf64>
  %result = "stablehlo.remainder"(%lhs, %rhs) : (tensor<9xf64>, tensor<9xf64>) -> tensor<9xf64>
  "check.expect_eq_const"(%result) {value = dense<[1.5, -1.5, 1.5, -0.0, 0.0, 0x7FF8000000000000, 0x7FF8000000000000, 0x7FF8000000000000, 0.0]> : tensor<9xf64>} : (tensor<9xf64>) -> ()
  "func.return"() : () -> ()
}

// -----

// f32: a subnormal remainder and an exact one of a large quotient
func.func @remainder_f32() {
  %lhs = "stablehlo.constant"() {value = dense<[0x00000003, 1.0000000150474662e+30, -0.0]> : tensor<3xf32>} : () -> tensor<3xf32>
  %rhs = "stablehlo.constant"() {value = dense<[0x00000002, 7.0, 1.0]> : tensor<3xf32>} : () -> tensor<3xf32>
  %result = "stablehlo.remainder"(%lhs, %rhs) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  "check.expect_eq_const"(%result) {value = dense<[0x00000001, 1.0, -0.0]> : tensor<3xf32>} : (tensor<3xf32>) -> ()
  "func.return"() : () -> ()
}

// -----

// f8E4M3FN: narrow floats
func.func @remainder_f8E4M3FN() {
  %lhs = "stablehlo.constant"() {value = dense<[448.0, -3.5, 0.875]> : tensor<3xf8E4M3FN>} : () -> tensor<3xf8E4M3FN>
  %rhs = "stablehlo.constant"() {value = dense<[-10.0, 1.5, 0.25]> : tensor<3xf8E4M3FN>} : () -> tensor<3xf8E4M3FN>
  %result = "stablehlo.remainder"(%lhs, %rhs) : (tensor<3xf8E4M3FN>, tensor<3xf8E4M3FN>) -> tensor<3xf8E4M3FN>
  "check.expect_eq_const"(%result) {value = dense<[8.0, -0.5, 0.125]> : tensor<3xf8E4M3FN>} : (tensor<3xf8E4M3FN>) -> ()
  "func.return"() : () -> ()
}
