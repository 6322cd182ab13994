// power (seed 000): integers (exact integer exponentiation), floats (IEEE pow) and complex
// numbers, one case per element-type family (G1). Implementation-defined inputs (integer
// overflow, division by zero, ...; the reference's Unspecified entries) are left out (G5). (That
// includes a negative integer exponent of a base other than 1 and -1.)
// i64: exact powers up to the limits, 0^0 = 1, negative exponents of 1 and -1
func.func @power_i64() {
  %lhs = "stablehlo.constant"() {value = dense<[3, -2, 2, -2, 0, 0, -1, -1, 1, 7]> : tensor<10xi64>} : () -> tensor<10xi64>
  %rhs = "stablehlo.constant"() {value = dense<[4, 3, 62, 63, 0, 5, 9223372036854775807, -4, -9223372036854775808, 22]> : tensor<10xi64>} : () -> tensor<10xi64>
  %result = "stablehlo.power"(%lhs, %rhs) : (tensor<10xi64>, tensor<10xi64>) -> tensor<10xi64>
  "check.expect_eq_const"(%result) {value = dense<[81, -8, 4611686018427387904, -9223372036854775808, 1, 0, -1, 1, 1, 3909821048582988049]> : tensor<10xi64>} : (tensor<10xi64>) -> ()
  "func.return"() : () -> ()
}

// -----

// ui64: large exact powers
func.func @power_ui64() {
  %lhs = "stablehlo.constant"() {value = dense<[2, 3, 255, 1, 0]> : tensor<5xui64>} : () -> tensor<5xui64>
  %rhs = "stablehlo.constant"() {value = dense<[63, 40, 8, 18446744073709551615, 0]> : tensor<5xui64>} : () -> tensor<5xui64>
  %result = "stablehlo.power"(%lhs, %rhs) : (tensor<5xui64>, tensor<5xui64>) -> tensor<5xui64>
  "check.expect_eq_const"(%result) {value = dense<[9223372036854775808, 12157665459056928801, 17878103347812890625, 1, 1]> : tensor<5xui64>} : (tensor<5xui64>) -> ()
  "func.return"() : () -> ()
}

// -----

// i8
func.func @power_i8() {
  %lhs = "stablehlo.constant"() {value = dense<[-2, 3, -1, 5]> : tensor<4xi8>} : () -> tensor<4xi8>
  %rhs = "stablehlo.constant"() {value = dense<[7, 4, -127, 0]> : tensor<4xi8>} : () -> tensor<4xi8>
  %result = "stablehlo.power"(%lhs, %rhs) : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  "check.expect_eq_const"(%result) {value = dense<[-128, 81, -1, 1]> : tensor<4xi8>} : (tensor<4xi8>) -> ()
  "func.return"() : () -> ()
}

// -----

// f64: IEEE pow's special cases and exact results
func.func @power_f64() {
  %lhs = "stablehlo.constant"() {value = dense<[0x7FF8000000000000, 1.0, -1.0, -8.0, 0.0, -0.0, -0.0, 0xFFF0000000000000, 0xFFF0000000000000, 0.5, -2.0, 0x7FF0000000000000, 2.0, -3.0]> : tensor<14xf64>} : () -> tensor<14xf64>
  %rhs = "stablehlo.constant"() {value = dense<[0.0, 0x7FF8000000000000, 0x7FF0000000000000, 0.3333333333333333, -1.0, -1.0, -2.0, -3.0, 3.0, 0xFFF0000000000000, -1.0, -0.5, -1074.0, 3.0]> : tensor<14xf64>} : () -> tensor<14xf64>
  %result = "stablehlo.power"(%lhs, %rhs) : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xf64>
  "check.expect_eq_const"(%result) {value = dense<[1.0, 1.0, 1.0, 0x7FF8000000000000, 0x7FF0000000000000, 0xFFF0000000000000, 0x7FF0000000000000, -0.0, 0xFFF0000000000000, 0x7FF0000000000000, -0.5, 0.0, 0x0000000000000001, -27.0]> : tensor<14xf64>} : (tensor<14xf64>) -> ()
  "func.return"() : () -> ()
}

// -----

// f64: inexact results (the spec's example with 10000^10 = 1e40, finite in f64)
func.func @power_f64_inexact() {
  %lhs = "stablehlo.constant"() {value = dense<[2.0, 10.0, 3.0, 10000.0, -36.0]> : tensor<5xf64>} : () -> tensor<5xf64>
  %rhs = "stablehlo.constant"() {value = dense<[0.5, -0.5, -1.0, 10.0, 1.1]> : tensor<5xf64>} : () -> tensor<5xf64>
  %result = "stablehlo.power"(%lhs, %rhs) : (tensor<5xf64>, tensor<5xf64>) -> tensor<5xf64>
  "check.expect_almost_eq_const"(%result) {value = dense<[1.4142135623730951, 0.31622776601683794, 0.3333333333333333, 1.0e+40, 0x7FF8000000000000]> : tensor<5xf64>} : (tensor<5xf64>) -> ()
  "func.return"() : () -> ()
}

// -----

// f32: overflow to inf, underflow to 0, exact results
func.func @power_f32() {
  %lhs = "stablehlo.constant"() {value = dense<[10.0, 10.0, 2.0, 0.5]> : tensor<4xf32>} : () -> tensor<4xf32>
  %rhs = "stablehlo.constant"() {value = dense<[39.0, -46.0, -149.0, 2.0]> : tensor<4xf32>} : () -> tensor<4xf32>
  %result = "stablehlo.power"(%lhs, %rhs) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  "check.expect_eq_const"(%result) {value = dense<[0x7F800000, 0.0, 0x00000001, 0.25]> : tensor<4xf32>} : (tensor<4xf32>) -> ()
  "func.return"() : () -> ()
}

// -----

// bf16: exact results
func.func @power_bf16() {
  %lhs = "stablehlo.constant"() {value = dense<[3.0, -2.0, 4.0]> : tensor<3xbf16>} : () -> tensor<3xbf16>
  %rhs = "stablehlo.constant"() {value = dense<[4.0, 3.0, 0.5]> : tensor<3xbf16>} : () -> tensor<3xbf16>
  %result = "stablehlo.power"(%lhs, %rhs) : (tensor<3xbf16>, tensor<3xbf16>) -> tensor<3xbf16>
  "check.expect_eq_const"(%result) {value = dense<[81.0, -8.0, 2.0]> : tensor<3xbf16>} : (tensor<3xbf16>) -> ()
  "func.return"() : () -> ()
}

// -----

// complex<f64>: (1 + i)^2 = 2i, 2^i, (-1)^0.5 = i
func.func @power_complex_f64() {
  %lhs = "stablehlo.constant"() {value = dense<[(1.0, 1.0), (2.0, 0.0), (-1.0, 0.0)]> : tensor<3xcomplex<f64>>} : () -> tensor<3xcomplex<f64>>
  %rhs = "stablehlo.constant"() {value = dense<[(2.0, 0.0), (0.0, 1.0), (0.5, 0.0)]> : tensor<3xcomplex<f64>>} : () -> tensor<3xcomplex<f64>>
  %result = "stablehlo.power"(%lhs, %rhs) : (tensor<3xcomplex<f64>>, tensor<3xcomplex<f64>>) -> tensor<3xcomplex<f64>>
  "check.expect_almost_eq_const"(%result) {value = dense<[(0.0, 2.0), (0.7692389013639721, 0.6389612763136348), (0.0, 1.0)]> : tensor<3xcomplex<f64>>} : (tensor<3xcomplex<f64>>) -> ()
  "func.return"() : () -> ()
}
