// sign (seed 000): signed integers (-1, 0, 1), floats (NaN, -0.0 and +0.0 stay; -1.0 or 1.0
// otherwise) and complex numbers (x / abs(x); NaN parts give (NaN, NaN), 0 gives 0), one case
// per family (G1). Implementation-defined inputs (integer overflow, division by zero, ...; the
// reference's Unspecified entries) are left out (G5). (That includes complex numbers with an
// infinite part.)
// i64: the minimum, -5, 0, 7, the maximum
func.func @sign_i64() {
  %operand = "stablehlo.constant"() {value = dense<[-9223372036854775808, -5, 0, 7, 9223372036854775807]> : tensor<5xi64>} : () -> tensor<5xi64>
  %result = "stablehlo.sign"(%operand) : (tensor<5xi64>) -> tensor<5xi64>
  "check.expect_eq_const"(%result) {value = dense<[-1, -1, 0, 1, 1]> : tensor<5xi64>} : (tensor<5xi64>) -> ()
  "func.return"() : () -> ()
}

// -----

// i2: sub-byte storage
func.func @sign_i2() {
  %operand = "stablehlo.constant"() {value = dense<[-2, -1, 0, 1]> : tensor<4xi2>} : () -> tensor<4xi2>
  %result = "stablehlo.sign"(%operand) : (tensor<4xi2>) -> tensor<4xi2>
  "check.expect_eq_const"(%result) {value = dense<[-1, -1, 0, 1]> : tensor<4xi2>} : (tensor<4xi2>) -> ()
  "func.return"() : () -> ()
}

// -----

// f64: NaN, infinities, signed zeros, subnormals
func.func @sign_f64() {
  %operand = "stablehlo.constant"() {value = dense<[0x7FF8000000000000, 0xFFF0000000000000, -1.0e+300, -0.0, 0.0, 0x0000000000000001, 0x8000000000000001, 0x7FF0000000000000]> : tensor<8xf64>} : () -> tensor<8xf64>
  %result = "stablehlo.sign"(%operand) : (tensor<8xf64>) -> tensor<8xf64>
  "check.expect_eq_const"(%result) {value = dense<[0x7FF8000000000000, -1.0, -1.0, -0.0, 0.0, 1.0, -1.0, 1.0]> : tensor<8xf64>} : (tensor<8xf64>) -> ()
  "func.return"() : () -> ()
}

// -----

// f32
func.func @sign_f32() {
  %operand = "stablehlo.constant"() {value = dense<[0x7FC00000, 0x80000001, -0.0, 0.0, 0.5]> : tensor<5xf32>} : () -> tensor<5xf32>
  %result = "stablehlo.sign"(%operand) : (tensor<5xf32>) -> tensor<5xf32>
  "check.expect_eq_const"(%result) {value = dense<[0x7FC00000, -1.0, -0.0, 0.0, 1.0]> : tensor<5xf32>} : (tensor<5xf32>) -> ()
  "func.return"() : () -> ()
}

// -----

// bf16: narrow floats
func.func @sign_bf16() {
  %operand = "stablehlo.constant"() {value = dense<[-3.0, -0.0, 0.0, 0x7F80]> : tensor<4xbf16>} : () -> tensor<4xbf16>
  %result = "stablehlo.sign"(%operand) : (tensor<4xbf16>) -> tensor<4xbf16>
  "check.expect_eq_const"(%result) {value = dense<[-1.0, -0.0, 0.0, 1.0]> : tensor<4xbf16>} : (tensor<4xbf16>) -> ()
  "func.return"() : () -> ()
}

// -----

// complex<f64>: x / |x|, 0, NaN parts
func.func @sign_complex_f64() {
  %operand = "stablehlo.constant"() {value = dense<[(3.0, 4.0), (-2.5, 0.0), (0.0, 0.0), (0x7FF8000000000000, 1.0), (1.0, 0x7FF8000000000000)]> : tensor<5xcomplex<f64>>} : () -> tensor<5xcomplex<f64>>
  %result = "stablehlo.sign"(%operand) : (tensor<5xcomplex<f64>>) -> tensor<5xcomplex<f64>>
  "check.expect_almost_eq_const"(%result) {value = dense<[(0.6, 0.8), (-1.0, 0.0), (0.0, 0.0), (0x7FF8000000000000, 0x7FF8000000000000), (0x7FF8000000000000, 0x7FF8000000000000)]> : tensor<5xcomplex<f64>>} : (tensor<5xcomplex<f64>>) -> ()
  "func.return"() : () -> ()
}
