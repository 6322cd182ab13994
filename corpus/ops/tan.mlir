// tan (seed 000): floats (IEEE-754 tan; special cases exact per IEEE-754) and complex numbers (principal branch),
// one case per element-type family (G1). Implementation-defined inputs (the reference's Unspecified entries: complex operands or results with an infinite or NaN part) are left out (G5).
// f64: tan of -3, -1, 0.5, 1, 1.5, 10, 1e-310 (a subnormal among them)
func.func @tan_f64() {
  %operand = "stablehlo.constant"() {value = dense<[-3.0, -1.0, 0.5, 1.0, 1.5, 10.0, 1.0e-310]> : tensor<7xf64>} : () -> tensor<7xf64>
  %result = "stablehlo.tan"(%operand) : (tensor<7xf64>) -> tensor<7xf64>
  "check.expect_almost_eq_const"(%result) {value = dense<[0.1425465430742778, -1.5574077246549023, 0.5463024898437905, 1.5574077246549023, 14.101419947171719, 0.6483608274590866, 1.0e-310]> : tensor<7xf64>} : (tensor<7xf64>) -> ()
  "func.return"() : () -> ()
}

// -----

// f32: tan of -3, -1, 0.5, 1.5, 10
func.func @tan_f32() {
  %operand = "stablehlo.constant"() {value = dense<[-3.0, -1.0, 0.5, 1.5, 10.0]> : tensor<5xf32>} : () -> tensor<5xf32>
  %result = "stablehlo.tan"(%operand) : (tensor<5xf32>) -> tensor<5xf32>
  "check.expect_almost_eq_const"(%result) {value = dense<[0.14254655, -1.5574077, 0.5463025, 14.10142, 0.64836085]> : tensor<5xf32>} : (tensor<5xf32>) -> ()
  "func.return"() : () -> ()
}

// -----

// f16: tan of -3, -1, 0.5, 1.5, 10 (results rounded to f16)
func.func @tan_f16() {
  %operand = "stablehlo.constant"() {value = dense<[-3.0, -1.0, 0.5, 1.5, 10.0]> : tensor<5xf16>} : () -> tensor<5xf16>
  %result = "stablehlo.tan"(%operand) : (tensor<5xf16>) -> tensor<5xf16>
  "check.expect_almost_eq_const"(%result) {value = dense<[0.1426, -1.558, 0.5464, 14.1, 0.6484]> : tensor<5xf16>} : (tensor<5xf16>) -> ()
  "func.return"() : () -> ()
}

// -----

// bf16: tan of -3, -1, 0.5, 1.5, 10 (results rounded to bf16)
func.func @tan_bf16() {
  %operand = "stablehlo.constant"() {value = dense<[-3.0, -1.0, 0.5, 1.5, 10.0]> : tensor<5xbf16>} : () -> tensor<5xbf16>
  %result = "stablehlo.tan"(%operand) : (tensor<5xbf16>) -> tensor<5xbf16>
  "check.expect_almost_eq_const"(%result) {value = dense<[0.142578, -1.55469, 0.546875, 14.125, 0.648438]> : tensor<5xbf16>} : (tensor<5xbf16>) -> ()
  "func.return"() : () -> ()
}

// -----

// f64: IEEE-754 special cases, exact: tan(0) = 0, tan(-0) = -0, tan(inf) = nan, tan(-inf) = nan, tan(nan) = nan
func.func @tan_special_values_f64() {
  %operand = "stablehlo.constant"() {value = dense<[0.0, -0.0, 0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000]> : tensor<5xf64>} : () -> tensor<5xf64>
  %result = "stablehlo.tan"(%operand) : (tensor<5xf64>) -> tensor<5xf64>
  "check.expect_eq_const"(%result) {value = dense<[0.0, -0.0, 0x7FF8000000000000, 0x7FF8000000000000, 0x7FF8000000000000]> : tensor<5xf64>} : (tensor<5xf64>) -> ()
  "func.return"() : () -> ()
}

// -----

// f32: IEEE-754 special cases, exact: tan(0) = 0, tan(-0) = -0, tan(inf) = nan, tan(-inf) = nan, tan(nan) = nan
func.func @tan_special_values_f32() {
  %operand = "stablehlo.constant"() {value = dense<[0.0, -0.0, 0x7F800000, 0xFF800000, 0x7FC00000]> : tensor<5xf32>} : () -> tensor<5xf32>
  %result = "stablehlo.tan"(%operand) : (tensor<5xf32>) -> tensor<5xf32>
  "check.expect_eq_const"(%result) {value = dense<[0.0, -0.0, 0x7FC00000, 0x7FC00000, 0x7FC00000]> : tensor<5xf32>} : (tensor<5xf32>) -> ()
  "func.return"() : () -> ()
}

// -----

// complex<f64>: the principal value at points off the branch cuts and poles
func.func @tan_complex_f64() {
  %operand = "stablehlo.constant"() {value = dense<[(1.0, 2.0), (-0.5, 0.75), (3.0, -1.0), (-2.0, -0.5)]> : tensor<4xcomplex<f64>>} : () -> tensor<4xcomplex<f64>>
  %result = "stablehlo.tan"(%operand) : (tensor<4xcomplex<f64>>) -> tensor<4xcomplex<f64>>
  "check.expect_almost_eq_const"(%result) {value = dense<[(0.0338128260798967, 1.0147936161466335), (-0.290893461829618, 0.7360841705511909), (-0.05916853956605073, -0.768017647286911), (0.8508781211449379, -1.3212865837711916)]> : tensor<4xcomplex<f64>>} : (tensor<4xcomplex<f64>>) -> ()
  "func.return"() : () -> ()
}

// -----

// complex<f32>: the principal value at points off the branch cuts and poles
func.func @tan_complex_f32() {
  %operand = "stablehlo.constant"() {value = dense<[(1.0, 2.0), (-0.5, 0.75), (3.0, -1.0), (-2.0, -0.5)]> : tensor<4xcomplex<f32>>} : () -> tensor<4xcomplex<f32>>
  %result = "stablehlo.tan"(%operand) : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
  "check.expect_almost_eq_const"(%result) {value = dense<[(0.033812825, 1.0147936), (-0.29089347, 0.73608416), (-0.05916854, -0.76801765), (0.8508781, -1.3212866)]> : tensor<4xcomplex<f32>>} : (tensor<4xcomplex<f32>>) -> ()
  "func.return"() : () -> ()
}
