// imag (seed 000): the imaginary part of complex<f32> and complex<f64>; zero for real operands
// (f8E8M0FNU, which has no zero, is left out).
// complex<f32> -> f32
func.func @imag_complex_f32() {
  %operand = "stablehlo.constant"() {value = dense<[(1.5, 2.0), (3.0, -0.0)]> : tensor<2xcomplex<f32>>} : () -> tensor<2xcomplex<f32>>
  %result = "stablehlo.imag"(%operand) : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  "check.expect_eq_const"(%result) {value = dense<[2.0, -0.0]> : tensor<2xf32>} : (tensor<2xf32>) -> ()
  "func.return"() : () -> ()
}

// -----

// complex<f64> -> f64
func.func @imag_complex_f64() {
  %operand = "stablehlo.constant"() {value = dense<[(1.0, 0.1), (3.0, -1.0E+300)]> : tensor<2xcomplex<f64>>} : () -> tensor<2xcomplex<f64>>
  %result = "stablehlo.imag"(%operand) : (tensor<2xcomplex<f64>>) -> tensor<2xf64>
  "check.expect_eq_const"(%result) {value = dense<[0.1, -1.0E+300]> : tensor<2xf64>} : (tensor<2xf64>) -> ()
  "func.return"() : () -> ()
}

// -----

// a real operand's imaginary part is zero
func.func @imag_f64() {
  %operand = "stablehlo.constant"() {value = dense<[1.5, -2.0, 0x7FF0000000000000]> : tensor<3xf64>} : () -> tensor<3xf64>
  %result = "stablehlo.imag"(%operand) : (tensor<3xf64>) -> tensor<3xf64>
  "check.expect_eq_const"(%result) {value = dense<[0.0, 0.0, 0.0]> : tensor<3xf64>} : (tensor<3xf64>) -> ()
  "func.return"() : () -> ()
}

// -----

// a narrow float operand's imaginary part is zero
func.func @imag_f16() {
  %operand = "stablehlo.constant"() {value = dense<[1.5, -2.0]> : tensor<2xf16>} : () -> tensor<2xf16>
  %result = "stablehlo.imag"(%operand) : (tensor<2xf16>) -> tensor<2xf16>
  "check.expect_eq_const"(%result) {value = dense<[0.0, 0.0]> : tensor<2xf16>} : (tensor<2xf16>) -> ()
  "func.return"() : () -> ()
}
