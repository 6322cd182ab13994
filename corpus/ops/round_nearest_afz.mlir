// round_nearest_afz (seed 000): IEEE-754 roundToIntegralTiesToAway, exact for every float type; a zero result keeps
// the operand's sign, infinities and NaN are unchanged. One case per float type with its own encoding.
// f64: ties, +-0, -0 results (from -0.4, -0.5), 2^52 - 0.5, integral values, +-inf, NaN
func.func @round_nearest_afz_f64() {
  %operand = "stablehlo.constant"() {value = dense<[-2.5, -1.5, -0.5, -0.4, -0.0, 0.0, 0.4, 0.5, 0.6, 1.5, 2.5, 0.49999999999999994, 4503599627370495.5, 4503599627370497.0, 1.0e+300, 0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000]> : tensor<18xf64>} : () -> tensor<18xf64>
  %result = "stablehlo.round_nearest_afz"(%operand) : (tensor<18xf64>) -> tensor<18xf64>
  "check.expect_eq_const"(%result) {value = dense<[-3.0, -2.0, -1.0, -0.0, -0.0, 0.0, 0.0, 1.0, 1.0, 2.0, 3.0, 0.0, 4503599627370496.0, 4503599627370497.0, 1.0e+300, 0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000]> : tensor<18xf64>} : (tensor<18xf64>) -> ()
  "func.return"() : () -> ()
}

// -----

// f32: ties, +-0, -0 results, 2^23 - 0.5, integral values, max, +-inf, NaN
func.func @round_nearest_afz_f32() {
  %operand = "stablehlo.constant"() {value = dense<[-2.5, -1.5, -0.5, -0.4, -0.0, 0.5, 1.5, 2.5, 0.49999997, 8388607.5, 16777216.0, 3.4028235e+38, 0x7F800000, 0xFF800000, 0x7FC00000]> : tensor<15xf32>} : () -> tensor<15xf32>
  %result = "stablehlo.round_nearest_afz"(%operand) : (tensor<15xf32>) -> tensor<15xf32>
  "check.expect_eq_const"(%result) {value = dense<[-3.0, -2.0, -1.0, -0.0, -0.0, 1.0, 2.0, 3.0, 0.0, 8388608.0, 16777216.0, 3.4028235e+38, 0x7F800000, 0xFF800000, 0x7FC00000]> : tensor<15xf32>} : (tensor<15xf32>) -> ()
  "func.return"() : () -> ()
}

// -----

// f16: ties, -0, 1023.5, the largest value, subnormals, inf, NaN
func.func @round_nearest_afz_f16() {
  %operand = "stablehlo.constant"() {value = dense<[-2.5, -0.5, -0.0, 0.5, 1.5, 2.5, 1023.5, 65504.0, 6.0e-08, -6.0e-08, 0x7C00, 0x7E00]> : tensor<12xf16>} : () -> tensor<12xf16>
  %result = "stablehlo.round_nearest_afz"(%operand) : (tensor<12xf16>) -> tensor<12xf16>
  "check.expect_eq_const"(%result) {value = dense<[-3.0, -1.0, -0.0, 1.0, 2.0, 3.0, 1024.0, 65504.0, 0.0, -0.0, 0x7C00, 0x7E00]> : tensor<12xf16>} : (tensor<12xf16>) -> ()
  "func.return"() : () -> ()
}

// -----

// bf16: ties, -0, 127.5, the largest value, inf, NaN
func.func @round_nearest_afz_bf16() {
  %operand = "stablehlo.constant"() {value = dense<[-2.5, -0.5, -0.0, 0.5, 1.5, 2.5, 127.5, 3.38953e+38, 0x7F80, 0x7FC0]> : tensor<10xbf16>} : () -> tensor<10xbf16>
  %result = "stablehlo.round_nearest_afz"(%operand) : (tensor<10xbf16>) -> tensor<10xbf16>
  "check.expect_eq_const"(%result) {value = dense<[-3.0, -1.0, -0.0, 1.0, 2.0, 3.0, 128.0, 3.38953e+38, 0x7F80, 0x7FC0]> : tensor<10xbf16>} : (tensor<10xbf16>) -> ()
  "func.return"() : () -> ()
}

// -----

// f8E4M3FN: ties, -0, 3.5, the largest value, the smallest subnormal, NaN (no infinities)
func.func @round_nearest_afz_f8E4M3FN() {
  %operand = "stablehlo.constant"() {value = dense<[-2.5, -0.5, -0.0, 0.5, 1.5, 2.5, 3.5, 448.0, 0.00195312, 0x7F]> : tensor<10xf8E4M3FN>} : () -> tensor<10xf8E4M3FN>
  %result = "stablehlo.round_nearest_afz"(%operand) : (tensor<10xf8E4M3FN>) -> tensor<10xf8E4M3FN>
  "check.expect_eq_const"(%result) {value = dense<[-3.0, -1.0, -0.0, 1.0, 2.0, 3.0, 4.0, 448.0, 0.0, 0x7F]> : tensor<10xf8E4M3FN>} : (tensor<10xf8E4M3FN>) -> ()
  "func.return"() : () -> ()
}

