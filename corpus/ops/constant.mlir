// Constant (seed 000 "कॉन्सटेंट", guideline G3 of seed 004): every element type, decimal literals
// checked against the bit patterns of their (correctly rounded) values, and special values.
// i1: true and false
func.func @constant_i1() {
  %result = "stablehlo.constant"() {value = dense<[true, false]> : tensor<2xi1>} : () -> tensor<2xi1>
  "check.expect_eq_const"(%result) {value = dense<[true, false]> : tensor<2xi1>} : (tensor<2xi1>) -> ()
  "func.return"() : () -> ()
}

// -----

// i2: the minimum, -1, 0, 1, the maximum
func.func @constant_i2() {
  %result = "stablehlo.constant"() {value = dense<[-2, -1, 0, 1, 1]> : tensor<5xi2>} : () -> tensor<5xi2>
  "check.expect_eq_const"(%result) {value = dense<[-2, -1, 0, 1, 1]> : tensor<5xi2>} : (tensor<5xi2>) -> ()
  "func.return"() : () -> ()
}

// -----

// i4: the minimum, -1, 0, 1, the maximum
func.func @constant_i4() {
  %result = "stablehlo.constant"() {value = dense<[-8, -1, 0, 1, 7]> : tensor<5xi4>} : () -> tensor<5xi4>
  "check.expect_eq_const"(%result) {value = dense<[-8, -1, 0, 1, 7]> : tensor<5xi4>} : (tensor<5xi4>) -> ()
  "func.return"() : () -> ()
}

// -----

// i8: the minimum, -1, 0, 1, the maximum
func.func @constant_i8() {
  %result = "stablehlo.constant"() {value = dense<[-128, -1, 0, 1, 127]> : tensor<5xi8>} : () -> tensor<5xi8>
  "check.expect_eq_const"(%result) {value = dense<[-128, -1, 0, 1, 127]> : tensor<5xi8>} : (tensor<5xi8>) -> ()
  "func.return"() : () -> ()
}

// -----

// i16: the minimum, -1, 0, 1, the maximum
func.func @constant_i16() {
  %result = "stablehlo.constant"() {value = dense<[-32768, -1, 0, 1, 32767]> : tensor<5xi16>} : () -> tensor<5xi16>
  "check.expect_eq_const"(%result) {value = dense<[-32768, -1, 0, 1, 32767]> : tensor<5xi16>} : (tensor<5xi16>) -> ()
  "func.return"() : () -> ()
}

// -----

// i32: the minimum, -1, 0, 1, the maximum
func.func @constant_i32() {
  %result = "stablehlo.constant"() {value = dense<[-2147483648, -1, 0, 1, 2147483647]> : tensor<5xi32>} : () -> tensor<5xi32>
  "check.expect_eq_const"(%result) {value = dense<[-2147483648, -1, 0, 1, 2147483647]> : tensor<5xi32>} : (tensor<5xi32>) -> ()
  "func.return"() : () -> ()
}

// -----

// i64: the minimum, -1, 0, 1, the maximum
func.func @constant_i64() {
  %result = "stablehlo.constant"() {value = dense<[-9223372036854775808, -1, 0, 1, 9223372036854775807]> : tensor<5xi64>} : () -> tensor<5xi64>
  "check.expect_eq_const"(%result) {value = dense<[-9223372036854775808, -1, 0, 1, 9223372036854775807]> : tensor<5xi64>} : (tensor<5xi64>) -> ()
  "func.return"() : () -> ()
}

// -----

// ui2: 0, 1, the maximum
func.func @constant_ui2() {
  %result = "stablehlo.constant"() {value = dense<[0, 1, 3]> : tensor<3xui2>} : () -> tensor<3xui2>
  "check.expect_eq_const"(%result) {value = dense<[0, 1, 3]> : tensor<3xui2>} : (tensor<3xui2>) -> ()
  "func.return"() : () -> ()
}

// -----

// ui4: 0, 1, the maximum
func.func @constant_ui4() {
  %result = "stablehlo.constant"() {value = dense<[0, 1, 15]> : tensor<3xui4>} : () -> tensor<3xui4>
  "check.expect_eq_const"(%result) {value = dense<[0, 1, 15]> : tensor<3xui4>} : (tensor<3xui4>) -> ()
  "func.return"() : () -> ()
}

// -----

