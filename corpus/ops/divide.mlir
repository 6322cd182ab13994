// divide (seed 000): integers (truncated toward zero), floats (IEEE division, correctly rounded)
// and complex numbers, one case per element-type family (G1). Implementation-defined inputs
// (integer overflow, division by zero, ...; the reference's Unspecified entries) are left out
// (G5).
// i64: truncation toward zero in every sign combination
func.func @divide_i64() {
  %lhs = "stablehlo.constant"() {value = dense<[17, -17, 17, -17, -9223372036854775808, 9223372036854775807, 0, -9223372036854775808]> : tensor<8xi64>} : () -> tensor<8xi64>
  %rhs = "stablehlo.constant"() {value = dense<[3, 3, -3, -3, 2, -1, -5, -9223372036854775808]> : tensor<8xi64>} : () -> tensor<8xi64>
  %result = "stablehlo.divide"(%lhs, %rhs) : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi64>
  "check.expect_eq_const"(%result) {value = dense<[5, -5, -5, 5, -4611686018427387904, -9223372036854775807, 0, 1]> : tensor<8xi64>} : (tensor<8xi64>) -> ()
  "func.return"() : () -> ()
}

// -----

// ui64: large unsigned quotients
func.func @divide_ui64() {
  %lhs = "stablehlo.constant"() {value = dense<[18446744073709551615, 18446744073709551615, 7, 9223372036854775808]> : tensor<4xui64>} : () -> tensor<4xui64>
  %rhs = "stablehlo.constant"() {value = dense<[2, 18446744073709551615, 8, 3]> : tensor<4xui64>} : () -> tensor<4xui64>
  %result = "stablehlo.divide"(%lhs, %rhs) : (tensor<4xui64>, tensor<4xui64>) -> tensor<4xui64>
  "check.expect_eq_const"(%result) {value = dense<[9223372036854775807, 1, 0, 3074457345618258602]> : tensor<4xui64>} : (tensor<4xui64>) -> ()
  "func.return"() : () -> ()
}

// -----

// i4: sub-byte storage
func.func @divide_i4() {
  %lhs = "stablehlo.constant"() {value = dense<[-8, 7, -7, 5]> : tensor<4xi4>} : () -> tensor<4xi4>
  %rhs = "stablehlo.constant"() {value = dense<[3, -2, 2, 7]> : tensor<4xi4>} : () -> tensor<4xi4>
  %result = "stablehlo.divide"(%lhs, %rhs) : (tensor<4xi4>, tensor<4xi4>) -> tensor<4xi4>
  "check.expect_eq_const"(%result) {value = dense<[-2, -3, -3, 0]> : tensor<4xi4>} : (tensor<4xi4>) -> ()
  "func.return"() : () -> ()
}

// -----

// f64: 1/0, -1/0, 0/0, inf/inf, 1/-inf, subnormal results, a rounded quotient
func.func @divide_f64() {
  %lhs = "stablehlo.constant"() {value = dense<[1.0, -1.0, 0.0, 0x7FF0000000000000, 1.0, 0x0000000000000001, 1.0, 17.1]> : tensor<8xf64>} : () -> tensor<8xf64>
  %rhs = "stablehlo.constant"() {value = dense<[0.0, 0.0, 0.0, 0x7FF0000000000000, 0xFFF0000000000000, 2.0, 3.0, 3.0]> : tensor<8xf64>} : () -> tensor<8xf64>
  %result = "stablehlo.divide"(%lhs, %rhs) : (tensor<8xf64>, tensor<8xf64>) -> tensor<8xf64>
  "check.expect_eq_const"(%result) {value = dense<[0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000, 0x7FF8000000000000, -0.0, 0.0, 0.3333333333333333, 5.7]> : tensor<8xf64>} : (tensor<8xf64>) -> ()
  "func.return"() : () -> ()
}

// -----

// f32: the spec's inputs, correctly rounded (17.1 / 3 = 5.7000003)
func.func @divide_f32() {
  %lhs = "stablehlo.constant"() {value = dense<[17.100000381469727, -17.100000381469727, 17.100000381469727, -17.100000381469727, 1.0]> : tensor<5xf32>} : () -> tensor<5xf32>
  %rhs = "stablehlo.constant"() {value = dense<[3.0, 3.0, -3.0, -3.0, -0.0]> : tensor<5xf32>} : () -> tensor<5xf32>
  %result = "stablehlo.divide"(%lhs, %rhs) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
  "check.expect_eq_const"(%result) {value = dense<[5.700000286102295, -5.700000286102295, -5.700000286102295, 5.700000286102295, 0xFF800000]> : tensor<5xf32>} : (tensor<5xf32>) -> ()
  "func.return"() : () -> ()
}

// -----

// f16: rounded quotients (1/3, 2/3 and 65504/0.5 overflowing to inf)
func.func @divide_f16() {
  %lhs = "stablehlo.constant"() {value = dense<[1.0, 2.0, 65504.0]> : tensor<3xf16>} : () -> tensor<3xf16>
  %rhs = "stablehlo.constant"() {value = dense<[3.0, 3.0, 0.5]> : tensor<3xf16>} : () -> tensor<3xf16>
  %result = "stablehlo.divide"(%lhs, %rhs) : (tensor<3xf16>, tensor<3xf16>) -> tensor<3xf16>
  "check.expect_eq_const"(%result) {value = dense<[0.333251953125, 0.66650390625, 0x7C00]> : tensor<3xf16>} : (tensor<3xf16>) -> ()
  "func.return"() : () -> ()
}

// -----

// complex<f64>: exact quotients
func.func @divide_complex_f64() {
  %lhs = "stablehlo.constant"() {value = dense<[(2.0, 4.0), (-4.0, 0.0), (6.0, 0.0)]> : tensor<3xcomplex<f64>>} : () -> tensor<3xcomplex<f64>>
  %rhs = "stablehlo.constant"() {value = dense<[(1.0, 1.0), (0.0, 2.0), (2.0, 0.0)]> : tensor<3xcomplex<f64>>} : () -> tensor<3xcomplex<f64>>
  %result = "stablehlo.divide"(%lhs, %rhs) : (tensor<3xcomplex<f64>>, tensor<3xcomplex<f64>>) -> tensor<3xcomplex<f64>>
  "check.expect_almost_eq_const"(%result) {value = dense<[(3.0, 1.0), (0.0, 2.0), (3.0, 0.0)]> : tensor<3xcomplex<f64>>} : (tensor<3xcomplex<f64>>) -> ()
  "func.return"() : () -> ()
}
