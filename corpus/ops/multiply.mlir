// multiply (seed 000): booleans (logical and), integers, floats (IEEE multiplication, correctly
// rounded) and complex numbers, one case per element-type family (G1). Implementation-defined
// inputs (integer overflow, division by zero, ...; the reference's Unspecified entries) are left
// out (G5).
// i1: logical and
func.func @multiply_i1() {
  %lhs = "stablehlo.constant"() {value = dense<[false, false, true, true]> : tensor<4xi1>} : () -> tensor<4xi1>
  %rhs = "stablehlo.constant"() {value = dense<[false, true, false, true]> : tensor<4xi1>} : () -> tensor<4xi1>
  %result = "stablehlo.multiply"(%lhs, %rhs) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  "check.expect_eq_const"(%result) {value = dense<[false, false, false, true]> : tensor<4xi1>} : (tensor<4xi1>) -> ()
  "func.return"() : () -> ()
}

// -----

// i64: products up to the limits (no overflow)
func.func @multiply_i64() {
  %lhs = "stablehlo.constant"() {value = dense<[3037000499, -4611686018427387904, -7, 0]> : tensor<4xi64>} : () -> tensor<4xi64>
  %rhs = "stablehlo.constant"() {value = dense<[3037000499, 2, 6, -9223372036854775808]> : tensor<4xi64>} : () -> tensor<4xi64>
  %result = "stablehlo.multiply"(%lhs, %rhs) : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
  "check.expect_eq_const"(%result) {value = dense<[9223372030926249001, -9223372036854775808, -42, 0]> : tensor<4xi64>} : (tensor<4xi64>) -> ()
  "func.return"() : () -> ()
}

// -----

// ui64: up to the maximum
func.func @multiply_ui64() {
  %lhs = "stablehlo.constant"() {value = dense<[4294967297, 9223372036854775808, 3]> : tensor<3xui64>} : () -> tensor<3xui64>
  %rhs = "stablehlo.constant"() {value = dense<[4294967295, 1, 5]> : tensor<3xui64>} : () -> tensor<3xui64>
  %result = "stablehlo.multiply"(%lhs, %rhs) : (tensor<3xui64>, tensor<3xui64>) -> tensor<3xui64>
  "check.expect_eq_const"(%result) {value = dense<[18446744073709551615, 9223372036854775808, 15]> : tensor<3xui64>} : (tensor<3xui64>) -> ()
  "func.return"() : () -> ()
}

// -----

// i4: sub-byte storage
func.func @multiply_i4() {
  %lhs = "stablehlo.constant"() {value = dense<[-2, 3, -8]> : tensor<3xi4>} : () -> tensor<3xi4>
  %rhs = "stablehlo.constant"() {value = dense<[4, -2, 0]> : tensor<3xi4>} : () -> tensor<3xi4>
  %result = "stablehlo.multiply"(%lhs, %rhs) : (tensor<3xi4>, tensor<3xi4>) -> tensor<3xi4>
  "check.expect_eq_const"(%result) {value = dense<[-8, -6, 0]> : tensor<3xi4>} : (tensor<3xi4>) -> ()
  "func.return"() : () -> ()
}

// -----

// f64: inf * 0, signed zeros, overflow, underflow to a tie (2^-1075: 0)
func.func @multiply_f64() {
  %lhs = "stablehlo.constant"() {value = dense<[0x7FF0000000000000, -0.0, -3.0, 1.7976931348623157e+308, 0x0000000000000001, 0.1]> : tensor<6xf64>} : () -> tensor<6xf64>
  %rhs = "stablehlo.constant"() {value = dense<[0.0, 5.0, -0.0, 2.0, 0.5, 3.0]> : tensor<6xf64>} : () -> tensor<6xf64>
  %result = "stablehlo.multiply"(%lhs, %rhs) : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xf64>
  "check.expect_eq_const"(%result) {value = dense<[0x7FF8000000000000, -0.0, 0.0, 0x7FF0000000000000, 0.0, 0.30000000000000004]> : tensor<6xf64>} : (tensor<6xf64>) -> ()
  "func.return"() : () -> ()
}

// -----

// f32: rounded products, a subnormal result, NaN
func.func @multiply_f32() {
  %lhs = "stablehlo.constant"() {value = dense<[0.10000000149011612, 1.1754943508222875e-38, 0x7FC00000, 0xFF800000]> : tensor<4xf32>} : () -> tensor<4xf32>
  %rhs = "stablehlo.constant"() {value = dense<[3.0, 0.25, 0.0, -2.0]> : tensor<4xf32>} : () -> tensor<4xf32>
  %result = "stablehlo.multiply"(%lhs, %rhs) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  "check.expect_eq_const"(%result) {value = dense<[0.30000001192092896, 0x00200000, 0x7FC00000, 0x7F800000]> : tensor<4xf32>} : (tensor<4xf32>) -> ()
  "func.return"() : () -> ()
}

// -----

// bf16: a rounded product (257/256 * 3 = 3 + 3/256 rounds to 3.0; 1.5 * 1.5 is exact)
func.func @multiply_bf16() {
  %lhs = "stablehlo.constant"() {value = dense<[1.5, 3.0, 1.0078125]> : tensor<3xbf16>} : () -> tensor<3xbf16>
  %rhs = "stablehlo.constant"() {value = dense<[1.5, 1.0078125, 1.0078125]> : tensor<3xbf16>} : () -> tensor<3xbf16>
  %result = "stablehlo.multiply"(%lhs, %rhs) : (tensor<3xbf16>, tensor<3xbf16>) -> tensor<3xbf16>
  "check.expect_eq_const"(%result) {value = dense<[2.25, 3.03125, 1.015625]> : tensor<3xbf16>} : (tensor<3xbf16>) -> ()
  "func.return"() : () -> ()
}

// -----

// complex<f64>
func.func @multiply_complex_f64() {
  %lhs = "stablehlo.constant"() {value = dense<[(1.0, 2.0), (-0.5, 0.25)]> : tensor<2xcomplex<f64>>} : () -> tensor<2xcomplex<f64>>
  %rhs = "stablehlo.constant"() {value = dense<[(3.0, 4.0), (2.0, -8.0)]> : tensor<2xcomplex<f64>>} : () -> tensor<2xcomplex<f64>>
  %result = "stablehlo.multiply"(%lhs, %rhs) : (tensor<2xcomplex<f64>>, tensor<2xcomplex<f64>>) -> tensor<2xcomplex<f64>>
  "check.expect_eq_const"(%result) {value = dense<[(-5.0, 10.0), (1.0, 4.5)]> : tensor<2xcomplex<f64>>} : (tensor<2xcomplex<f64>>) -> ()
  "func.return"() : () -> ()
}