// ui8: 0, 1, the maximum
func.func @constant_ui8() {
  %result = "stablehlo.constant"() {value = dense<[0, 1, 255]> : tensor<3xui8>} : () -> tensor<3xui8>
  "check.expect_eq_const"(%result) {value = dense<[0, 1, 255]> : tensor<3xui8>} : (tensor<3xui8>) -> ()
  "func.return"() : () -> ()
}

// -----

// ui16: 0, 1, the maximum
func.func @constant_ui16() {
  %result = "stablehlo.constant"() {value = dense<[0, 1, 65535]> : tensor<3xui16>} : () -> tensor<3xui16>
  "check.expect_eq_const"(%result) {value = dense<[0, 1, 65535]> : tensor<3xui16>} : (tensor<3xui16>) -> ()
  "func.return"() : () -> ()
}

// -----

// ui32: 0, 1, the maximum
func.func @constant_ui32() {
  %result = "stablehlo.constant"() {value = dense<[0, 1, 4294967295]> : tensor<3xui32>} : () -> tensor<3xui32>
  "check.expect_eq_const"(%result) {value = dense<[0, 1, 4294967295]> : tensor<3xui32>} : (tensor<3xui32>) -> ()
  "func.return"() : () -> ()
}

// -----

// ui64: 0, 1, the maximum
func.func @constant_ui64() {
  %result = "stablehlo.constant"() {value = dense<[0, 1, 18446744073709551615]> : tensor<3xui64>} : () -> tensor<3xui64>
  "check.expect_eq_const"(%result) {value = dense<[0, 1, 18446744073709551615]> : tensor<3xui64>} : (tensor<3xui64>) -> ()
  "func.return"() : () -> ()
}

// -----

// f4E2M1FN: decimal literals against their bit patterns: 1, -2, 0.5, the largest finite value, the smallest subnormal, -0, +0, 0.1 (rounded)
func.func @constant_f4E2M1FN() {
  %result = "stablehlo.constant"() {value = dense<[1.0, -2.0, 0.5, 6.0, 0.5, -0.0, 0.0, 0.1]> : tensor<8xf4E2M1FN>} : () -> tensor<8xf4E2M1FN>
  "check.expect_eq_const"(%result) {value = dense<[0x2, 0xC, 0x1, 0x7, 0x1, 0x8, 0x0, 0x0]> : tensor<8xf4E2M1FN>} : (tensor<8xf4E2M1FN>) -> ()
  "func.return"() : () -> ()
}

// -----

// f6E2M3FN: decimal literals against their bit patterns: 1, -2, 0.5, the largest finite value, the smallest subnormal, -0, +0, 0.1 (rounded)
func.func @constant_f6E2M3FN() {
  %result = "stablehlo.constant"() {value = dense<[1.0, -2.0, 0.5, 7.5, 0.125, -0.0, 0.0, 0.1]> : tensor<8xf6E2M3FN>} : () -> tensor<8xf6E2M3FN>
  "check.expect_eq_const"(%result) {value = dense<[0x08, 0x30, 0x04, 0x1F, 0x01, 0x20, 0x00, 0x01]> : tensor<8xf6E2M3FN>} : (tensor<8xf6E2M3FN>) -> ()
  "func.return"() : () -> ()
}

// -----

// f6E3M2FN: decimal literals against their bit patterns: 1, -2, 0.5, the largest finite value, the smallest subnormal, -0, +0, 0.1 (rounded)
func.func @constant_f6E3M2FN() {
  %result = "stablehlo.constant"() {value = dense<[1.0, -2.0, 0.5, 28.0, 0.0625, -0.0, 0.0, 0.1]> : tensor<8xf6E3M2FN>} : () -> tensor<8xf6E3M2FN>
  "check.expect_eq_const"(%result) {value = dense<[0x0C, 0x30, 0x08, 0x1F, 0x01, 0x20, 0x00, 0x02]> : tensor<8xf6E3M2FN>} : (tensor<8xf6E3M2FN>) -> ()
  "func.return"() : () -> ()
}

// -----

// f8E3M4: decimal literals against their bit patterns: 1, -2, 0.5, the largest finite value, the smallest subnormal, -0, +0, 0.1 (rounded)
func.func @constant_f8E3M4() {
  %result = "stablehlo.constant"() {value = dense<[1.0, -2.0, 0.5, 15.5, 0.015625, -0.0, 0.0, 0.1]> : tensor<8xf8E3M4>} : () -> tensor<8xf8E3M4>
  "check.expect_eq_const"(%result) {value = dense<[0x30, 0xC0, 0x20, 0x6F, 0x01, 0x80, 0x00, 0x06]> : tensor<8xf8E3M4>} : (tensor<8xf8E3M4>) -> ()
  "func.return"() : () -> ()
}

