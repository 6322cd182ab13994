// real (seed 000): the real part of complex<f32> and complex<f64>; real operands unchanged.
// complex<f32> -> f32
func.func @real_complex_f32() {
  %operand = "stablehlo.constant"() {value = dense<[(1.5, 2.0), (-0.0, 3.0)]> : tensor<2xcomplex<f32>>} : () -> tensor<2xcomplex<f32>>
  %result = "stablehlo.real"(%operand) : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  "check.expect_eq_const"(%result) {value = dense<[1.5, -0.0]> : tensor<2xf32>} : (tensor<2xf32>) -> ()
  "func.return"() : () -> ()
}

// -----

// complex<f64> -> f64
func.func @real_complex_f64() {
  %operand = "stablehlo.constant"() {value = dense<[(0.1, 2.0), (-1.0E+300, 3.0)]> : tensor<2xcomplex<f64>>} : () -> tensor<2xcomplex<f64>>
  %result = "stablehlo.real"(%operand) : (tensor<2xcomplex<f64>>) -> tensor<2xf64>
  "check.expect_eq_const"(%result) {value = dense<[0.1, -1.0E+300]> : tensor<2xf64>} : (tensor<2xf64>) -> ()
  "func.return"() : () -> ()
}

// -----

// a real operand is its own real part
func.func @real_f32() {
  %operand = "stablehlo.constant"() {value = dense<[1.5, -0.0, 0x7FC00000]> : tensor<3xf32>} : () -> tensor<3xf32>
  %result = "stablehlo.real"(%operand) : (tensor<3xf32>) -> tensor<3xf32>
  "check.expect_eq_const"(%result) {value = dense<[1.5, -0.0, 0x7FC00000]> : tensor<3xf32>} : (tensor<3xf32>) -> ()
  "func.return"() : () -> ()
}

// -----

// a real operand of a narrow float type
func.func @real_bf16() {
  %operand = "stablehlo.constant"() {value = dense<[1.5, -2.0]> : tensor<2xbf16>} : () -> tensor<2xbf16>
  %result = "stablehlo.real"(%operand) : (tensor<2xbf16>) -> tensor<2xbf16>
  "check.expect_eq_const"(%result) {value = dense<[1.5, -2.0]> : tensor<2xbf16>} : (tensor<2xbf16>) -> ()
  "func.return"() : () -> ()
}
