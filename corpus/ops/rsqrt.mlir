// rsqrt (seed 000): floats (IEEE-754 rSqrt; special cases exact per IEEE-754) and complex numbers (principal branch),
// one case per element-type family (G1). Implementation-defined inputs (the reference's Unspecified entries: complex operands or results with an infinite or NaN part) are left out (G5).
// f64: rsqrt of 1e-06, 0.5, 2, 3, 100, 1e+300
func.func @rsqrt_f64() {
  %operand = "stablehlo.constant"() {value = dense<[1.0e-06, 0.5, 2.0, 3.0, 100.0, 1.0e+300]> : tensor<6xf64>} : () -> tensor<6xf64>
  %result = "stablehlo.rsqrt"(%operand) : (tensor<6xf64>) -> tensor<6xf64>
  "check.expect_almost_eq_const"(%result) {value = dense<[1000.0, 1.414213562373095, 0.7071067811865475, 0.5773502691896258, 0.1, 1.0e-150]> : tensor<6xf64>} : (tensor<6xf64>) -> ()
  "func.return"() : () -> ()
}

// -----

// f32: rsqrt of 0.0625, 0.5, 2, 3, 100
func.func @rsqrt_f32() {
  %operand = "stablehlo.constant"() {value = dense<[0.0625, 0.5, 2.0, 3.0, 100.0]> : tensor<5xf32>} : () -> tensor<5xf32>
  %result = "stablehlo.rsqrt"(%operand) : (tensor<5xf32>) -> tensor<5xf32>
  "check.expect_almost_eq_const"(%result) {value = dense<[4.0, 1.4142135, 0.70710677, 0.57735026, 0.1]> : tensor<5xf32>} : (tensor<5xf32>) -> ()
  "func.return"() : () -> ()
}

// -----

// f16: rsqrt of 0.0625, 0.5, 2, 3, 100 (results rounded to f16)
func.func @rsqrt_f16() {
  %operand = "stablehlo.constant"() {value = dense<[0.0625, 0.5, 2.0, 3.0, 100.0]> : tensor<5xf16>} : () -> tensor<5xf16>
  %result = "stablehlo.rsqrt"(%operand) : (tensor<5xf16>) -> tensor<5xf16>
  "check.expect_almost_eq_const"(%result) {value = dense<[4.0, 1.414, 0.707, 0.577, 0.1]> : tensor<5xf16>} : (tensor<5xf16>) -> ()
  "func.return"() : () -> ()
}

// -----

// bf16: rsqrt of 0.0625, 0.5, 2, 3, 100 (results rounded to bf16)
func.func @rsqrt_bf16() {
  %operand = "stablehlo.constant"() {value = dense<[0.0625, 0.5, 2.0, 3.0, 100.0]> : tensor<5xbf16>} : () -> tensor<5xbf16>
  %result = "stablehlo.rsqrt"(%operand) : (tensor<5xbf16>) -> tensor<5xbf16>
  "check.expect_almost_eq_const"(%result) {value = dense<[4.0, 1.41406, 0.707031, 0.578125, 0.100098]> : tensor<5xbf16>} : (tensor<5xbf16>) -> ()
  "func.return"() : () -> ()
}

// -----

// f64: IEEE-754 special cases, exact: rsqrt(0) = inf, rsqrt(-0) = -inf, rsqrt(-1) = nan, rsqrt(inf) = 0, rsqrt(-inf) = nan, rsqrt(nan) = nan
func.func @rsqrt_special_values_f64() {
  %operand = "stablehlo.constant"() {value = dense<[0.0, -0.0, -1.0, 0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000]> : tensor<6xf64>} : () -> tensor<6xf64>
  %result = "stablehlo.rsqrt"(%operand) : (tensor<6xf64>) -> tensor<6xf64>
  "check.expect_eq_const"(%result) {value = dense<[0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000, 0.0, 0x7FF8000000000000, 0x7FF8000000000000]> : tensor<6xf64>} : (tensor<6xf64>) -> ()
  "func.return"() : () -> ()
}

// -----

// f32: IEEE-754 special cases, exact: rsqrt(0) = inf, rsqrt(-0) = -inf, rsqrt(-1) = nan, rsqrt(inf) = 0, rsqrt(-inf) = nan, rsqrt(nan) = nan
func.func @rsqrt_special_values_f32() {
  %operand = "stablehlo.constant"() {value = dense<[0.0, -0.0, -1.0, 0x7F800000, 0xFF800000, 0x7FC00000]> : tensor<6xf32>} : () -> tensor<6xf32>
  %result = "stablehlo.rsqrt"(%operand) : (tensor<6xf32>) -> tensor<6xf32>
  "check.expect_eq_const"(%result) {value = dense<[0x7F800000, 0xFF800000, 0x7FC00000, 0.0, 0x7FC00000, 0x7FC00000]> : tensor<6xf32>} : (tensor<6xf32>) -> ()
  "func.return"() : () -> ()
}

// -----

// complex<f64>: the principal value at points off the branch cuts and poles
func.func @rsqrt_complex_f64() {
  %operand = "stablehlo.constant"() {value = dense<[(1.0, 2.0), (-0.5, 0.75), (3.0, -1.0), (-2.0, -0.5)]> : tensor<4xcomplex<f64>>} : () -> tensor<4xcomplex<f64>>
  %result = "stablehlo.rsqrt"(%operand) : (tensor<4xcomplex<f64>>) -> tensor<4xcomplex<f64>>
  "check.expect_almost_eq_const"(%result) {value = dense<[(0.5688644810057831, -0.3515775842541429), (0.4969988818226067, -0.92865090530163), (0.5550800690066424, 0.09007709480450048), (0.08509704688926725, 0.6912523003096567)]> : tensor<4xcomplex<f64>>} : (tensor<4xcomplex<f64>>) -> ()
  "func.return"() : () -> ()
}

// -----

// complex<f32>: the principal value at points off the branch cuts and poles
func.func @rsqrt_complex_f32() {
  %operand = "stablehlo.constant"() {value = dense<[(1.0, 2.0), (-0.5, 0.75), (3.0, -1.0), (-2.0, -0.5)]> : tensor<4xcomplex<f32>>} : () -> tensor<4xcomplex<f32>>
  %result = "stablehlo.rsqrt"(%operand) : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
  "check.expect_almost_eq_const"(%result) {value = dense<[(0.56886446, -0.35157758), (0.49699888, -0.9286509), (0.55508006, 0.090077095), (0.085097045, 0.6912523)]> : tensor<4xcomplex<f32>>} : (tensor<4xcomplex<f32>>) -> ()
  "func.return"() : () -> ()
}