// -----

// f8E3M4: +inf, -inf, NaN (bit patterns)
func.func @constant_f8E3M4_special() {
  %result = "stablehlo.constant"() {value = dense<[0x70, 0xF0, 0x71]> : tensor<3xf8E3M4>} : () -> tensor<3xf8E3M4>
  "check.expect_eq_const"(%result) {value = dense<[0x70, 0xF0, 0x71]> : tensor<3xf8E3M4>} : (tensor<3xf8E3M4>) -> ()
  "func.return"() : () -> ()
}

// -----

// f8E4M3: decimal literals against their bit patterns: 1, -2, 0.5, the largest finite value, the smallest subnormal, -0, +0, 0.1 (rounded)
func.func @constant_f8E4M3() {
  %result = "stablehlo.constant"() {value = dense<[1.0, -2.0, 0.5, 240.0, 0.001953125, -0.0, 0.0, 0.1]> : tensor<8xf8E4M3>} : () -> tensor<8xf8E4M3>
  "check.expect_eq_const"(%result) {value = dense<[0x38, 0xC0, 0x30, 0x77, 0x01, 0x80, 0x00, 0x1D]> : tensor<8xf8E4M3>} : (tensor<8xf8E4M3>) -> ()
  "func.return"() : () -> ()
}

// -----

// f8E4M3: +inf, -inf, NaN (bit patterns)
func.func @constant_f8E4M3_special() {
  %result = "stablehlo.constant"() {value = dense<[0x78, 0xF8, 0x79]> : tensor<3xf8E4M3>} : () -> tensor<3xf8E4M3>
  "check.expect_eq_const"(%result) {value = dense<[0x78, 0xF8, 0x79]> : tensor<3xf8E4M3>} : (tensor<3xf8E4M3>) -> ()
  "func.return"() : () -> ()
}

// -----

// f8E4M3FN: decimal literals against their bit patterns: 1, -2, 0.5, the largest finite value, the smallest subnormal, -0, +0, 0.1 (rounded)
func.func @constant_f8E4M3FN() {
  %result = "stablehlo.constant"() {value = dense<[1.0, -2.0, 0.5, 448.0, 0.001953125, -0.0, 0.0, 0.1]> : tensor<8xf8E4M3FN>} : () -> tensor<8xf8E4M3FN>
  "check.expect_eq_const"(%result) {value = dense<[0x38, 0xC0, 0x30, 0x7E, 0x01, 0x80, 0x00, 0x1D]> : tensor<8xf8E4M3FN>} : (tensor<8xf8E4M3FN>) -> ()
  "func.return"() : () -> ()
}

// -----

// f8E4M3FN: NaN (bit patterns)
func.func @constant_f8E4M3FN_special() {
  %result = "stablehlo.constant"() {value = dense<[0x7F]> : tensor<1xf8E4M3FN>} : () -> tensor<1xf8E4M3FN>
  "check.expect_eq_const"(%result) {value = dense<[0x7F]> : tensor<1xf8E4M3FN>} : (tensor<1xf8E4M3FN>) -> ()
  "func.return"() : () -> ()
}

// -----

// f8E4M3FNUZ: decimal literals against their bit patterns: 1, -2, 0.5, the largest finite value, the smallest subnormal, 0 (no -0), 0.1 (rounded)
func.func @constant_f8E4M3FNUZ() {
  %result = "stablehlo.constant"() {value = dense<[1.0, -2.0, 0.5, 240.0, 0.0009765625, 0.0, 0.1]> : tensor<7xf8E4M3FNUZ>} : () -> tensor<7xf8E4M3FNUZ>
  "check.expect_eq_const"(%result) {value = dense<[0x40, 0xC8, 0x38, 0x7F, 0x01, 0x00, 0x25]> : tensor<7xf8E4M3FNUZ>} : (tensor<7xf8E4M3FNUZ>) -> ()
  "func.return"() : () -> ()
}

// -----

