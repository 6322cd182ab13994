// sqrt (seed 000): floats (IEEE-754 squareRoot, correctly rounded: exact checks) and complex
// numbers (principal branch), one case per element-type family (G1). Implementation-defined inputs (the reference's Unspecified entries: complex operands or results with an infinite or NaN part) are left out (G5).
// f64: perfect squares (+-0, 1, 4, 0.25, 2.25) and correctly rounded roots of 2, 3, 0.1, max
func.func @sqrt_f64() {
  %operand = "stablehlo.constant"() {value = dense<[0.0, -0.0, 1.0, 4.0, 0.25, 2.25, 2.0, 3.0, 0.1, 1.7976931348623157e+308]> : tensor<10xf64>} : () -> tensor<10xf64>
  %result = "stablehlo.sqrt"(%operand) : (tensor<10xf64>) -> tensor<10xf64>
  "check.expect_eq_const"(%result) {value = dense<[0.0, -0.0, 1.0, 2.0, 0.5, 1.5, 1.4142135623730951, 1.7320508075688772, 0.31622776601683794, 1.3407807929942596e+154]> : tensor<10xf64>} : (tensor<10xf64>) -> ()
  "func.return"() : () -> ()
}

// -----

// f32: perfect squares (+-0, 1, 4, 0.25, 2.25) and correctly rounded roots of 2, 3, 0.1, max
func.func @sqrt_f32() {
  %operand = "stablehlo.constant"() {value = dense<[0.0, -0.0, 1.0, 4.0, 0.25, 2.25, 2.0, 3.0, 0.1, 3.4028235e+38]> : tensor<10xf32>} : () -> tensor<10xf32>
  %result = "stablehlo.sqrt"(%operand) : (tensor<10xf32>) -> tensor<10xf32>
  "check.expect_eq_const"(%result) {value = dense<[0.0, -0.0, 1.0, 2.0, 0.5, 1.5, 1.4142135, 1.7320508, 0.31622776, 1.8446743e+19]> : tensor<10xf32>} : (tensor<10xf32>) -> ()
  "func.return"() : () -> ()
}

// -----

// f16: perfect squares (+-0, 4, 0.25, the smallest subnormal 2^-24) and correctly rounded roots of 2, 3, 0.1, max
func.func @sqrt_f16() {
  %operand = "stablehlo.constant"() {value = dense<[0.0, -0.0, 4.0, 0.25, 6.0e-08, 2.0, 3.0, 0.1, 65504.0]> : tensor<9xf16>} : () -> tensor<9xf16>
  %result = "stablehlo.sqrt"(%operand) : (tensor<9xf16>) -> tensor<9xf16>
  "check.expect_eq_const"(%result) {value = dense<[0.0, -0.0, 2.0, 0.5, 0.0002441, 1.414, 1.732, 0.3162, 255.9]> : tensor<9xf16>} : (tensor<9xf16>) -> ()
  "func.return"() : () -> ()
}

// -----

// bf16: perfect squares (+-0, 4, 0.25) and correctly rounded roots of 2, 3, 0.1
func.func @sqrt_bf16() {
  %operand = "stablehlo.constant"() {value = dense<[0.0, -0.0, 4.0, 0.25, 2.0, 3.0, 0.100098]> : tensor<7xbf16>} : () -> tensor<7xbf16>
  %result = "stablehlo.sqrt"(%operand) : (tensor<7xbf16>) -> tensor<7xbf16>
  "check.expect_eq_const"(%result) {value = dense<[0.0, -0.0, 2.0, 0.5, 1.41406, 1.73438, 0.316406]> : tensor<7xbf16>} : (tensor<7xbf16>) -> ()
  "func.return"() : () -> ()
}

// -----

