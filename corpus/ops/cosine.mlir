// cosine (seed 000): floats (IEEE-754 cos; special cases exact per IEEE-754) and complex numbers (principal branch),
// one case per element-type family (G1). Implementation-defined inputs (the reference's Unspecified entries: complex operands or results with an infinite or NaN part) are left out (G5).
// f64: cosine of -3, -1, 0.5, 1, 2, 10, 1e-310 (a subnormal among them)
func.func @cosine_f64() {
  %operand = "stablehlo.constant"() {value = dense<[-3.0, -1.0, 0.5, 1.0, 2.0, 10.0, 1.0e-310]> : tensor<7xf64>} : () -> tensor<7xf64>
  %result = "stablehlo.cosine"(%operand) : (tensor<7xf64>) -> tensor<7xf64>
  "check.expect_almost_eq_const"(%result) {value = dense<[-0.9899924966004454, 0.5403023058681398, 0.8775825618903728, 0.5403023058681398, -0.4161468365471424, -0.8390715290764524, 1.0]> : tensor<7xf64>} : (tensor<7xf64>) -> ()
  "func.return"() : () -> ()
}

// -----

// f32: cosine of -2.5, -1, 0.5, 2, 10
func.func @cosine_f32() {
  %operand = "stablehlo.constant"() {value = dense<[-2.5, -1.0, 0.5, 2.0, 10.0]> : tensor<5xf32>} : () -> tensor<5xf32>
  %result = "stablehlo.cosine"(%operand) : (tensor<5xf32>) -> tensor<5xf32>
  "check.expect_almost_eq_const"(%result) {value = dense<[-0.8011436, 0.5403023, 0.87758255, -0.41614684, -0.8390715]> : tensor<5xf32>} : (tensor<5xf32>) -> ()
  "func.return"() : () -> ()
}

// -----

// f16: cosine of -2.5, -1, 0.5, 2, 10 (results rounded to f16)
func.func @cosine_f16() {
  %operand = "stablehlo.constant"() {value = dense<[-2.5, -1.0, 0.5, 2.0, 10.0]> : tensor<5xf16>} : () -> tensor<5xf16>
  %result = "stablehlo.cosine"(%operand) : (tensor<5xf16>) -> tensor<5xf16>
  "check.expect_almost_eq_const"(%result) {value = dense<[-0.8013, 0.5405, 0.8774, -0.4163, -0.839]> : tensor<5xf16>} : (tensor<5xf16>) -> ()
  "func.return"() : () -> ()
}

// -----

// bf16: cosine of -2.5, -1, 0.5, 2, 10 (results rounded to bf16)
func.func @cosine_bf16() {
  %operand = "stablehlo.constant"() {value = dense<[-2.5, -1.0, 0.5, 2.0, 10.0]> : tensor<5xbf16>} : () -> tensor<5xbf16>
  %result = "stablehlo.cosine"(%operand) : (tensor<5xbf16>) -> tensor<5xbf16>
  "check.expect_almost_eq_const"(%result) {value = dense<[-0.800781, 0.539062, 0.878906, -0.416016, -0.839844]> : tensor<5xbf16>} : (tensor<5xbf16>) -> ()
  "func.return"() : () -> ()
}

// -----

// f64: IEEE-754 special cases, exact: cosine(0) = 1, cosine(-0) = 1, cosine(inf) = nan, cosine(-inf) = nan, cosine(nan) = nan
func.func @cosine_special_values_f64() {
  %operand = "stablehlo.constant"() {value = dense<[0.0, -0.0, 0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000]> : tensor<5xf64>} : () -> tensor<5xf64>
  %result = "stablehlo.cosine"(%operand) : (tensor<5xf64>) -> tensor<5xf64>
  "check.expect_eq_const"(%result) {value = dense<[1.0, 1.0, 0x7FF8000000000000, 0x7FF8000000000000, 0x7FF8000000000000]> : tensor<5xf64>} : (tensor<5xf64>) -> ()
  "func.return"() : () -> ()
}

// -----

// f32: IEEE-754 special cases, exact: cosine(0) = 1, cosine(-0) = 1, cosine(inf) = nan, cosine(-inf) = nan, cosine(nan) = nan
func.func @cosine_special_values_f32() {
  %operand = "stablehlo.constant"() {value = dense<[0.0, -0.0, 0x7F800000, 0xFF800000, 0x7FC00000]> : tensor<5xf32>} : () -> tensor<5xf32>
  %result = "stablehlo.cosine"(%operand) : (tensor<5xf32>) -> tensor<5xf32>
  "check.expect_eq_const"(%result) {value = dense<[1.0, 1.0, 0x7FC00000, 0x7FC00000, 0x7FC00000]> : tensor<5xf32>} : (tensor<5xf32>) -> ()
  "func.return"() : () -> ()
}

// -----

// complex<f64>: the principal value at points off the branch cuts and poles
func.func @cosine_complex_f64() {
  %operand = "stablehlo.constant"() {value = dense<[(1.0, 2.0), (-0.5, 0.75), (3.0, -1.0), (-2.0, -0.5)]> : tensor<4xcomplex<f64>>} : () -> tensor<4xcomplex<f64>>
  %result = "stablehlo.cosine"(%operand) : (tensor<4xcomplex<f64>>) -> tensor<4xcomplex<f64>>
  "check.expect_almost_eq_const"(%result) {value = dense<[(2.0327230070196656, -3.0518977991518), (1.1361914738033483, 0.3942396421115833), (-1.5276382501165433, 0.1658444019189788), (-0.4692579782290534, -0.473830620416407)]> : tensor<4xcomplex<f64>>} : (tensor<4xcomplex<f64>>) -> ()
  "func.return"() : () -> ()
}

// -----

// complex<f32>: the principal value at points off the branch cuts and poles
func.func @cosine_complex_f32() {
  %operand = "stablehlo.constant"() {value = dense<[(1.0, 2.0), (-0.5, 0.75), (3.0, -1.0), (-2.0, -0.5)]> : tensor<4xcomplex<f32>>} : () -> tensor<4xcomplex<f32>>
  %result = "stablehlo.cosine"(%operand) : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
  "check.expect_almost_eq_const"(%result) {value = dense<[(2.032723, -3.0518978), (1.1361915, 0.39423963), (-1.5276382, 0.1658444), (-0.46925798, -0.4738306)]> : tensor<4xcomplex<f32>>} : (tensor<4xcomplex<f32>>) -> ()
  "func.return"() : () -> ()
}