// f8E4M3FNUZ: NaN (bit patterns)
func.func @constant_f8E4M3FNUZ_special() {
  %result = "stablehlo.constant"() {value = dense<[0x80]> : tensor<1xf8E4M3FNUZ>} : () -> tensor<1xf8E4M3FNUZ>
  "check.expect_eq_const"(%result) {value = dense<[0x80]> : tensor<1xf8E4M3FNUZ>} : (tensor<1xf8E4M3FNUZ>) -> ()
  "func.return"() : () -> ()
}

// -----

// f8E4M3B11FNUZ: decimal literals against their bit patterns: 1, -2, 0.5, the largest finite value, the smallest subnormal, 0 (no -0), 0.1 (rounded)
func.func @constant_f8E4M3B11FNUZ() {
  %result = "stablehlo.constant"() {value = dense<[1.0, -2.0, 0.5, 30.0, 0.0001220703125, 0.0, 0.1]> : tensor<7xf8E4M3B11FNUZ>} : () -> tensor<7xf8E4M3B11FNUZ>
  "check.expect_eq_const"(%result) {value = dense<[0x58, 0xE0, 0x50, 0x7F, 0x01, 0x00, 0x3D]> : tensor<7xf8E4M3B11FNUZ>} : (tensor<7xf8E4M3B11FNUZ>) -> ()
  "func.return"() : () -> ()
}

// -----

// f8E4M3B11FNUZ: NaN (bit patterns)
func.func @constant_f8E4M3B11FNUZ_special() {
  %result = "stablehlo.constant"() {value = dense<[0x80]> : tensor<1xf8E4M3B11FNUZ>} : () -> tensor<1xf8E4M3B11FNUZ>
  "check.expect_eq_const"(%result) {value = dense<[0x80]> : tensor<1xf8E4M3B11FNUZ>} : (tensor<1xf8E4M3B11FNUZ>) -> ()
  "func.return"() : () -> ()
}

// -----

// f8E5M2: decimal literals against their bit patterns: 1, -2, 0.5, the largest finite value, the smallest subnormal, -0, +0, 0.1 (rounded)
func.func @constant_f8E5M2() {
  %result = "stablehlo.constant"() {value = dense<[1.0, -2.0, 0.5, 57344.0, 1.52587890625e-05, -0.0, 0.0, 0.1]> : tensor<8xf8E5M2>} : () -> tensor<8xf8E5M2>
  "check.expect_eq_const"(%result) {value = dense<[0x3C, 0xC0, 0x38, 0x7B, 0x01, 0x80, 0x00, 0x2E]> : tensor<8xf8E5M2>} : (tensor<8xf8E5M2>) -> ()
  "func.return"() : () -> ()
}

// -----

// f8E5M2: +inf, -inf, NaN (bit patterns)
func.func @constant_f8E5M2_special() {
  %result = "stablehlo.constant"() {value = dense<[0x7C, 0xFC, 0x7D]> : tensor<3xf8E5M2>} : () -> tensor<3xf8E5M2>
  "check.expect_eq_const"(%result) {value = dense<[0x7C, 0xFC, 0x7D]> : tensor<3xf8E5M2>} : (tensor<3xf8E5M2>) -> ()
  "func.return"() : () -> ()
}

// -----

// f8E5M2FNUZ: decimal literals against their bit patterns: 1, -2, 0.5, the largest finite value, the smallest subnormal, 0 (no -0), 0.1 (rounded)
func.func @constant_f8E5M2FNUZ() {
  %result = "stablehlo.constant"() {value = dense<[1.0, -2.0, 0.5, 57344.0, 7.62939453125e-06, 0.0, 0.1]> : tensor<7xf8E5M2FNUZ>} : () -> tensor<7xf8E5M2FNUZ>
  "check.expect_eq_const"(%result) {value = dense<[0x40, 0xC4, 0x3C, 0x7F, 0x01, 0x00, 0x32]> : tensor<7xf8E5M2FNUZ>} : (tensor<7xf8E5M2FNUZ>) -> ()
  "func.return"() : () -> ()
}

// -----

// f8E5M2FNUZ: NaN (bit patterns)
func.func @constant_f8E5M2FNUZ_special() {
  %result = "stablehlo.constant"() {value = dense<[0x80]> : tensor<1xf8E5M2FNUZ>} : () -> tensor<1xf8E5M2FNUZ>
  "check.expect_eq_const"(%result) {value = dense<[0x80]> : tensor<1xf8E5M2FNUZ>} : (tensor<1xf8E5M2FNUZ>) -> ()
  "func.return"() : () -> ()
}

