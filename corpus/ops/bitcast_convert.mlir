// bitcast_convert (seed 000): same width, narrower result (a new trailing dimension) and wider
// result (the last dimension joins), little-endian as the spec's example; floats, integers,
// sub-byte types of equal width and complex. Bool (i1) results and the order of sub-byte
// elements inside wider ones are implementation-defined, so they are left out (G5).
// same width: f32 1.0 and -0.0 as i32
func.func @bitcast_convert_f32_to_i32() {
  %operand = "stablehlo.constant"() {value = dense<[1.0, -0.0]> : tensor<2xf32>} : () -> tensor<2xf32>
  %result = "stablehlo.bitcast_convert"(%operand) : (tensor<2xf32>) -> tensor<2xi32>
  "check.expect_eq_const"(%result) {value = dense<[1065353216, -2147483648]> : tensor<2xi32>} : (tensor<2xi32>) -> ()
  "func.return"() : () -> ()
}

// -----

// to a narrower type: a new trailing dimension, lowest half first
func.func @bitcast_convert_i64_to_i32() {
  %operand = "stablehlo.constant"() {value = dense<8589934593> : tensor<i64>} : () -> tensor<i64>
  %result = "stablehlo.bitcast_convert"(%operand) : (tensor<i64>) -> tensor<2xi32>
  "check.expect_eq_const"(%result) {value = dense<[1, 2]> : tensor<2xi32>} : (tensor<2xi32>) -> ()
  "func.return"() : () -> ()
}

// -----

// to a wider type: the last dimension joins, first element lowest
func.func @bitcast_convert_ui8_to_f32() {
  %operand = "stablehlo.constant"() {value = dense<[[0, 0, 128, 63], [0, 0, 192, 255]]> : tensor<2x4xui8>} : () -> tensor<2x4xui8>
  %result = "stablehlo.bitcast_convert"(%operand) : (tensor<2x4xui8>) -> tensor<2xf32>
  "check.expect_eq_const"(%result) {value = dense<[1.0, 0xFFC00000]> : tensor<2xf32>} : (tensor<2xf32>) -> ()
  "func.return"() : () -> ()
}

// -----

// same width: bf16 1.0 (0x3F80) read as f16
func.func @bitcast_convert_bf16_to_f16() {
  %operand = "stablehlo.constant"() {value = dense<[1.0]> : tensor<1xbf16>} : () -> tensor<1xbf16>
  %result = "stablehlo.bitcast_convert"(%operand) : (tensor<1xbf16>) -> tensor<1xf16>
  "check.expect_eq_const"(%result) {value = dense<[1.875]> : tensor<1xf16>} : (tensor<1xf16>) -> ()
  "func.return"() : () -> ()
}

// -----

// same width: 8-bit floats
func.func @bitcast_convert_f8E5M2_to_f8E4M3FN() {
  %operand = "stablehlo.constant"() {value = dense<[1.0, 0x7C]> : tensor<2xf8E5M2>} : () -> tensor<2xf8E5M2>
  %result = "stablehlo.bitcast_convert"(%operand) : (tensor<2xf8E5M2>) -> tensor<2xf8E4M3FN>
  "check.expect_eq_const"(%result) {value = dense<[0x3C, 0x7C]> : tensor<2xf8E4M3FN>} : (tensor<2xf8E4M3FN>) -> ()
  "func.return"() : () -> ()
}

// -----

// same width: sub-byte integers
func.func @bitcast_convert_i4_to_ui4() {
  %operand = "stablehlo.constant"() {value = dense<[-1, -8, 7]> : tensor<3xi4>} : () -> tensor<3xi4>
  %result = "stablehlo.bitcast_convert"(%operand) : (tensor<3xi4>) -> tensor<3xui4>
  "check.expect_eq_const"(%result) {value = dense<[15, 8, 7]> : tensor<3xui4>} : (tensor<3xui4>) -> ()
  "func.return"() : () -> ()
}

// -----

// same width: f4E2M1FN bit patterns
func.func @bitcast_convert_f4E2M1FN_to_i4() {
  %operand = "stablehlo.constant"() {value = dense<[1.0, -6.0, 0.5]> : tensor<3xf4E2M1FN>} : () -> tensor<3xf4E2M1FN>
  %result = "stablehlo.bitcast_convert"(%operand) : (tensor<3xf4E2M1FN>) -> tensor<3xi4>
  "check.expect_eq_const"(%result) {value = dense<[2, -1, 1]> : tensor<3xi4>} : (tensor<3xi4>) -> ()
  "func.return"() : () -> ()
}

// -----

// complex<f64> to complex<f32>: the real part's bits come first
func.func @bitcast_convert_complex_f64_to_complex_f32() {
  %operand = "stablehlo.constant"() {value = dense<[(1.0, 2.0)]> : tensor<1xcomplex<f64>>} : () -> tensor<1xcomplex<f64>>
  %result = "stablehlo.bitcast_convert"(%operand) : (tensor<1xcomplex<f64>>) -> tensor<1x2xcomplex<f32>>
  "check.expect_eq_const"(%result) {value = dense<[[(0.0, 1.875), (0.0, 2.0)]]> : tensor<1x2xcomplex<f32>>} : (tensor<1x2xcomplex<f32>>) -> ()
  "func.return"() : () -> ()
}

// -----

// to a narrower type: the spec example's order
func.func @bitcast_convert_f64_to_ui16() {
  %operand = "stablehlo.constant"() {value = dense<0x0123456789ABCDEF> : tensor<f64>} : () -> tensor<f64>
  %result = "stablehlo.bitcast_convert"(%operand) : (tensor<f64>) -> tensor<4xui16>
  "check.expect_eq_const"(%result) {value = dense<[52719, 35243, 17767, 291]> : tensor<4xui16>} : (tensor<4xui16>) -> ()
  "func.return"() : () -> ()
}
