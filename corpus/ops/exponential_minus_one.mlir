// exponential_minus_one (seed 000): floats (IEEE-754 expm1; special cases exact per IEEE-754) and complex numbers (principal branch),
// one case per element-type family (G1). Implementation-defined inputs (the reference's Unspecified entries: complex operands or results with an infinite or NaN part) are left out (G5).
// f64: exponential_minus_one of -1, -1e-05, 1e-10, 0.5, 2, 700, 1e-310 (a subnormal among them)
func.func @exponential_minus_one_f64() {
  %operand = "stablehlo.constant"() {value = dense<[-1.0, -1.0e-05, 1.0e-10, 0.5, 2.0, 700.0, 1.0e-310]> : tensor<7xf64>} : () -> tensor<7xf64>
  %result = "stablehlo.exponential_minus_one"(%operand) : (tensor<7xf64>) -> tensor<7xf64>
  "check.expect_almost_eq_const"(%result) {value = dense<[-0.6321205588285577, -9.999950000166666e-06, 1.00000000005e-10, 0.6487212707001282, 6.38905609893065, 1.0142320547350045e+304, 1.0e-310]> : tensor<7xf64>} : (tensor<7xf64>) -> ()
  "func.return"() : () -> ()
}

// -----

// f32: exponential_minus_one of -1, -0.125, 0.5, 2, 5
func.func @exponential_minus_one_f32() {
  %operand = "stablehlo.constant"() {value = dense<[-1.0, -0.125, 0.5, 2.0, 5.0]> : tensor<5xf32>} : () -> tensor<5xf32>
  %result = "stablehlo.exponential_minus_one"(%operand) : (tensor<5xf32>) -> tensor<5xf32>
  "check.expect_almost_eq_const"(%result) {value = dense<[-0.63212055, -0.1175031, 0.6487213, 6.389056, 147.41316]> : tensor<5xf32>} : (tensor<5xf32>) -> ()
  "func.return"() : () -> ()
}

// -----

// f16: exponential_minus_one of -1, -0.125, 0.5, 2, 5 (results rounded to f16)
func.func @exponential_minus_one_f16() {
  %operand = "stablehlo.constant"() {value = dense<[-1.0, -0.125, 0.5, 2.0, 5.0]> : tensor<5xf16>} : () -> tensor<5xf16>
  %result = "stablehlo.exponential_minus_one"(%operand) : (tensor<5xf16>) -> tensor<5xf16>
  "check.expect_almost_eq_const"(%result) {value = dense<[-0.6323, -0.1175, 0.649, 6.39, 147.4]> : tensor<5xf16>} : (tensor<5xf16>) -> ()
  "func.return"() : () -> ()
}

// -----

// bf16: exponential_minus_one of -1, -0.125, 0.5, 2, 5 (results rounded to bf16)
func.func @exponential_minus_one_bf16() {
  %operand = "stablehlo.constant"() {value = dense<[-1.0, -0.125, 0.5, 2.0, 5.0]> : tensor<5xbf16>} : () -> tensor<5xbf16>
  %result = "stablehlo.exponential_minus_one"(%operand) : (tensor<5xbf16>) -> tensor<5xbf16>
  "check.expect_almost_eq_const"(%result) {value = dense<[-0.632812, -0.117676, 0.648438, 6.375, 147.0]> : tensor<5xbf16>} : (tensor<5xbf16>) -> ()
  "func.return"() : () -> ()
}

// -----

// f64: IEEE-754 special cases, exact: exponential_minus_one(0) = 0, exponential_minus_one(-0) = -0, exponential_minus_one(inf) = inf, exponential_minus_one(-inf) = -1, exponential_minus_one(nan) = nan
func.func @exponential_minus_one_special_values_f64() {
  %operand = "stablehlo.constant"() {value = dense<[0.0, -0.0, 0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000]> : tensor<5xf64>} : () -> tensor<5xf64>
  %result = "stablehlo.exponential_minus_one"(%operand) : (tensor<5xf64>) -> tensor<5xf64>
  "check.expect_eq_const"(%result) {value = dense<[0.0, -0.0, 0x7FF0000000000000, -1.0, 0x7FF8000000000000]> : tensor<5xf64>} : (tensor<5xf64>) -> ()
  "func.return"() : () -> ()
}

// -----

// f32: IEEE-754 special cases, exact: exponential_minus_one(0) = 0, exponential_minus_one(-0) = -0, exponential_minus_one(inf) = inf, exponential_minus_one(-inf) = -1, exponential_minus_one(nan) = nan
func.func @exponential_minus_one_special_values_f32() {
  %operand = "stablehlo.constant"() {value = dense<[0.0, -0.0, 0x7F800000, 0xFF800000, 0x7FC00000]> : tensor<5xf32>} : () -> tensor<5xf32>
  %result = "stablehlo.exponential_minus_one"(%operand) : (tensor<5xf32>) -> tensor<5xf32>
  "check.expect_eq_const"(%result) {value = dense<[0.0, -0.0, 0x7F800000, -1.0, 0x7FC00000]> : tensor<5xf32>} : (tensor<5xf32>) -> ()
  "func.return"() : () -> ()
}

// -----

// complex<f64>: the principal value at points off the branch cuts and poles
func.func @exponential_minus_one_complex_f64() {
  %operand = "stablehlo.constant"() {value = dense<[(1.0, 2.0), (-0.5, 0.75), (3.0, -1.0), (-2.0, -0.5)]> : tensor<4xcomplex<f64>>} : () -> tensor<4xcomplex<f64>>
  %result = "stablehlo.exponential_minus_one"(%operand) : (tensor<4xcomplex<f64>>) -> tensor<4xcomplex<f64>>
  "check.expect_almost_eq_const"(%result) {value = dense<[(-2.1312043837568133, 2.4717266720048188), (-0.5562082676575708, 0.41343480680265426), (9.852261914197959, -16.901396535150095), (-0.8812321154230542, -0.06488319105786541)]> : tensor<4xcomplex<f64>>} : (tensor<4xcomplex<f64>>) -> ()
  "func.return"() : () -> ()
}

// -----

// complex<f32>: the principal value at points off the branch cuts and poles
func.func @exponential_minus_one_complex_f32() {
  %operand = "stablehlo.constant"() {value = dense<[(1.0, 2.0), (-0.5, 0.75), (3.0, -1.0), (-2.0, -0.5)]> : tensor<4xcomplex<f32>>} : () -> tensor<4xcomplex<f32>>
  %result = "stablehlo.exponential_minus_one"(%operand) : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
  "check.expect_almost_eq_const"(%result) {value = dense<[(-2.1312044, 2.4717267), (-0.55620825, 0.4134348), (9.852262, -16.901396), (-0.88123214, -0.06488319)]> : tensor<4xcomplex<f32>>} : (tensor<4xcomplex<f32>>) -> ()
  "func.return"() : () -> ()
}