// -----

// f8E8M0FNU: decimal literals against their bit patterns: 1, 0.5, the largest value, the smallest value, 4, 0.1 (rounded to 0.125)
func.func @constant_f8E8M0FNU() {
  %result = "stablehlo.constant"() {value = dense<[1.0, 0.5, 1.7014118346046923e+38, 5.877471754111438e-39, 4.0, 0.1]> : tensor<6xf8E8M0FNU>} : () -> tensor<6xf8E8M0FNU>
  "check.expect_eq_const"(%result) {value = dense<[0x7F, 0x7E, 0xFE, 0x00, 0x81, 0x7C]> : tensor<6xf8E8M0FNU>} : (tensor<6xf8E8M0FNU>) -> ()
  "func.return"() : () -> ()
}

// -----

// f8E8M0FNU: NaN (bit patterns)
func.func @constant_f8E8M0FNU_special() {
  %result = "stablehlo.constant"() {value = dense<[0xFF]> : tensor<1xf8E8M0FNU>} : () -> tensor<1xf8E8M0FNU>
  "check.expect_eq_const"(%result) {value = dense<[0xFF]> : tensor<1xf8E8M0FNU>} : (tensor<1xf8E8M0FNU>) -> ()
  "func.return"() : () -> ()
}

// -----

// bf16: decimal literals against their bit patterns: 1, -2, 0.5, the largest finite value, the smallest subnormal, -0, +0, 0.1 (rounded)
func.func @constant_bf16() {
  %result = "stablehlo.constant"() {value = dense<[1.0, -2.0, 0.5, 3.3895313892515355e+38, 9.183549615799121e-41, -0.0, 0.0, 0.1]> : tensor<8xbf16>} : () -> tensor<8xbf16>
  "check.expect_eq_const"(%result) {value = dense<[0x3F80, 0xC000, 0x3F00, 0x7F7F, 0x0001, 0x8000, 0x0000, 0x3DCD]> : tensor<8xbf16>} : (tensor<8xbf16>) -> ()
  "func.return"() : () -> ()
}

// -----

// bf16: +inf, -inf, NaN (bit patterns)
func.func @constant_bf16_special() {
  %result = "stablehlo.constant"() {value = dense<[0x7F80, 0xFF80, 0x7F81]> : tensor<3xbf16>} : () -> tensor<3xbf16>
  "check.expect_eq_const"(%result) {value = dense<[0x7F80, 0xFF80, 0x7F81]> : tensor<3xbf16>} : (tensor<3xbf16>) -> ()
  "func.return"() : () -> ()
}

// -----

// f16: decimal literals against their bit patterns: 1, -2, 0.5, the largest finite value, the smallest subnormal, -0, +0, 0.1 (rounded)
func.func @constant_f16() {
  %result = "stablehlo.constant"() {value = dense<[1.0, -2.0, 0.5, 65504.0, 5.960464477539063e-08, -0.0, 0.0, 0.1]> : tensor<8xf16>} : () -> tensor<8xf16>
  "check.expect_eq_const"(%result) {value = dense<[0x3C00, 0xC000, 0x3800, 0x7BFF, 0x0001, 0x8000, 0x0000, 0x2E66]> : tensor<8xf16>} : (tensor<8xf16>) -> ()
  "func.return"() : () -> ()
}

// -----

// f16: +inf, -inf, NaN (bit patterns)
func.func @constant_f16_special() {
  %result = "stablehlo.constant"() {value = dense<[0x7C00, 0xFC00, 0x7C01]> : tensor<3xf16>} : () -> tensor<3xf16>
  "check.expect_eq_const"(%result) {value = dense<[0x7C00, 0xFC00, 0x7C01]> : tensor<3xf16>} : (tensor<3xf16>) -> ()
  "func.return"() : () -> ()
}

// -----

// f32: decimal literals against their bit patterns: 1, -2, 0.5, the largest finite value, the smallest subnormal, -0, +0, 0.1 (rounded)
func.func @constant_f32() {
  %result = "stablehlo.constant"() {value = dense<[1.0, -2.0, 0.5, 3.4028234663852886e+38, 1.401298464324817e-45, -0.0, 0.0, 0.1]> : tensor<8xf32>} : () -> tensor<8xf32>
  "check.expect_eq_const"(%result) {value = dense<[0x3F800000, 0xC0000000, 0x3F000000, 0x7F7FFFFF, 0x00000001, 0x80000000, 0x00000000, 0x3DCCCCCD]> : tensor<8xf32>} : (tensor<8xf32>) -> ()
  "func.return"() : () -> ()
}