// f8E4M3FN: +-0, 4, 0.25 and correctly rounded roots of 2, 3 and the largest value
func.func @sqrt_f8E4M3FN() {
  %operand = "stablehlo.constant"() {value = dense<[0.0, -0.0, 4.0, 0.25, 2.0, 3.0, 448.0]> : tensor<7xf8E4M3FN>} : () -> tensor<7xf8E4M3FN>
  %result = "stablehlo.sqrt"(%operand) : (tensor<7xf8E4M3FN>) -> tensor<7xf8E4M3FN>
  "check.expect_eq_const"(%result) {value = dense<[0.0, -0.0, 2.0, 0.5, 1.375, 1.75, 22.0]> : tensor<7xf8E4M3FN>} : (tensor<7xf8E4M3FN>) -> ()
  "func.return"() : () -> ()
}

// -----

// f8E5M2: +-0, 4, the smallest subnormal 2^-16 and correctly rounded roots of 2, 3 and the largest value
func.func @sqrt_f8E5M2() {
  %operand = "stablehlo.constant"() {value = dense<[0.0, -0.0, 4.0, 1.52588e-05, 2.0, 3.0, 57344.0]> : tensor<7xf8E5M2>} : () -> tensor<7xf8E5M2>
  %result = "stablehlo.sqrt"(%operand) : (tensor<7xf8E5M2>) -> tensor<7xf8E5M2>
  "check.expect_eq_const"(%result) {value = dense<[0.0, -0.0, 2.0, 0.00390625, 1.5, 1.75, 224.0]> : tensor<7xf8E5M2>} : (tensor<7xf8E5M2>) -> ()
  "func.return"() : () -> ()
}

// -----

// f4E2M1FN: +-0, 1, 4 and correctly rounded roots of 2, 3, 6 (1.5, 1.5, 2)
func.func @sqrt_f4E2M1FN() {
  %operand = "stablehlo.constant"() {value = dense<[0.0, -0.0, 1.0, 4.0, 2.0, 3.0, 6.0]> : tensor<7xf4E2M1FN>} : () -> tensor<7xf4E2M1FN>
  %result = "stablehlo.sqrt"(%operand) : (tensor<7xf4E2M1FN>) -> tensor<7xf4E2M1FN>
  "check.expect_eq_const"(%result) {value = dense<[0.0, -0.0, 1.0, 2.0, 1.5, 1.5, 2.0]> : tensor<7xf4E2M1FN>} : (tensor<7xf4E2M1FN>) -> ()
  "func.return"() : () -> ()
}

// -----

// f64: IEEE-754 special cases: sqrt(inf) = inf, NaN for negative operands, NaN
func.func @sqrt_special_values_f64() {
  %operand = "stablehlo.constant"() {value = dense<[0x7FF0000000000000, -1.0, 0xFFF0000000000000, 0x7FF8000000000000]> : tensor<4xf64>} : () -> tensor<4xf64>
  %result = "stablehlo.sqrt"(%operand) : (tensor<4xf64>) -> tensor<4xf64>
  "check.expect_eq_const"(%result) {value = dense<[0x7FF0000000000000, 0x7FF8000000000000, 0x7FF8000000000000, 0x7FF8000000000000]> : tensor<4xf64>} : (tensor<4xf64>) -> ()
  "func.return"() : () -> ()
}

// -----

// f32: IEEE-754 special cases: sqrt(inf) = inf, NaN for negative operands, NaN
func.func @sqrt_special_values_f32() {
  %operand = "stablehlo.constant"() {value = dense<[0x7F800000, -1.0, 0xFF800000, 0x7FC00000]> : tensor<4xf32>} : () -> tensor<4xf32>
  %result = "stablehlo.sqrt"(%operand) : (tensor<4xf32>) -> tensor<4xf32>
  "check.expect_eq_const"(%result) {value = dense<[0x7F800000, 0x7FC00000, 0x7FC00000, 0x7FC00000]> : tensor<4xf32>} : (tensor<4xf32>) -> ()
  "func.return"() : () -> ()
}

// -----

