// negate (seed 000): integers (unsigned: the bits negated as a signed integer, modulo 2^bits),
// floats (IEEE negate) and complex numbers, one case per element-type family (G1).
// Implementation-defined inputs (integer overflow, division by zero, ...; the reference's
// Unspecified entries) are left out (G5).
// i64: 0, -max, max (negating the minimum overflows)
func.func @negate_i64() {
  %operand = "stablehlo.constant"() {value = dense<[0, -9223372036854775807, 9223372036854775807, -2]> : tensor<4xi64>} : () -> tensor<4xi64>
  %result = "stablehlo.negate"(%operand) : (tensor<4xi64>) -> tensor<4xi64>
  "check.expect_eq_const"(%result) {value = dense<[0, 9223372036854775807, -9223372036854775807, 2]> : tensor<4xi64>} : (tensor<4xi64>) -> ()
  "func.return"() : () -> ()
}

// -----

// ui64: 0 stays, 1 becomes the maximum (2^63, read as the signed minimum, is left out)
func.func @negate_ui64() {
  %operand = "stablehlo.constant"() {value = dense<[0, 1, 18446744073709551615, 9223372036854775809]> : tensor<4xui64>} : () -> tensor<4xui64>
  %result = "stablehlo.negate"(%operand) : (tensor<4xui64>) -> tensor<4xui64>
  "check.expect_eq_const"(%result) {value = dense<[0, 18446744073709551615, 1, 9223372036854775807]> : tensor<4xui64>} : (tensor<4xui64>) -> ()
  "func.return"() : () -> ()
}

// -----

// ui2: sub-byte storage
func.func @negate_ui2() {
  %operand = "stablehlo.constant"() {value = dense<[0, 1, 3]> : tensor<3xui2>} : () -> tensor<3xui2>
  %result = "stablehlo.negate"(%operand) : (tensor<3xui2>) -> tensor<3xui2>
  "check.expect_eq_const"(%result) {value = dense<[0, 3, 1]> : tensor<3xui2>} : (tensor<3xui2>) -> ()
  "func.return"() : () -> ()
}

// -----

// f64: signed zeros, infinities, NaN, subnormals
func.func @negate_f64() {
  %operand = "stablehlo.constant"() {value = dense<[0.0, -0.0, 0x7FF0000000000000, 0x7FF8000000000000, 0x0000000000000001, -1.5]> : tensor<6xf64>} : () -> tensor<6xf64>
  %result = "stablehlo.negate"(%operand) : (tensor<6xf64>) -> tensor<6xf64>
  "check.expect_eq_const"(%result) {value = dense<[-0.0, 0.0, 0xFFF0000000000000, 0x7FF8000000000000, 0x8000000000000001, 1.5]> : tensor<6xf64>} : (tensor<6xf64>) -> ()
  "func.return"() : () -> ()
}

// -----

// f32
func.func @negate_f32() {
  %operand = "stablehlo.constant"() {value = dense<[0.0, 0xFF800000, -3.4028234663852886e+38]> : tensor<3xf32>} : () -> tensor<3xf32>
  %result = "stablehlo.negate"(%operand) : (tensor<3xf32>) -> tensor<3xf32>
  "check.expect_eq_const"(%result) {value = dense<[-0.0, 0x7F800000, 3.4028234663852886e+38]> : tensor<3xf32>} : (tensor<3xf32>) -> ()
  "func.return"() : () -> ()
}

// -----

// f8E5M2FNUZ: the largest value and the smallest subnormal (negating 0 is implementation-defined:
// the type has no -0)
func.func @negate_f8E5M2FNUZ() {
  %operand = "stablehlo.constant"() {value = dense<[57344.0, 1.5, -7.62939453125e-06]> : tensor<3xf8E5M2FNUZ>} : () -> tensor<3xf8E5M2FNUZ>
  %result = "stablehlo.negate"(%operand) : (tensor<3xf8E5M2FNUZ>) -> tensor<3xf8E5M2FNUZ>
  "check.expect_eq_const"(%result) {value = dense<[-57344.0, -1.5, 7.62939453125e-06]> : tensor<3xf8E5M2FNUZ>} : (tensor<3xf8E5M2FNUZ>) -> ()
  "func.return"() : () -> ()
}

// -----

// complex<f64>
func.func @negate_complex_f64() {
  %operand = "stablehlo.constant"() {value = dense<[(2.5, 0.0), (-0.0, -1.0)]> : tensor<2xcomplex<f64>>} : () -> tensor<2xcomplex<f64>>
  %result = "stablehlo.negate"(%operand) : (tensor<2xcomplex<f64>>) -> tensor<2xcomplex<f64>>
  "check.expect_eq_const"(%result) {value = dense<[(-2.5, -0.0), (0.0, 1.0)]> : tensor<2xcomplex<f64>>} : (tensor<2xcomplex<f64>>) -> ()
  "func.return"() : () -> ()
}
