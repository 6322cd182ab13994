// atan2 (seed 000): floats (IEEE-754 atan2; special cases per IEEE-754) and complex numbers,
// one case per element-type family (G1). Implementation-defined inputs (the reference's Unspecified entries: complex operands or results with an infinite or NaN part) are left out (G5).
// f64: points in each quadrant, near the y axis too
func.func @atan2_f64() {
  %lhs = "stablehlo.constant"() {value = dense<[1.0, -1.0, 1.0, -1.0, 0.5, 3.0]> : tensor<6xf64>} : () -> tensor<6xf64>
  %rhs = "stablehlo.constant"() {value = dense<[2.0, 2.0, -2.0, -2.0, -0.25, 0.25]> : tensor<6xf64>} : () -> tensor<6xf64>
  %result = "stablehlo.atan2"(%lhs, %rhs) : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xf64>
  "check.expect_almost_eq_const"(%result) {value = dense<[0.4636476090008061, -0.4636476090008061, 2.677945044588987, -2.677945044588987, 2.0344439357957027, 1.4876550949064553]> : tensor<6xf64>} : (tensor<6xf64>) -> ()
  "func.return"() : () -> ()
}

// -----

// f32: points in each quadrant, near the y axis too
func.func @atan2_f32() {
  %lhs = "stablehlo.constant"() {value = dense<[1.0, -1.0, 1.0, -1.0, 0.5, 3.0]> : tensor<6xf32>} : () -> tensor<6xf32>
  %rhs = "stablehlo.constant"() {value = dense<[2.0, 2.0, -2.0, -2.0, -0.25, 0.25]> : tensor<6xf32>} : () -> tensor<6xf32>
  %result = "stablehlo.atan2"(%lhs, %rhs) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
  "check.expect_almost_eq_const"(%result) {value = dense<[0.4636476, -0.4636476, 2.6779451, -2.6779451, 2.0344439, 1.487655]> : tensor<6xf32>} : (tensor<6xf32>) -> ()
  "func.return"() : () -> ()
}

// -----

// f16: points in each quadrant, near the y axis too (results rounded to f16)
func.func @atan2_f16() {
  %lhs = "stablehlo.constant"() {value = dense<[1.0, -1.0, 1.0, -1.0, 0.5, 3.0]> : tensor<6xf16>} : () -> tensor<6xf16>
  %rhs = "stablehlo.constant"() {value = dense<[2.0, 2.0, -2.0, -2.0, -0.25, 0.25]> : tensor<6xf16>} : () -> tensor<6xf16>
  %result = "stablehlo.atan2"(%lhs, %rhs) : (tensor<6xf16>, tensor<6xf16>) -> tensor<6xf16>
  "check.expect_almost_eq_const"(%result) {value = dense<[0.4636, -0.4636, 2.678, -2.678, 2.035, 1.487]> : tensor<6xf16>} : (tensor<6xf16>) -> ()
  "func.return"() : () -> ()
}

// -----

// bf16: points in each quadrant, near the y axis too (results rounded to bf16)
func.func @atan2_bf16() {
  %lhs = "stablehlo.constant"() {value = dense<[1.0, -1.0, 1.0, -1.0, 0.5, 3.0]> : tensor<6xbf16>} : () -> tensor<6xbf16>
  %rhs = "stablehlo.constant"() {value = dense<[2.0, 2.0, -2.0, -2.0, -0.25, 0.25]> : tensor<6xbf16>} : () -> tensor<6xbf16>
  %result = "stablehlo.atan2"(%lhs, %rhs) : (tensor<6xbf16>, tensor<6xbf16>) -> tensor<6xbf16>
  "check.expect_almost_eq_const"(%result) {value = dense<[0.462891, -0.462891, 2.67188, -2.67188, 2.03125, 1.48438]> : tensor<6xbf16>} : (tensor<6xbf16>) -> ()
  "func.return"() : () -> ()
}

// -----

// f64: IEEE-754 special cases with exact results: atan2(+-0, +0) = atan2(+-0, 1) = +-0, atan2(+-1, +inf) = +-0, NaN operands
func.func @atan2_special_values_f64() {
  %lhs = "stablehlo.constant"() {value = dense<[0.0, -0.0, 0.0, -0.0, 1.0, -1.0, 0x7FF8000000000000, 1.0]> : tensor<8xf64>} : () -> tensor<8xf64>
  %rhs = "stablehlo.constant"() {value = dense<[0.0, 0.0, 1.0, 1.0, 0x7FF0000000000000, 0x7FF0000000000000, 1.0, 0x7FF8000000000000]> : tensor<8xf64>} : () -> tensor<8xf64>
  %result = "stablehlo.atan2"(%lhs, %rhs) : (tensor<8xf64>, tensor<8xf64>) -> tensor<8xf64>
  "check.expect_eq_const"(%result) {value = dense<[0.0, -0.0, 0.0, -0.0, 0.0, -0.0, 0x7FF8000000000000, 0x7FF8000000000000]> : tensor<8xf64>} : (tensor<8xf64>) -> ()
  "func.return"() : () -> ()
}

// -----

