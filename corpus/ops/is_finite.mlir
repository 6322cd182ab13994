// is_finite (seed 000): IEEE-754 isFinite on every float type, each with its own encoding of
// infinities and NaN.
// f64: the largest and smallest values, the smallest positive value, 1, 0, -0, +-inf, NaN
func.func @is_finite_f64() {
  %x = "stablehlo.constant"() {value = dense<[3.23786e-319, 0.0, 5.0e-324, 1.0, 0.0, -0.0, 0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000]> : tensor<9xf64>} : () -> tensor<9xf64>
  %y = "stablehlo.is_finite"(%x) : (tensor<9xf64>) -> tensor<9xi1>
  "check.expect_eq_const"(%y) {value = dense<[true, true, true, true, true, true, false, false, false]> : tensor<9xi1>} : (tensor<9xi1>) -> ()
  "func.return"() : () -> ()
}

// -----

// f32: the largest and smallest values, the smallest positive value, 1, 0, -0, +-inf, NaN
func.func @is_finite_f32() {
  %x = "stablehlo.constant"() {value = dense<[9.1834e-41, 0.0, 1.0e-45, 1.0, 0.0, -0.0, 0x7F800000, 0xFF800000, 0x7FC00000]> : tensor<9xf32>} : () -> tensor<9xf32>
  %y = "stablehlo.is_finite"(%x) : (tensor<9xf32>) -> tensor<9xi1>
  "check.expect_eq_const"(%y) {value = dense<[true, true, true, true, true, true, false, false, false]> : tensor<9xi1>} : (tensor<9xi1>) -> ()
  "func.return"() : () -> ()
}

// -----

// f16: the largest and smallest values, the smallest positive value, 1, 0, -0, +-inf, NaN
func.func @is_finite_f16() {
  %x = "stablehlo.constant"() {value = dense<[65504.0, -65504.0, 6.0e-08, 1.0, 0.0, -0.0, 0x7C00, 0xFC00, 0x7E00]> : tensor<9xf16>} : () -> tensor<9xf16>
  %y = "stablehlo.is_finite"(%x) : (tensor<9xf16>) -> tensor<9xi1>
  "check.expect_eq_const"(%y) {value = dense<[true, true, true, true, true, true, false, false, false]> : tensor<9xi1>} : (tensor<9xi1>) -> ()
  "func.return"() : () -> ()
}

// -----

// bf16: the largest and smallest values, the smallest positive value, 1, 0, -0, +-inf, NaN
func.func @is_finite_bf16() {
  %x = "stablehlo.constant"() {value = dense<[3.38953e+38, -3.38953e+38, 9.18355e-41, 1.0, 0.0, -0.0, 0x7F80, 0xFF80, 0x7FC0]> : tensor<9xbf16>} : () -> tensor<9xbf16>
  %y = "stablehlo.is_finite"(%x) : (tensor<9xbf16>) -> tensor<9xi1>
  "check.expect_eq_const"(%y) {value = dense<[true, true, true, true, true, true, false, false, false]> : tensor<9xi1>} : (tensor<9xi1>) -> ()
  "func.return"() : () -> ()
}

// -----

// f8E3M4: the largest and smallest values, the smallest positive value, 1, 0, -0, +-inf, NaN
func.func @is_finite_f8E3M4() {
  %x = "stablehlo.constant"() {value = dense<[15.5, -15.5, 0.015625, 1.0, 0.0, -0.0, 0x70, 0xF0, 0x78]> : tensor<9xf8E3M4>} : () -> tensor<9xf8E3M4>
  %y = "stablehlo.is_finite"(%x) : (tensor<9xf8E3M4>) -> tensor<9xi1>
  "check.expect_eq_const"(%y) {value = dense<[true, true, true, true, true, true, false, false, false]> : tensor<9xi1>} : (tensor<9xi1>) -> ()
  "func.return"() : () -> ()
}

// -----

// f8E4M3: the largest and smallest values, the smallest positive value, 1, 0, -0, +-inf, NaN
func.func @is_finite_f8E4M3() {
  %x = "stablehlo.constant"() {value = dense<[240.0, -240.0, 0.00195312, 1.0, 0.0, -0.0, 0x78, 0xF8, 0x7C]> : tensor<9xf8E4M3>} : () -> tensor<9xf8E4M3>
  %y = "stablehlo.is_finite"(%x) : (tensor<9xf8E4M3>) -> tensor<9xi1>
  "check.expect_eq_const"(%y) {value = dense<[true, true, true, true, true, true, false, false, false]> : tensor<9xi1>} : (tensor<9xi1>) -> ()
  "func.return"() : () -> ()
}

// -----

// f8E4M3FN: the largest and smallest values, the smallest positive value, 1, 0, -0, NaN (no infinities)
func.func @is_finite_f8E4M3FN() {
  %x = "stablehlo.constant"() {value = dense<[448.0, -448.0, 0.00195312, 1.0, 0.0, -0.0, 0x7F]> : tensor<7xf8E4M3FN>} : () -> tensor<7xf8E4M3FN>
  %y = "stablehlo.is_finite"(%x) : (tensor<7xf8E4M3FN>) -> tensor<7xi1>
  "check.expect_eq_const"(%y) {value = dense<[true, true, true, true, true, true, false]> : tensor<7xi1>} : (tensor<7xi1>) -> ()
  "func.return"() : () -> ()
}

// -----

