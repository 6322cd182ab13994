// tanh (seed 000): floats (IEEE-754 tanh; special cases exact per IEEE-754) and complex numbers (principal branch),
// one case per element-type family (G1). Implementation-defined inputs (the reference's Unspecified entries: complex operands or results with an infinite or NaN part) are left out (G5).
// f64: tanh of -3, -0.5, 0.25, 1, 20, 1e-310 (a subnormal among them)
func.func @tanh_f64() {
  %operand = "stablehlo.constant"() {value = dense<[-3.0, -0.5, 0.25, 1.0, 20.0, 1.0e-310]> : tensor<6xf64>} : () -> tensor<6xf64>
  %result = "stablehlo.tanh"(%operand) : (tensor<6xf64>) -> tensor<6xf64>
  "check.expect_almost_eq_const"(%result) {value = dense<[-0.9950547536867305, -0.46211715726000974, 0.24491866240370913, 0.7615941559557649, 1.0, 1.0e-310]> : tensor<6xf64>} : (tensor<6xf64>) -> ()
  "func.return"() : () -> ()
}

// -----

// f32: tanh of -3, -0.5, 0.25, 1, 5
func.func @tanh_f32() {
  %operand = "stablehlo.constant"() {value = dense<[-3.0, -0.5, 0.25, 1.0, 5.0]> : tensor<5xf32>} : () -> tensor<5xf32>
  %result = "stablehlo.tanh"(%operand) : (tensor<5xf32>) -> tensor<5xf32>
  "check.expect_almost_eq_const"(%result) {value = dense<[-0.9950548, -0.46211717, 0.24491866, 0.7615942, 0.9999092]> : tensor<5xf32>} : (tensor<5xf32>) -> ()
  "func.return"() : () -> ()
}

// -----

// f16: tanh of -3, -0.5, 0.25, 1, 5 (results rounded to f16)
func.func @tanh_f16() {
  %operand = "stablehlo.constant"() {value = dense<[-3.0, -0.5, 0.25, 1.0, 5.0]> : tensor<5xf16>} : () -> tensor<5xf16>
  %result = "stablehlo.tanh"(%operand) : (tensor<5xf16>) -> tensor<5xf16>
  "check.expect_almost_eq_const"(%result) {value = dense<[-0.995, -0.4622, 0.2449, 0.7617, 1.0]> : tensor<5xf16>} : (tensor<5xf16>) -> ()
  "func.return"() : () -> ()
}

// -----

// bf16: tanh of -3, -0.5, 0.25, 1, 5 (results rounded to bf16)
func.func @tanh_bf16() {
  %operand = "stablehlo.constant"() {value = dense<[-3.0, -0.5, 0.25, 1.0, 5.0]> : tensor<5xbf16>} : () -> tensor<5xbf16>
  %result = "stablehlo.tanh"(%operand) : (tensor<5xbf16>) -> tensor<5xbf16>
  "check.expect_almost_eq_const"(%result) {value = dense<[-0.996094, -0.462891, 0.245117, 0.761719, 1.0]> : tensor<5xbf16>} : (tensor<5xbf16>) -> ()
  "func.return"() : () -> ()
}

// -----

// f64: IEEE-754 special cases, exact: tanh(0) = 0, tanh(-0) = -0, tanh(inf) = 1, tanh(-inf) = -1, tanh(nan) = nan
func.func @tanh_special_values_f64() {
  %operand = "stablehlo.constant"() {value = dense<[0.0, -0.0, 0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000]> : tensor<5xf64>} : () -> tensor<5xf64>
  %result = "stablehlo.tanh"(%operand) : (tensor<5xf64>) -> tensor<5xf64>
  "check.expect_eq_const"(%result) {value = dense<[0.0, -0.0, 1.0, -1.0, 0x7FF8000000000000]> : tensor<5xf64>} : (tensor<5xf64>) -> ()
  "func.return"() : () -> ()
}

// -----

// f32: IEEE-754 special cases, exact: tanh(0) = 0, tanh(-0) = -0, tanh(inf) = 1, tanh(-inf) = -1, tanh(nan) = nan
func.func @tanh_special_values_f32() {
  %operand = "stablehlo.constant"() {value = dense<[0.0, -0.0, 0x7F800000, 0xFF800000, 0x7FC00000]> : tensor<5xf32>} : () -> tensor<5xf32>
  %result = "stablehlo.tanh"(%operand) : (tensor<5xf32>) -> tensor<5xf32>
  "check.expect_eq_const"(%result) {value = dense<[0.0, -0.0, 1.0, -1.0, 0x7FC00000]> : tensor<5xf32>} : (tensor<5xf32>) -> ()
  "func.return"() : () -> ()
}

// -----

// complex<f64>: the principal value at points off the branch cuts and poles
func.func @tanh_complex_f64() {
  %operand = "stablehlo.constant"() {value = dense<[(1.0, 2.0), (-0.5, 0.75), (3.0, -1.0), (-2.0, -0.5)]> : tensor<4xcomplex<f64>>} : () -> tensor<4xcomplex<f64>>
  %result = "stablehlo.tanh"(%operand) : (tensor<4xcomplex<f64>>) -> tensor<4xcomplex<f64>>
  "check.expect_almost_eq_const"(%result) {value = dense<[(1.16673625724092, -0.24345820118572534), (-0.7282118012804724, 0.6180963948062024), (1.0020549882458119, -0.004517137276658425), (-0.979940849961738, -0.030215987322877582)]> : tensor<4xcomplex<f64>>} : (tensor<4xcomplex<f64>>) -> ()
  "func.return"() : () -> ()
}

// -----

// complex<f32>: the principal value at points off the branch cuts and poles
func.func @tanh_complex_f32() {
  %operand = "stablehlo.constant"() {value = dense<[(1.0, 2.0), (-0.5, 0.75), (3.0, -1.0), (-2.0, -0.5)]> : tensor<4xcomplex<f32>>} : () -> tensor<4xcomplex<f32>>
  %result = "stablehlo.tanh"(%operand) : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
  "check.expect_almost_eq_const"(%result) {value = dense<[(1.1667362, -0.2434582), (-0.7282118, 0.6180964), (1.0020549, -0.004517137), (-0.97994083, -0.030215988)]> : tensor<4xcomplex<f32>>} : (tensor<4xcomplex<f32>>) -> ()
  "func.return"() : () -> ()
}