// f64: IEEE-754 special cases that are multiples of pi: atan2(+-0, -0) = atan2(+-0, -1) = +-pi, atan2(+-1, +-0) = +-pi/2, atan2(+-inf, +-inf), atan2(-1, -inf) = -pi
func.func @atan2_special_values_pi_f64() {
  %lhs = "stablehlo.constant"() {value = dense<[0.0, -0.0, 0.0, -0.0, 1.0, -1.0, 0x7FF0000000000000, 0xFFF0000000000000, 0x7FF0000000000000, -1.0]> : tensor<10xf64>} : () -> tensor<10xf64>
  %rhs = "stablehlo.constant"() {value = dense<[-0.0, -0.0, -1.0, -1.0, 0.0, -0.0, 0x7FF0000000000000, 0x7FF0000000000000, 0xFFF0000000000000, 0xFFF0000000000000]> : tensor<10xf64>} : () -> tensor<10xf64>
  %result = "stablehlo.atan2"(%lhs, %rhs) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
  "check.expect_almost_eq_const"(%result) {value = dense<[3.141592653589793, -3.141592653589793, 3.141592653589793, -3.141592653589793, 1.5707963267948966, -1.5707963267948966, 0.7853981633974483, -0.7853981633974483, 2.356194490192345, -3.141592653589793]> : tensor<10xf64>} : (tensor<10xf64>) -> ()
  "func.return"() : () -> ()
}

// -----

// f32: IEEE-754 special cases with exact results: atan2(+-0, +0) = atan2(+-0, 1) = +-0, atan2(+-1, +inf) = +-0, NaN operands
func.func @atan2_special_values_f32() {
  %lhs = "stablehlo.constant"() {value = dense<[0.0, -0.0, 0.0, -0.0, 1.0, -1.0, 0x7FC00000, 1.0]> : tensor<8xf32>} : () -> tensor<8xf32>
  %rhs = "stablehlo.constant"() {value = dense<[0.0, 0.0, 1.0, 1.0, 0x7F800000, 0x7F800000, 1.0, 0x7FC00000]> : tensor<8xf32>} : () -> tensor<8xf32>
  %result = "stablehlo.atan2"(%lhs, %rhs) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  "check.expect_eq_const"(%result) {value = dense<[0.0, -0.0, 0.0, -0.0, 0.0, -0.0, 0x7FC00000, 0x7FC00000]> : tensor<8xf32>} : (tensor<8xf32>) -> ()
  "func.return"() : () -> ()
}

// -----

// f32: IEEE-754 special cases that are multiples of pi: atan2(+-0, -0) = atan2(+-0, -1) = +-pi, atan2(+-1, +-0) = +-pi/2, atan2(+-inf, +-inf), atan2(-1, -inf) = -pi
func.func @atan2_special_values_pi_f32() {
  %lhs = "stablehlo.constant"() {value = dense<[0.0, -0.0, 0.0, -0.0, 1.0, -1.0, 0x7F800000, 0xFF800000, 0x7F800000, -1.0]> : tensor<10xf32>} : () -> tensor<10xf32>
  %rhs = "stablehlo.constant"() {value = dense<[-0.0, -0.0, -1.0, -1.0, 0.0, -0.0, 0x7F800000, 0x7F800000, 0xFF800000, 0xFF800000]> : tensor<10xf32>} : () -> tensor<10xf32>
  %result = "stablehlo.atan2"(%lhs, %rhs) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
  "check.expect_almost_eq_const"(%result) {value = dense<[3.1415927, -3.1415927, 3.1415927, -3.1415927, 1.5707964, -1.5707964, 0.7853982, -0.7853982, 2.3561945, -3.1415927]> : tensor<10xf32>} : (tensor<10xf32>) -> ()
  "func.return"() : () -> ()
}

// -----

// complex<f64>: -i log((rhs + i lhs) / sqrt(rhs^2 + lhs^2)) (upstream's and XLA's definition) at points with Re rhs > 0, where it equals atan(lhs / rhs)
func.func @atan2_complex_f64() {
  %lhs = "stablehlo.constant"() {value = dense<[(1.0, 0.5), (-0.5, 0.25)]> : tensor<2xcomplex<f64>>} : () -> tensor<2xcomplex<f64>>
  %rhs = "stablehlo.constant"() {value = dense<[(2.0, 0.25), (1.0, -0.5)]> : tensor<2xcomplex<f64>>} : () -> tensor<2xcomplex<f64>>
  %result = "stablehlo.atan2"(%lhs, %rhs) : (tensor<2xcomplex<f64>>, tensor<2xcomplex<f64>>) -> tensor<2xcomplex<f64>>
  "check.expect_almost_eq_const"(%result) {value = dense<[(0.4930975353372851, 0.14511850451395808), (-0.4636476090008061, 2.7755575615628914e-17)]> : tensor<2xcomplex<f64>>} : (tensor<2xcomplex<f64>>) -> ()
  "func.return"() : () -> ()
}

// -----

// complex<f32>: -i log((rhs + i lhs) / sqrt(rhs^2 + lhs^2)) (upstream's and XLA's definition) at points with Re rhs > 0, where it equals atan(lhs / rhs)
func.func @atan2_complex_f32() {
  %lhs = "stablehlo.constant"() {value = dense<[(1.0, 0.5), (-0.5, 0.25)]> : tensor<2xcomplex<f32>>} : () -> tensor<2xcomplex<f32>>
  %rhs = "stablehlo.constant"() {value = dense<[(2.0, 0.25), (1.0, -0.5)]> : tensor<2xcomplex<f32>>} : () -> tensor<2xcomplex<f32>>
  %result = "stablehlo.atan2"(%lhs, %rhs) : (tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>>
  "check.expect_almost_eq_const"(%result) {value = dense<[(0.49309754, 0.1451185), (-0.4636476, 2.7755576e-17)]> : tensor<2xcomplex<f32>>} : (tensor<2xcomplex<f32>>) -> ()
  "func.return"() : () -> ()
}