// -----

// f32: +inf, -inf, NaN (bit patterns)
func.func @constant_f32_special() {
  %result = "stablehlo.constant"() {value = dense<[0x7F800000, 0xFF800000, 0x7FC00000]> : tensor<3xf32>} : () -> tensor<3xf32>
  "check.expect_eq_const"(%result) {value = dense<[0x7F800000, 0xFF800000, 0x7FC00000]> : tensor<3xf32>} : (tensor<3xf32>) -> ()
  "func.return"() : () -> ()
}

// -----

// f64: decimal literals against their bit patterns: 1, -2, 0.5, the largest finite value, the smallest subnormal, -0, +0, 0.1 (rounded)
func.func @constant_f64() {
  %result = "stablehlo.constant"() {value = dense<[1.0, -2.0, 0.5, 1.7976931348623157e+308, 5.0e-324, -0.0, 0.0, 0.1]> : tensor<8xf64>} : () -> tensor<8xf64>
  "check.expect_eq_const"(%result) {value = dense<[0x3FF0000000000000, 0xC000000000000000, 0x3FE0000000000000, 0x7FEFFFFFFFFFFFFF, 0x0000000000000001, 0x8000000000000000, 0x0000000000000000, 0x3FB999999999999A]> : tensor<8xf64>} : (tensor<8xf64>) -> ()
  "func.return"() : () -> ()
}

// -----

// f64: +inf, -inf, NaN (bit patterns)
func.func @constant_f64_special() {
  %result = "stablehlo.constant"() {value = dense<[0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000]> : tensor<3xf64>} : () -> tensor<3xf64>
  "check.expect_eq_const"(%result) {value = dense<[0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000]> : tensor<3xf64>} : (tensor<3xf64>) -> ()
  "func.return"() : () -> ()
}

// -----

// complex<f32>: decimal parts against their bit patterns
func.func @constant_complex_f32() {
  %result = "stablehlo.constant"() {value = dense<[(1.0, -2.0), (0.1, -0.0)]> : tensor<2xcomplex<f32>>} : () -> tensor<2xcomplex<f32>>
  "check.expect_eq_const"(%result) {value = dense<[(0x3F800000, 0xC0000000), (0x3DCCCCCD, 0x80000000)]> : tensor<2xcomplex<f32>>} : (tensor<2xcomplex<f32>>) -> ()
  "func.return"() : () -> ()
}

// -----

// complex<f32>: (+inf, NaN) as bit patterns
func.func @constant_complex_f32_special() {
  %result = "stablehlo.constant"() {value = dense<[(0x7F800000, 0x7FC00000)]> : tensor<1xcomplex<f32>>} : () -> tensor<1xcomplex<f32>>
  "check.expect_eq_const"(%result) {value = dense<[(0x7F800000, 0x7FC00000)]> : tensor<1xcomplex<f32>>} : (tensor<1xcomplex<f32>>) -> ()
  "func.return"() : () -> ()
}

// -----

// complex<f64>: decimal parts against their bit patterns
func.func @constant_complex_f64() {
  %result = "stablehlo.constant"() {value = dense<[(1.0, -2.0), (0.1, -0.0)]> : tensor<2xcomplex<f64>>} : () -> tensor<2xcomplex<f64>>
  "check.expect_eq_const"(%result) {value = dense<[(0x3FF0000000000000, 0xC000000000000000), (0x3FB999999999999A, 0x8000000000000000)]> : tensor<2xcomplex<f64>>} : (tensor<2xcomplex<f64>>) -> ()
  "func.return"() : () -> ()
}

// -----

// complex<f64>: (+inf, NaN) as bit patterns
func.func @constant_complex_f64_special() {
  %result = "stablehlo.constant"() {value = dense<[(0x7FF0000000000000, 0x7FF8000000000000)]> : tensor<1xcomplex<f64>>} : () -> tensor<1xcomplex<f64>>
  "check.expect_eq_const"(%result) {value = dense<[(0x7FF0000000000000, 0x7FF8000000000000)]> : tensor<1xcomplex<f64>>} : (tensor<1xcomplex<f64>>) -> ()
  "func.return"() : () -> ()
}