// -----

// f8E5M2: ties, -0, 3.5, the largest value, the smallest subnormal, +-inf, NaN
func.func @round_nearest_afz_f8E5M2() {
  %operand = "stablehlo.constant"() {value = dense<[-2.5, -0.5, -0.0, 0.5, 1.5, 2.5, 3.5, 57344.0, 1.52588e-05, 0x7C, 0xFC, 0x7E]> : tensor<12xf8E5M2>} : () -> tensor<12xf8E5M2>
  %result = "stablehlo.round_nearest_afz"(%operand) : (tensor<12xf8E5M2>) -> tensor<12xf8E5M2>
  "check.expect_eq_const"(%result) {value = dense<[-3.0, -1.0, -0.0, 1.0, 2.0, 3.0, 4.0, 57344.0, 0.0, 0x7C, 0xFC, 0x7E]> : tensor<12xf8E5M2>} : (tensor<12xf8E5M2>) -> ()
  "func.return"() : () -> ()
}

// -----

// f8E4M3FNUZ: ties, the largest value, the smallest subnormal, NaN; a zero result is +0 (the type has no -0)
func.func @round_nearest_afz_f8E4M3FNUZ() {
  %operand = "stablehlo.constant"() {value = dense<[-2.5, -0.5, 0.5, 1.5, 2.5, 240.0, 0.000976562, 0x80]> : tensor<8xf8E4M3FNUZ>} : () -> tensor<8xf8E4M3FNUZ>
  %result = "stablehlo.round_nearest_afz"(%operand) : (tensor<8xf8E4M3FNUZ>) -> tensor<8xf8E4M3FNUZ>
  "check.expect_eq_const"(%result) {value = dense<[-3.0, -1.0, 1.0, 2.0, 3.0, 240.0, 0.0, 0x80]> : tensor<8xf8E4M3FNUZ>} : (tensor<8xf8E4M3FNUZ>) -> ()
  "func.return"() : () -> ()
}

// -----

// f4E2M1FN: ties (+-0.5, +-1.5), -0, the largest value
func.func @round_nearest_afz_f4E2M1FN() {
  %operand = "stablehlo.constant"() {value = dense<[-1.5, -0.5, -0.0, 0.5, 1.5, 6.0]> : tensor<6xf4E2M1FN>} : () -> tensor<6xf4E2M1FN>
  %result = "stablehlo.round_nearest_afz"(%operand) : (tensor<6xf4E2M1FN>) -> tensor<6xf4E2M1FN>
  "check.expect_eq_const"(%result) {value = dense<[-2.0, -1.0, -0.0, 1.0, 2.0, 6.0]> : tensor<6xf4E2M1FN>} : (tensor<6xf4E2M1FN>) -> ()
  "func.return"() : () -> ()
}

// -----

// f64: +-the smallest and +-the largest subnormal (apart, since backends that flush subnormals to zero round +-0 instead)
func.func @round_nearest_afz_subnormals_f64() {
  %operand = "stablehlo.constant"() {value = dense<[5.0e-324, -5.0e-324, 2.225073858507201e-308, -2.225073858507201e-308]> : tensor<4xf64>} : () -> tensor<4xf64>
  %result = "stablehlo.round_nearest_afz"(%operand) : (tensor<4xf64>) -> tensor<4xf64>
  "check.expect_eq_const"(%result) {value = dense<[0.0, -0.0, 0.0, -0.0]> : tensor<4xf64>} : (tensor<4xf64>) -> ()
  "func.return"() : () -> ()
}

// -----

// f32: +-the smallest and +-the largest subnormal (apart, since backends that flush subnormals to zero round +-0 instead)
func.func @round_nearest_afz_subnormals_f32() {
  %operand = "stablehlo.constant"() {value = dense<[1.0e-45, -1.0e-45, 1.1754942e-38, -1.1754942e-38]> : tensor<4xf32>} : () -> tensor<4xf32>
  %result = "stablehlo.round_nearest_afz"(%operand) : (tensor<4xf32>) -> tensor<4xf32>
  "check.expect_eq_const"(%result) {value = dense<[0.0, -0.0, 0.0, -0.0]> : tensor<4xf32>} : (tensor<4xf32>) -> ()
  "func.return"() : () -> ()
}

// -----

// bf16: +-the smallest and +-the largest subnormal (apart, since backends that flush subnormals to zero round +-0 instead)
func.func @round_nearest_afz_subnormals_bf16() {
  %operand = "stablehlo.constant"() {value = dense<[9.18355e-41, -9.18355e-41, 1.16631e-38, -1.16631e-38]> : tensor<4xbf16>} : () -> tensor<4xbf16>
  %result = "stablehlo.round_nearest_afz"(%operand) : (tensor<4xbf16>) -> tensor<4xbf16>
  "check.expect_eq_const"(%result) {value = dense<[0.0, -0.0, 0.0, -0.0]> : tensor<4xbf16>} : (tensor<4xbf16>) -> ()
  "func.return"() : () -> ()
}
