// exponential (seed 000): floats (IEEE-754 exp; special cases exact per IEEE-754) and complex numbers (principal branch),
// one case per element-type family (G1). Implementation-defined inputs (the reference's Unspecified entries: complex operands or results with an infinite or NaN part) are left out (G5).
// f64: exponential of -10, -1, 0.5, 1, 10, 700, 1e-310 (a subnormal among them)
func.func @exponential_f64() {
  %operand = "stablehlo.constant"() {value = dense<[-10.0, -1.0, 0.5, 1.0, 10.0, 700.0, 1.0e-310]> : tensor<7xf64>} : () -> tensor<7xf64>
  %result = "stablehlo.exponential"(%operand) : (tensor<7xf64>) -> tensor<7xf64>
  "check.expect_almost_eq_const"(%result) {value = dense<[4.5399929762484854e-05, 0.36787944117144233, 1.6487212707001282, 2.718281828459045, 22026.465794806718, 1.0142320547350045e+304, 1.0]> : tensor<7xf64>} : (tensor<7xf64>) -> ()
  "func.return"() : () -> ()
}

// -----

// f32: exponential of -10, -1, 0.5, 1, 10
func.func @exponential_f32() {
  %operand = "stablehlo.constant"() {value = dense<[-10.0, -1.0, 0.5, 1.0, 10.0]> : tensor<5xf32>} : () -> tensor<5xf32>
  %result = "stablehlo.exponential"(%operand) : (tensor<5xf32>) -> tensor<5xf32>
  "check.expect_almost_eq_const"(%result) {value = dense<[4.539993e-05, 0.36787945, 1.6487212, 2.7182817, 22026.465]> : tensor<5xf32>} : (tensor<5xf32>) -> ()
  "func.return"() : () -> ()
}

// -----

// f16: exponential of -10, -1, 0.5, 1, 10 (results rounded to f16)
func.func @exponential_f16() {
  %operand = "stablehlo.constant"() {value = dense<[-10.0, -1.0, 0.5, 1.0, 10.0]> : tensor<5xf16>} : () -> tensor<5xf16>
  %result = "stablehlo.exponential"(%operand) : (tensor<5xf16>) -> tensor<5xf16>
  "check.expect_almost_eq_const"(%result) {value = dense<[4.54e-05, 0.368, 1.648, 2.719, 22032.0]> : tensor<5xf16>} : (tensor<5xf16>) -> ()
  "func.return"() : () -> ()
}

// -----

// bf16: exponential of -10, -1, 0.5, 1, 10 (results rounded to bf16)
func.func @exponential_bf16() {
  %operand = "stablehlo.constant"() {value = dense<[-10.0, -1.0, 0.5, 1.0, 10.0]> : tensor<5xbf16>} : () -> tensor<5xbf16>
  %result = "stablehlo.exponential"(%operand) : (tensor<5xbf16>) -> tensor<5xbf16>
  "check.expect_almost_eq_const"(%result) {value = dense<[4.52995e-05, 0.367188, 1.64844, 2.71875, 22016.0]> : tensor<5xbf16>} : (tensor<5xbf16>) -> ()
  "func.return"() : () -> ()
}

// -----

// f64: IEEE-754 special cases, exact: exponential(0) = 1, exponential(-0) = 1, exponential(inf) = inf, exponential(-inf) = 0, exponential(nan) = nan
func.func @exponential_special_values_f64() {
  %operand = "stablehlo.constant"() {value = dense<[0.0, -0.0, 0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000]> : tensor<5xf64>} : () -> tensor<5xf64>
  %result = "stablehlo.exponential"(%operand) : (tensor<5xf64>) -> tensor<5xf64>
  "check.expect_eq_const"(%result) {value = dense<[1.0, 1.0, 0x7FF0000000000000, 0.0, 0x7FF8000000000000]> : tensor<5xf64>} : (tensor<5xf64>) -> ()
  "func.return"() : () -> ()
}

// -----

// f32: IEEE-754 special cases, exact: exponential(0) = 1, exponential(-0) = 1, exponential(inf) = inf, exponential(-inf) = 0, exponential(nan) = nan
func.func @exponential_special_values_f32() {
  %operand = "stablehlo.constant"() {value = dense<[0.0, -0.0, 0x7F800000, 0xFF800000, 0x7FC00000]> : tensor<5xf32>} : () -> tensor<5xf32>
  %result = "stablehlo.exponential"(%operand) : (tensor<5xf32>) -> tensor<5xf32>
  "check.expect_eq_const"(%result) {value = dense<[1.0, 1.0, 0x7F800000, 0.0, 0x7FC00000]> : tensor<5xf32>} : (tensor<5xf32>) -> ()
  "func.return"() : () -> ()
}

// -----

// complex<f64>: the principal value at points off the branch cuts and poles
func.func @exponential_complex_f64() {
  %operand = "stablehlo.constant"() {value = dense<[(1.0, 2.0), (-0.5, 0.75), (3.0, -1.0), (-2.0, -0.5)]> : tensor<4xcomplex<f64>>} : () -> tensor<4xcomplex<f64>>
  %result = "stablehlo.exponential"(%operand) : (tensor<4xcomplex<f64>>) -> tensor<4xcomplex<f64>>
  "check.expect_almost_eq_const"(%result) {value = dense<[(-1.1312043837568135, 2.4717266720048188), (0.44379173234242913, 0.41343480680265426), (10.852261914197959, -16.901396535150095), (0.11876788457694579, -0.06488319105786541)]> : tensor<4xcomplex<f64>>} : (tensor<4xcomplex<f64>>) -> ()
  "func.return"() : () -> ()
}

// -----

// complex<f32>: the principal value at points off the branch cuts and poles
func.func @exponential_complex_f32() {
  %operand = "stablehlo.constant"() {value = dense<[(1.0, 2.0), (-0.5, 0.75), (3.0, -1.0), (-2.0, -0.5)]> : tensor<4xcomplex<f32>>} : () -> tensor<4xcomplex<f32>>
  %result = "stablehlo.exponential"(%operand) : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
  "check.expect_almost_eq_const"(%result) {value = dense<[(-1.1312044, 2.4717267), (0.44379175, 0.4134348), (10.852262, -16.901396), (0.11876789, -0.06488319)]> : tensor<4xcomplex<f32>>} : (tensor<4xcomplex<f32>>) -> ()
  "func.return"() : () -> ()
}
