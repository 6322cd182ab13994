// reduce_precision (seed 000): mantissa rounding (ties to even), overflow to infinity, underflow
// to zero with the sign, NaN and infinity kept, for f64, f32, bf16, f16 and 8-bit floats. Left
// out (G5): results a type cannot hold (infinity in types without one) and, for f4/f6/f8 types,
// exponent_bits at least the type's own width (XLA works in f16 there).
// f32 as f16 (e5m10): ties to even, overflow to inf, underflow to zero with the sign, NaN and -inf stay
func.func @reduce_precision_f32_to_e5m10() {
  %operand = "stablehlo.constant"() {value = dense<[65519.0, 65520.0, 1.00048828125, 1.00146484375, 1.0E-8, -1.0E-8, 0x7FC00000, 0xFF800000]> : tensor<8xf32>} : () -> tensor<8xf32>
  %output = "stablehlo.reduce_precision"(%operand) {exponent_bits = 5 : i32, mantissa_bits = 10 : i32} : (tensor<8xf32>) -> tensor<8xf32>
  "check.expect_eq_const"(%output) {value = dense<[65504.0, 0x7F800000, 1.0, 1.001953125, 0.0, -0.0, 0x7FC00000, 0xFF800000]> : tensor<8xf32>} : (tensor<8xf32>) -> ()
  "func.return"() : () -> ()
}

// -----

// bf16 with 3 mantissa bits: ties to even both ways, exact values stay
func.func @reduce_precision_bf16_to_e8m3() {
  %operand = "stablehlo.constant"() {value = dense<[1.0625, 1.1875, -1.5]> : tensor<3xbf16>} : () -> tensor<3xbf16>
  %output = "stablehlo.reduce_precision"(%operand) {exponent_bits = 8 : i32, mantissa_bits = 3 : i32} : (tensor<3xbf16>) -> tensor<3xbf16>
  "check.expect_eq_const"(%output) {value = dense<[1.0, 1.25, -1.5]> : tensor<3xbf16>} : (tensor<3xbf16>) -> ()
  "func.return"() : () -> ()
}

// -----

// f16 with no mantissa bits: a tie goes to the even encoding (even biased exponent)
func.func @reduce_precision_f16_to_e8m0() {
  %operand = "stablehlo.constant"() {value = dense<[3.0, 6.0, 1.25, 1.75]> : tensor<4xf16>} : () -> tensor<4xf16>
  %output = "stablehlo.reduce_precision"(%operand) {exponent_bits = 8 : i32, mantissa_bits = 0 : i32} : (tensor<4xf16>) -> tensor<4xf16>
  "check.expect_eq_const"(%output) {value = dense<[2.0, 8.0, 1.0, 2.0]> : tensor<4xf16>} : (tensor<4xf16>) -> ()
  "func.return"() : () -> ()
}

// -----

// f64 with its own format is the identity
func.func @reduce_precision_f64_identity() {
  %operand = "stablehlo.constant"() {value = dense<[0.1, 0x0000000000000001, -1.7976931348623157E+308]> : tensor<3xf64>} : () -> tensor<3xf64>
  %output = "stablehlo.reduce_precision"(%operand) {exponent_bits = 11 : i32, mantissa_bits = 52 : i32} : (tensor<3xf64>) -> tensor<3xf64>
  "check.expect_eq_const"(%output) {value = dense<[0.1, 0x0000000000000001, -1.7976931348623157E+308]> : tensor<3xf64>} : (tensor<3xf64>) -> ()
  "func.return"() : () -> ()
}

// -----

// f64 with 2 exponent bits: normal range [1, 4)
func.func @reduce_precision_f64_to_e2m1() {
  %operand = "stablehlo.constant"() {value = dense<[0.99, 1.25, 3.5, 3.9, -0.5]> : tensor<5xf64>} : () -> tensor<5xf64>
  %output = "stablehlo.reduce_precision"(%operand) {exponent_bits = 2 : i32, mantissa_bits = 1 : i32} : (tensor<5xf64>) -> tensor<5xf64>
  "check.expect_eq_const"(%output) {value = dense<[1.0, 1.0, 0x7FF0000000000000, 0x7FF0000000000000, -0.0]> : tensor<5xf64>} : (tensor<5xf64>) -> ()
  "func.return"() : () -> ()
}

// -----

// f8E5M2 with one mantissa bit: rounding up to infinity
func.func @reduce_precision_f8E5M2_to_e5m1() {
  %operand = "stablehlo.constant"() {value = dense<[57344.0, 1.75, 1.5]> : tensor<3xf8E5M2>} : () -> tensor<3xf8E5M2>
  %output = "stablehlo.reduce_precision"(%operand) {exponent_bits = 5 : i32, mantissa_bits = 1 : i32} : (tensor<3xf8E5M2>) -> tensor<3xf8E5M2>
  "check.expect_eq_const"(%output) {value = dense<[0x7C, 2.0, 1.5]> : tensor<3xf8E5M2>} : (tensor<3xf8E5M2>) -> ()
  "func.return"() : () -> ()
}

// -----

// f8E4M3FN with 3 exponent bits: normal range [2^-2, 16), below is zero
func.func @reduce_precision_f8E4M3FN_to_e3m3() {
  %operand = "stablehlo.constant"() {value = dense<[0.25, -0.1875, 15.0]> : tensor<3xf8E4M3FN>} : () -> tensor<3xf8E4M3FN>
  %output = "stablehlo.reduce_precision"(%operand) {exponent_bits = 3 : i32, mantissa_bits = 3 : i32} : (tensor<3xf8E4M3FN>) -> tensor<3xf8E4M3FN>
  "check.expect_eq_const"(%output) {value = dense<[0.25, -0.0, 15.0]> : tensor<3xf8E4M3FN>} : (tensor<3xf8E4M3FN>) -> ()
  "func.return"() : () -> ()
}