// f8E4M3FNUZ: the largest and smallest values, the smallest positive value, 1, 0, NaN (no infinities)
func.func @is_finite_f8E4M3FNUZ() {
  %x = "stablehlo.constant"() {value = dense<[240.0, -240.0, 0.000976562, 1.0, 0.0, 0x80]> : tensor<6xf8E4M3FNUZ>} : () -> tensor<6xf8E4M3FNUZ>
  %y = "stablehlo.is_finite"(%x) : (tensor<6xf8E4M3FNUZ>) -> tensor<6xi1>
  "check.expect_eq_const"(%y) {value = dense<[true, true, true, true, true, false]> : tensor<6xi1>} : (tensor<6xi1>) -> ()
  "func.return"() : () -> ()
}

// -----

// f8E4M3B11FNUZ: the largest and smallest values, the smallest positive value, 1, 0, NaN (no infinities)
func.func @is_finite_f8E4M3B11FNUZ() {
  %x = "stablehlo.constant"() {value = dense<[30.0, -30.0, 0.00012207, 1.0, 0.0, 0x80]> : tensor<6xf8E4M3B11FNUZ>} : () -> tensor<6xf8E4M3B11FNUZ>
  %y = "stablehlo.is_finite"(%x) : (tensor<6xf8E4M3B11FNUZ>) -> tensor<6xi1>
  "check.expect_eq_const"(%y) {value = dense<[true, true, true, true, true, false]> : tensor<6xi1>} : (tensor<6xi1>) -> ()
  "func.return"() : () -> ()
}

// -----

// f8E5M2: the largest and smallest values, the smallest positive value, 1, 0, -0, +-inf, NaN
func.func @is_finite_f8E5M2() {
  %x = "stablehlo.constant"() {value = dense<[57344.0, -57344.0, 1.52588e-05, 1.0, 0.0, -0.0, 0x7C, 0xFC, 0x7E]> : tensor<9xf8E5M2>} : () -> tensor<9xf8E5M2>
  %y = "stablehlo.is_finite"(%x) : (tensor<9xf8E5M2>) -> tensor<9xi1>
  "check.expect_eq_const"(%y) {value = dense<[true, true, true, true, true, true, false, false, false]> : tensor<9xi1>} : (tensor<9xi1>) -> ()
  "func.return"() : () -> ()
}

// -----

// f8E5M2FNUZ: the largest and smallest values, the smallest positive value, 1, 0, NaN (no infinities)
func.func @is_finite_f8E5M2FNUZ() {
  %x = "stablehlo.constant"() {value = dense<[57344.0, -57344.0, 7.62939e-06, 1.0, 0.0, 0x80]> : tensor<6xf8E5M2FNUZ>} : () -> tensor<6xf8E5M2FNUZ>
  %y = "stablehlo.is_finite"(%x) : (tensor<6xf8E5M2FNUZ>) -> tensor<6xi1>
  "check.expect_eq_const"(%y) {value = dense<[true, true, true, true, true, false]> : tensor<6xi1>} : (tensor<6xi1>) -> ()
  "func.return"() : () -> ()
}

// -----

// f8E8M0FNU: the largest and smallest values (no zero), 1, NaN (no infinities)
func.func @is_finite_f8E8M0FNU() {
  %x = "stablehlo.constant"() {value = dense<[1.70141e+38, 5.87747e-39, 1.0, 0xFF]> : tensor<4xf8E8M0FNU>} : () -> tensor<4xf8E8M0FNU>
  %y = "stablehlo.is_finite"(%x) : (tensor<4xf8E8M0FNU>) -> tensor<4xi1>
  "check.expect_eq_const"(%y) {value = dense<[true, true, true, false]> : tensor<4xi1>} : (tensor<4xi1>) -> ()
  "func.return"() : () -> ()
}

// -----

// f6E2M3FN: the largest and smallest values, the smallest positive value, 1, 0, -0 (no infinities or NaN: every value is finite)
func.func @is_finite_f6E2M3FN() {
  %x = "stablehlo.constant"() {value = dense<[7.5, -7.5, 0.125, 1.0, 0.0, -0.0]> : tensor<6xf6E2M3FN>} : () -> tensor<6xf6E2M3FN>
  %y = "stablehlo.is_finite"(%x) : (tensor<6xf6E2M3FN>) -> tensor<6xi1>
  "check.expect_eq_const"(%y) {value = dense<[true, true, true, true, true, true]> : tensor<6xi1>} : (tensor<6xi1>) -> ()
  "func.return"() : () -> ()
}

// -----

// f6E3M2FN: the largest and smallest values, the smallest positive value, 1, 0, -0 (no infinities or NaN: every value is finite)
func.func @is_finite_f6E3M2FN() {
  %x = "stablehlo.constant"() {value = dense<[28.0, -28.0, 0.0625, 1.0, 0.0, -0.0]> : tensor<6xf6E3M2FN>} : () -> tensor<6xf6E3M2FN>
  %y = "stablehlo.is_finite"(%x) : (tensor<6xf6E3M2FN>) -> tensor<6xi1>
  "check.expect_eq_const"(%y) {value = dense<[true, true, true, true, true, true]> : tensor<6xi1>} : (tensor<6xi1>) -> ()
  "func.return"() : () -> ()
}

// -----

// f4E2M1FN: the largest and smallest values, the smallest positive value, 1, 0, -0 (no infinities or NaN: every value is finite)
func.func @is_finite_f4E2M1FN() {
  %x = "stablehlo.constant"() {value = dense<[6.0, -6.0, 0.5, 1.0, 0.0, -0.0]> : tensor<6xf4E2M1FN>} : () -> tensor<6xf4E2M1FN>
  %y = "stablehlo.is_finite"(%x) : (tensor<6xf4E2M1FN>) -> tensor<6xi1>
  "check.expect_eq_const"(%y) {value = dense<[true, true, true, true, true, true]> : tensor<6xi1>} : (tensor<6xi1>) -> ()
  "func.return"() : () -> ()
}
