// subtract (seed 000): integers, floats (IEEE subtraction, correctly rounded) and complex
// numbers, one case per element-type family (G1). Implementation-defined inputs (integer
// overflow, division by zero, ...; the reference's Unspecified entries) are left out (G5).
// i64: differences up to the limits (no overflow)
func.func @subtract_i64() {
  %lhs = "stablehlo.constant"() {value = dense<[9223372036854775807, -1, 0, -5]> : tensor<4xi64>} : () -> tensor<4xi64>
  %rhs = "stablehlo.constant"() {value = dense<[0, 9223372036854775807, -9223372036854775807, -7]> : tensor<4xi64>} : () -> tensor<4xi64>
  %result = "stablehlo.subtract"(%lhs, %rhs) : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
  "check.expect_eq_const"(%result) {value = dense<[9223372036854775807, -9223372036854775808, 9223372036854775807, 2]> : tensor<4xi64>} : (tensor<4xi64>) -> ()
  "func.return"() : () -> ()
}

// -----

// ui64: no wrap-around
func.func @subtract_ui64() {
  %lhs = "stablehlo.constant"() {value = dense<[18446744073709551615, 5, 7]> : tensor<3xui64>} : () -> tensor<3xui64>
  %rhs = "stablehlo.constant"() {value = dense<[18446744073709551615, 5, 0]> : tensor<3xui64>} : () -> tensor<3xui64>
  %result = "stablehlo.subtract"(%lhs, %rhs) : (tensor<3xui64>, tensor<3xui64>) -> tensor<3xui64>
  "check.expect_eq_const"(%result) {value = dense<[0, 0, 7]> : tensor<3xui64>} : (tensor<3xui64>) -> ()
  "func.return"() : () -> ()
}

// -----

// i2: sub-byte storage
func.func @subtract_i2() {
  %lhs = "stablehlo.constant"() {value = dense<[1, -2, 0]> : tensor<3xi2>} : () -> tensor<3xi2>
  %rhs = "stablehlo.constant"() {value = dense<[1, -1, -1]> : tensor<3xi2>} : () -> tensor<3xi2>
  %result = "stablehlo.subtract"(%lhs, %rhs) : (tensor<3xi2>, tensor<3xi2>) -> tensor<3xi2>
  "check.expect_eq_const"(%result) {value = dense<[0, -1, 1]> : tensor<3xi2>} : (tensor<3xi2>) -> ()
  "func.return"() : () -> ()
}

// -----

// f64: inf - inf, x - x = +0, -0 - +0 = -0, subnormal differences
func.func @subtract_f64() {
  %lhs = "stablehlo.constant"() {value = dense<[0x7FF0000000000000, 1.5, -0.0, 0.0, 0x0000000000000002, 0xFFF0000000000000]> : tensor<6xf64>} : () -> tensor<6xf64>
  %rhs = "stablehlo.constant"() {value = dense<[0x7FF0000000000000, 1.5, 0.0, -0.0, 0x0000000000000001, 0x7FF0000000000000]> : tensor<6xf64>} : () -> tensor<6xf64>
  %result = "stablehlo.subtract"(%lhs, %rhs) : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xf64>
  "check.expect_eq_const"(%result) {value = dense<[0x7FF8000000000000, 0.0, -0.0, 0.0, 0x0000000000000001, 0xFFF0000000000000]> : tensor<6xf64>} : (tensor<6xf64>) -> ()
  "func.return"() : () -> ()
}

// -----

// f32: a rounded difference, NaN
func.func @subtract_f32() {
  %lhs = "stablehlo.constant"() {value = dense<[1.0, 0x7FC00000, 0.30000001192092896]> : tensor<3xf32>} : () -> tensor<3xf32>
  %rhs = "stablehlo.constant"() {value = dense<[9.99999993922529e-09, 1.0, 0.10000000149011612]> : tensor<3xf32>} : () -> tensor<3xf32>
  %result = "stablehlo.subtract"(%lhs, %rhs) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  "check.expect_eq_const"(%result) {value = dense<[1.0, 0x7FC00000, 0.20000001788139343]> : tensor<3xf32>} : (tensor<3xf32>) -> ()
  "func.return"() : () -> ()
}

// -----

// f8E5M2: ties to even (1 - 1/16: 1.0; 1.25 - 1/8: 1.0; 1.25 + 1/8: 1.5; 1.5 + 1/8: 1.5)
func.func @subtract_f8E5M2() {
  %lhs = "stablehlo.constant"() {value = dense<[1.0, 1.25, 1.25, 1.5, 4.0]> : tensor<5xf8E5M2>} : () -> tensor<5xf8E5M2>
  %rhs = "stablehlo.constant"() {value = dense<[0.0625, 0.125, -0.125, -0.125, 6.0]> : tensor<5xf8E5M2>} : () -> tensor<5xf8E5M2>
  %result = "stablehlo.subtract"(%lhs, %rhs) : (tensor<5xf8E5M2>, tensor<5xf8E5M2>) -> tensor<5xf8E5M2>
  "check.expect_eq_const"(%result) {value = dense<[1.0, 1.0, 1.5, 1.5, -2.0]> : tensor<5xf8E5M2>} : (tensor<5xf8E5M2>) -> ()
  "func.return"() : () -> ()
}

// -----

// complex<f64>
func.func @subtract_complex_f64() {
  %lhs = "stablehlo.constant"() {value = dense<[(1.0, 2.0), (0.0, 0.0)]> : tensor<2xcomplex<f64>>} : () -> tensor<2xcomplex<f64>>
  %rhs = "stablehlo.constant"() {value = dense<[(3.0, 4.0), (-1.5, 2.0)]> : tensor<2xcomplex<f64>>} : () -> tensor<2xcomplex<f64>>
  %result = "stablehlo.subtract"(%lhs, %rhs) : (tensor<2xcomplex<f64>>, tensor<2xcomplex<f64>>) -> tensor<2xcomplex<f64>>
  "check.expect_eq_const"(%result) {value = dense<[(-2.0, -2.0), (1.5, -2.0)]> : tensor<2xcomplex<f64>>} : (tensor<2xcomplex<f64>>) -> ()
  "func.return"() : () -> ()
}
