// minimum (seed 000): booleans (logical and), integers, floats (IEEE minimum: NaN propagates, -0
// < +0) and complex numbers (lexicographic (real, imaginary) order), one case per family (G1).
// Implementation-defined inputs (integer overflow, division by zero, ...; the reference's
// Unspecified entries) are left out (G5). (That includes complex numbers with a NaN part.)
// i1: logical and
func.func @minimum_i1() {
  %lhs = "stablehlo.constant"() {value = dense<[false, false, true, true]> : tensor<4xi1>} : () -> tensor<4xi1>
  %rhs = "stablehlo.constant"() {value = dense<[false, true, false, true]> : tensor<4xi1>} : () -> tensor<4xi1>
  %result = "stablehlo.minimum"(%lhs, %rhs) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  "check.expect_eq_const"(%result) {value = dense<[false, false, false, true]> : tensor<4xi1>} : (tensor<4xi1>) -> ()
  "func.return"() : () -> ()
}

// -----

// i64: the limits
func.func @minimum_i64() {
  %lhs = "stablehlo.constant"() {value = dense<[-9223372036854775808, 9223372036854775807, -1, 5]> : tensor<4xi64>} : () -> tensor<4xi64>
  %rhs = "stablehlo.constant"() {value = dense<[9223372036854775807, -9223372036854775808, 0, 5]> : tensor<4xi64>} : () -> tensor<4xi64>
  %result = "stablehlo.minimum"(%lhs, %rhs) : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
  "check.expect_eq_const"(%result) {value = dense<[-9223372036854775808, -9223372036854775808, -1, 5]> : tensor<4xi64>} : (tensor<4xi64>) -> ()
  "func.return"() : () -> ()
}

// -----

// ui64: values above 2^63 are large, not negative
func.func @minimum_ui64() {
  %lhs = "stablehlo.constant"() {value = dense<[18446744073709551615, 0, 9223372036854775808]> : tensor<3xui64>} : () -> tensor<3xui64>
  %rhs = "stablehlo.constant"() {value = dense<[1, 18446744073709551615, 5]> : tensor<3xui64>} : () -> tensor<3xui64>
  %result = "stablehlo.minimum"(%lhs, %rhs) : (tensor<3xui64>, tensor<3xui64>) -> tensor<3xui64>
  "check.expect_eq_const"(%result) {value = dense<[1, 0, 5]> : tensor<3xui64>} : (tensor<3xui64>) -> ()
  "func.return"() : () -> ()
}

// -----

// ui4: sub-byte storage
func.func @minimum_ui4() {
  %lhs = "stablehlo.constant"() {value = dense<[15, 0, 8]> : tensor<3xui4>} : () -> tensor<3xui4>
  %rhs = "stablehlo.constant"() {value = dense<[7, 1, 8]> : tensor<3xui4>} : () -> tensor<3xui4>
  %result = "stablehlo.minimum"(%lhs, %rhs) : (tensor<3xui4>, tensor<3xui4>) -> tensor<3xui4>
  "check.expect_eq_const"(%result) {value = dense<[7, 0, 8]> : tensor<3xui4>} : (tensor<3xui4>) -> ()
  "func.return"() : () -> ()
}

// -----

// f64: NaN in either operand, both orders of -0 and +0, infinities, subnormals
func.func @minimum_f64() {
  %lhs = "stablehlo.constant"() {value = dense<[0x7FF8000000000000, 1.0, -0.0, 0.0, 0xFFF0000000000000, 0x0000000000000001]> : tensor<6xf64>} : () -> tensor<6xf64>
  %rhs = "stablehlo.constant"() {value = dense<[1.0, 0x7FF8000000000000, 0.0, -0.0, -1.7976931348623157e+308, 0x8000000000000001]> : tensor<6xf64>} : () -> tensor<6xf64>
  %result = "stablehlo.minimum"(%lhs, %rhs) : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xf64>
  "check.expect_eq_const"(%result) {value = dense<[0x7FF8000000000000, 0x7FF8000000000000, -0.0, -0.0, 0xFFF0000000000000, 0x8000000000000001]> : tensor<6xf64>} : (tensor<6xf64>) -> ()
  "func.return"() : () -> ()
}

// -----

// f32: NaN, -0 and +0
func.func @minimum_f32() {
  %lhs = "stablehlo.constant"() {value = dense<[0x7FC00000, -0.0, 0.0, 2.5]> : tensor<4xf32>} : () -> tensor<4xf32>
  %rhs = "stablehlo.constant"() {value = dense<[0x7FC00000, 0.0, -0.0, 0xFF800000]> : tensor<4xf32>} : () -> tensor<4xf32>
  %result = "stablehlo.minimum"(%lhs, %rhs) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  "check.expect_eq_const"(%result) {value = dense<[0x7FC00000, -0.0, -0.0, 0xFF800000]> : tensor<4xf32>} : (tensor<4xf32>) -> ()
  "func.return"() : () -> ()
}

// -----

// f8E4M3FN: narrow floats, -0 and +0
func.func @minimum_f8E4M3FN() {
  %lhs = "stablehlo.constant"() {value = dense<[-0.0, 448.0, -1.5]> : tensor<3xf8E4M3FN>} : () -> tensor<3xf8E4M3FN>
  %rhs = "stablehlo.constant"() {value = dense<[0.0, -448.0, 1.5]> : tensor<3xf8E4M3FN>} : () -> tensor<3xf8E4M3FN>
  %result = "stablehlo.minimum"(%lhs, %rhs) : (tensor<3xf8E4M3FN>, tensor<3xf8E4M3FN>) -> tensor<3xf8E4M3FN>
  "check.expect_eq_const"(%result) {value = dense<[-0.0, -448.0, -1.5]> : tensor<3xf8E4M3FN>} : (tensor<3xf8E4M3FN>) -> ()
  "func.return"() : () -> ()
}

// -----

// complex<f64>: the real parts decide, then the imaginary parts
func.func @minimum_complex_f64() {
  %lhs = "stablehlo.constant"() {value = dense<[(1.0, 2.0), (1.0, 3.0), (2.0, 0.0), (-1.0, 9.0), (1.0, 1.0)]> : tensor<5xcomplex<f64>>} : () -> tensor<5xcomplex<f64>>
  %rhs = "stablehlo.constant"() {value = dense<[(1.0, 3.0), (1.0, 2.0), (1.0, 5.0), (-2.0, 9.0), (1.0, 1.0)]> : tensor<5xcomplex<f64>>} : () -> tensor<5xcomplex<f64>>
  %result = "stablehlo.minimum"(%lhs, %rhs) : (tensor<5xcomplex<f64>>, tensor<5xcomplex<f64>>) -> tensor<5xcomplex<f64>>
  "check.expect_eq_const"(%result) {value = dense<[(1.0, 2.0), (1.0, 2.0), (1.0, 5.0), (-2.0, 9.0), (1.0, 1.0)]> : tensor<5xcomplex<f64>>} : (tensor<5xcomplex<f64>>) -> ()
  "func.return"() : () -> ()
}
