// cbrt (seed 000): floats (IEEE-754 rootn(x, 3), the real cube root (negative for negative x); special cases exact per IEEE-754) and complex numbers (principal branch),
// one case per element-type family (G1). Implementation-defined inputs (the reference's Unspecified entries: complex operands or results with an infinite or NaN part) are left out (G5).
// f64: cbrt of -27, -2, 0.001, 3, 1000, 1e-300
func.func @cbrt_f64() {
  %operand = "stablehlo.constant"() {value = dense<[-27.0, -2.0, 0.001, 3.0, 1000.0, 1.0e-300]> : tensor<6xf64>} : () -> tensor<6xf64>
  %result = "stablehlo.cbrt"(%operand) : (tensor<6xf64>) -> tensor<6xf64>
  "check.expect_almost_eq_const"(%result) {value = dense<[-3.0000000000000004, -1.2599210498948734, 0.1, 1.4422495703074083, 10.0, 1.0e-100]> : tensor<6xf64>} : (tensor<6xf64>) -> ()
  "func.return"() : () -> ()
}

// -----

// f32: cbrt of -27, -2, 0.125, 3, 1000
func.func @cbrt_f32() {
  %operand = "stablehlo.constant"() {value = dense<[-27.0, -2.0, 0.125, 3.0, 1000.0]> : tensor<5xf32>} : () -> tensor<5xf32>
  %result = "stablehlo.cbrt"(%operand) : (tensor<5xf32>) -> tensor<5xf32>
  "check.expect_almost_eq_const"(%result) {value = dense<[-3.0, -1.2599211, 0.5, 1.4422495, 10.0]> : tensor<5xf32>} : (tensor<5xf32>) -> ()
  "func.return"() : () -> ()
}

// -----

// f16: cbrt of -27, -2, 0.125, 3, 1000 (results rounded to f16)
func.func @cbrt_f16() {
  %operand = "stablehlo.constant"() {value = dense<[-27.0, -2.0, 0.125, 3.0, 1000.0]> : tensor<5xf16>} : () -> tensor<5xf16>
  %result = "stablehlo.cbrt"(%operand) : (tensor<5xf16>) -> tensor<5xf16>
  "check.expect_almost_eq_const"(%result) {value = dense<[-3.0, -1.26, 0.5, 1.442, 10.0]> : tensor<5xf16>} : (tensor<5xf16>) -> ()
  "func.return"() : () -> ()
}

// -----

// bf16: cbrt of -27, -2, 0.125, 3, 1000 (results rounded to bf16)
func.func @cbrt_bf16() {
  %operand = "stablehlo.constant"() {value = dense<[-27.0, -2.0, 0.125, 3.0, 1000.0]> : tensor<5xbf16>} : () -> tensor<5xbf16>
  %result = "stablehlo.cbrt"(%operand) : (tensor<5xbf16>) -> tensor<5xbf16>
  "check.expect_almost_eq_const"(%result) {value = dense<[-3.0, -1.25781, 0.5, 1.44531, 10.0]> : tensor<5xbf16>} : (tensor<5xbf16>) -> ()
  "func.return"() : () -> ()
}

// -----

// f64: IEEE-754 special cases, exact: cbrt(0) = 0, cbrt(-0) = -0, cbrt(inf) = inf, cbrt(-inf) = -inf, cbrt(nan) = nan
func.func @cbrt_special_values_f64() {
  %operand = "stablehlo.constant"() {value = dense<[0.0, -0.0, 0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000]> : tensor<5xf64>} : () -> tensor<5xf64>
  %result = "stablehlo.cbrt"(%operand) : (tensor<5xf64>) -> tensor<5xf64>
  "check.expect_eq_const"(%result) {value = dense<[0.0, -0.0, 0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000]> : tensor<5xf64>} : (tensor<5xf64>) -> ()
  "func.return"() : () -> ()
}

// -----

// f32: IEEE-754 special cases, exact: cbrt(0) = 0, cbrt(-0) = -0, cbrt(inf) = inf, cbrt(-inf) = -inf, cbrt(nan) = nan
func.func @cbrt_special_values_f32() {
  %operand = "stablehlo.constant"() {value = dense<[0.0, -0.0, 0x7F800000, 0xFF800000, 0x7FC00000]> : tensor<5xf32>} : () -> tensor<5xf32>
  %result = "stablehlo.cbrt"(%operand) : (tensor<5xf32>) -> tensor<5xf32>
  "check.expect_eq_const"(%result) {value = dense<[0.0, -0.0, 0x7F800000, 0xFF800000, 0x7FC00000]> : tensor<5xf32>} : (tensor<5xf32>) -> ()
  "func.return"() : () -> ()
}

// -----

// complex<f64>: the principal value at points off the branch cuts and poles
func.func @cbrt_complex_f64() {
  %operand = "stablehlo.constant"() {value = dense<[(1.0, 2.0), (-0.5, 0.75), (3.0, -1.0), (-2.0, -0.5)]> : tensor<4xcomplex<f64>>} : () -> tensor<4xcomplex<f64>>
  %result = "stablehlo.cbrt"(%operand) : (tensor<4xcomplex<f64>>) -> tensor<4xcomplex<f64>>
  "check.expect_almost_eq_const"(%result) {value = dense<[(1.2196165079717578, 0.47171126778938893), (0.7264883077893569, 0.636665161485744), (1.4593656008683928, -0.15712012294393962), (0.7241429673663325, -1.0466245092929098)]> : tensor<4xcomplex<f64>>} : (tensor<4xcomplex<f64>>) -> ()
  "func.return"() : () -> ()
}

// -----

// complex<f32>: the principal value at points off the branch cuts and poles
func.func @cbrt_complex_f32() {
  %operand = "stablehlo.constant"() {value = dense<[(1.0, 2.0), (-0.5, 0.75), (3.0, -1.0), (-2.0, -0.5)]> : tensor<4xcomplex<f32>>} : () -> tensor<4xcomplex<f32>>
  %result = "stablehlo.cbrt"(%operand) : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
  "check.expect_almost_eq_const"(%result) {value = dense<[(1.2196165, 0.47171128), (0.7264883, 0.63666517), (1.4593656, -0.15712012), (0.72414297, -1.0466245)]> : tensor<4xcomplex<f32>>} : (tensor<4xcomplex<f32>>) -> ()
  "func.return"() : () -> ()
}
