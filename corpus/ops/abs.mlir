// abs (seed 000): signed integers, floats (IEEE abs: NaN, +-inf, +-0, subnormals) and complex
// moduli (exact Pythagorean cases), one case per element-type family (G1). Implementation-
// defined inputs (integer overflow, division by zero, ...; the reference's Unspecified entries)
// are left out (G5).
// i64: -max (abs(min) overflows), -2, 0, 2, max
func.func @abs_i64() {
  %operand = "stablehlo.constant"() {value = dense<[-9223372036854775807, -2, 0, 2, 9223372036854775807]> : tensor<5xi64>} : () -> tensor<5xi64>
  %result = "stablehlo.abs"(%operand) : (tensor<5xi64>) -> tensor<5xi64>
  "check.expect_eq_const"(%result) {value = dense<[9223372036854775807, 2, 0, 2, 9223372036854775807]> : tensor<5xi64>} : (tensor<5xi64>) -> ()
  "func.return"() : () -> ()
}

// -----

// i4: sub-byte storage
func.func @abs_i4() {
  %operand = "stablehlo.constant"() {value = dense<[-7, -1, 0, 7]> : tensor<4xi4>} : () -> tensor<4xi4>
  %result = "stablehlo.abs"(%operand) : (tensor<4xi4>) -> tensor<4xi4>
  "check.expect_eq_const"(%result) {value = dense<[7, 1, 0, 7]> : tensor<4xi4>} : (tensor<4xi4>) -> ()
  "func.return"() : () -> ()
}

// -----

// f64: -0, -inf, NaN, the smallest subnormal, -1.5
func.func @abs_f64() {
  %operand = "stablehlo.constant"() {value = dense<[-0.0, 0xFFF0000000000000, 0x7FF8000000000000, 0x8000000000000001, -1.5]> : tensor<5xf64>} : () -> tensor<5xf64>
  %result = "stablehlo.abs"(%operand) : (tensor<5xf64>) -> tensor<5xf64>
  "check.expect_eq_const"(%result) {value = dense<[0.0, 0x7FF0000000000000, 0x7FF8000000000000, 0x0000000000000001, 1.5]> : tensor<5xf64>} : (tensor<5xf64>) -> ()
  "func.return"() : () -> ()
}

// -----

// f32: -0, -inf, NaN, the smallest subnormal, -max
func.func @abs_f32() {
  %operand = "stablehlo.constant"() {value = dense<[-0.0, 0xFF800000, 0x7FC00000, 0x80000001, -3.4028234663852886e+38]> : tensor<5xf32>} : () -> tensor<5xf32>
  %result = "stablehlo.abs"(%operand) : (tensor<5xf32>) -> tensor<5xf32>
  "check.expect_eq_const"(%result) {value = dense<[0.0, 0x7F800000, 0x7FC00000, 0x00000001, 3.4028234663852886e+38]> : tensor<5xf32>} : (tensor<5xf32>) -> ()
  "func.return"() : () -> ()
}

// -----

// bf16: narrow floats
func.func @abs_bf16() {
  %operand = "stablehlo.constant"() {value = dense<[-2.5, -0.0, 3.0, 0xFF80]> : tensor<4xbf16>} : () -> tensor<4xbf16>
  %result = "stablehlo.abs"(%operand) : (tensor<4xbf16>) -> tensor<4xbf16>
  "check.expect_eq_const"(%result) {value = dense<[2.5, 0.0, 3.0, 0x7F80]> : tensor<4xbf16>} : (tensor<4xbf16>) -> ()
  "func.return"() : () -> ()
}

// -----

// complex<f64> -> f64: the modulus
func.func @abs_complex_f64() {
  %operand = "stablehlo.constant"() {value = dense<[(3.0, 4.0), (-5.0, -12.0), (0.0, -0.0), (-8.0, 0.0)]> : tensor<4xcomplex<f64>>} : () -> tensor<4xcomplex<f64>>
  %result = "stablehlo.abs"(%operand) : (tensor<4xcomplex<f64>>) -> tensor<4xf64>
  "check.expect_eq_const"(%result) {value = dense<[5.0, 13.0, 0.0, 8.0]> : tensor<4xf64>} : (tensor<4xf64>) -> ()
  "func.return"() : () -> ()
}

// -----

// complex<f32> -> f32: the modulus
func.func @abs_complex_f32() {
  %operand = "stablehlo.constant"() {value = dense<[(3.0, 4.0), (-0.0, 7.0)]> : tensor<2xcomplex<f32>>} : () -> tensor<2xcomplex<f32>>
  %result = "stablehlo.abs"(%operand) : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  "check.expect_eq_const"(%result) {value = dense<[5.0, 7.0]> : tensor<2xf32>} : (tensor<2xf32>) -> ()
  "func.return"() : () -> ()
}