// f64: subnormal operands: sqrt(2^-1072) = 2^-536 exactly, sqrt of a negative subnormal is NaN (apart, since backends that flush subnormals to zero give 0 and -0 here)
func.func @sqrt_subnormals_f64() {
  %operand = "stablehlo.constant"() {value = dense<[2.0e-323, -5.0e-324]> : tensor<2xf64>} : () -> tensor<2xf64>
  %result = "stablehlo.sqrt"(%operand) : (tensor<2xf64>) -> tensor<2xf64>
  "check.expect_eq_const"(%result) {value = dense<[4.445517498970155e-162, 0x7FF8000000000000]> : tensor<2xf64>} : (tensor<2xf64>) -> ()
  "func.return"() : () -> ()
}

// -----

// f32: subnormal operands: sqrt(2^-148) = 2^-74 exactly, sqrt of a negative subnormal is NaN (apart, since backends that flush subnormals to zero give 0 and -0 here)
func.func @sqrt_subnormals_f32() {
  %operand = "stablehlo.constant"() {value = dense<[3.0e-45, -1.0e-45]> : tensor<2xf32>} : () -> tensor<2xf32>
  %result = "stablehlo.sqrt"(%operand) : (tensor<2xf32>) -> tensor<2xf32>
  "check.expect_eq_const"(%result) {value = dense<[5.293956e-23, 0x7FC00000]> : tensor<2xf32>} : (tensor<2xf32>) -> ()
  "func.return"() : () -> ()
}

// -----

// bf16: subnormal operands: sqrt(2^-132) = 2^-66 exactly, sqrt of a negative subnormal is NaN (apart, since backends that flush subnormals to zero give 0 and -0 here)
func.func @sqrt_subnormals_bf16() {
  %operand = "stablehlo.constant"() {value = dense<[1.83671e-40, -9.18355e-41]> : tensor<2xbf16>} : () -> tensor<2xbf16>
  %result = "stablehlo.sqrt"(%operand) : (tensor<2xbf16>) -> tensor<2xbf16>
  "check.expect_eq_const"(%result) {value = dense<[1.35525e-20, 0x7FC0]> : tensor<2xbf16>} : (tensor<2xbf16>) -> ()
  "func.return"() : () -> ()
}

// -----

// complex<f64>: principal square roots with exact results: (3, 4) -> (2, 1), (-3, 4) -> (1, 2), (0, +-2) -> (1, +-1), (-5, -12) -> (2, -3)
func.func @sqrt_complex_f64() {
  %operand = "stablehlo.constant"() {value = dense<[(3.0, 4.0), (-3.0, 4.0), (0.0, 2.0), (0.0, -2.0), (-5.0, -12.0)]> : tensor<5xcomplex<f64>>} : () -> tensor<5xcomplex<f64>>
  %result = "stablehlo.sqrt"(%operand) : (tensor<5xcomplex<f64>>) -> tensor<5xcomplex<f64>>
  "check.expect_almost_eq_const"(%result) {value = dense<[(2.0, 1.0), (1.0, 2.0), (1.0, 1.0), (1.0, -1.0), (2.0, -3.0)]> : tensor<5xcomplex<f64>>} : (tensor<5xcomplex<f64>>) -> ()
  "func.return"() : () -> ()
}

// -----

// complex<f32>: principal square roots with exact results: (3, 4) -> (2, 1), (-3, 4) -> (1, 2), (0, +-2) -> (1, +-1), (-5, -12) -> (2, -3)
func.func @sqrt_complex_f32() {
  %operand = "stablehlo.constant"() {value = dense<[(3.0, 4.0), (-3.0, 4.0), (0.0, 2.0), (0.0, -2.0), (-5.0, -12.0)]> : tensor<5xcomplex<f32>>} : () -> tensor<5xcomplex<f32>>
  %result = "stablehlo.sqrt"(%operand) : (tensor<5xcomplex<f32>>) -> tensor<5xcomplex<f32>>
  "check.expect_almost_eq_const"(%result) {value = dense<[(2.0, 1.0), (1.0, 2.0), (1.0, 1.0), (1.0, -1.0), (2.0, -3.0)]> : tensor<5xcomplex<f32>>} : (tensor<5xcomplex<f32>>) -> ()
  "func.return"() : () -> ()
}
