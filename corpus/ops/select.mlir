// select (seed 000): a tensor pred picks each element, a scalar pred a whole tensor; every element-type family.
// i1: a tensor pred picks each element
func.func @select_i1() {
  %pred = "stablehlo.constant"() {value = dense<[true, false, false, true]> : tensor<4xi1>} : () -> tensor<4xi1>
  %on_true = "stablehlo.constant"() {value = dense<[true, true, false, false]> : tensor<4xi1>} : () -> tensor<4xi1>
  %on_false = "stablehlo.constant"() {value = dense<[false, true, true, false]> : tensor<4xi1>} : () -> tensor<4xi1>
  %result = "stablehlo.select"(%pred, %on_true, %on_false) : (tensor<4xi1>, tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  "check.expect_eq_const"(%result) {value = dense<[true, true, true, false]> : tensor<4xi1>} : (tensor<4xi1>) -> ()
  "func.return"() : () -> ()
}

// -----

// i2: a tensor pred picks each element
func.func @select_i2() {
  %pred = "stablehlo.constant"() {value = dense<[true, false, false, true]> : tensor<4xi1>} : () -> tensor<4xi1>
  %on_true = "stablehlo.constant"() {value = dense<[-2, 1, 0, 1]> : tensor<4xi2>} : () -> tensor<4xi2>
  %on_false = "stablehlo.constant"() {value = dense<[1, -2, 1, 0]> : tensor<4xi2>} : () -> tensor<4xi2>
  %result = "stablehlo.select"(%pred, %on_true, %on_false) : (tensor<4xi1>, tensor<4xi2>, tensor<4xi2>) -> tensor<4xi2>
  "check.expect_eq_const"(%result) {value = dense<[-2, -2, 1, 1]> : tensor<4xi2>} : (tensor<4xi2>) -> ()
  "func.return"() : () -> ()
}

// -----

// i64: a tensor pred picks each element
func.func @select_i64() {
  %pred = "stablehlo.constant"() {value = dense<[true, false, false, true]> : tensor<4xi1>} : () -> tensor<4xi1>
  %on_true = "stablehlo.constant"() {value = dense<[-9223372036854775808, 9223372036854775807, 0, 1]> : tensor<4xi64>} : () -> tensor<4xi64>
  %on_false = "stablehlo.constant"() {value = dense<[9223372036854775807, -9223372036854775808, 1, 0]> : tensor<4xi64>} : () -> tensor<4xi64>
  %result = "stablehlo.select"(%pred, %on_true, %on_false) : (tensor<4xi1>, tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
  "check.expect_eq_const"(%result) {value = dense<[-9223372036854775808, -9223372036854775808, 1, 1]> : tensor<4xi64>} : (tensor<4xi64>) -> ()
  "func.return"() : () -> ()
}

// -----

// ui4: a tensor pred picks each element
func.func @select_ui4() {
  %pred = "stablehlo.constant"() {value = dense<[true, false, false, true]> : tensor<4xi1>} : () -> tensor<4xi1>
  %on_true = "stablehlo.constant"() {value = dense<[0, 15, 0, 1]> : tensor<4xui4>} : () -> tensor<4xui4>
  %on_false = "stablehlo.constant"() {value = dense<[15, 0, 1, 0]> : tensor<4xui4>} : () -> tensor<4xui4>
  %result = "stablehlo.select"(%pred, %on_true, %on_false) : (tensor<4xi1>, tensor<4xui4>, tensor<4xui4>) -> tensor<4xui4>
  "check.expect_eq_const"(%result) {value = dense<[0, 0, 1, 1]> : tensor<4xui4>} : (tensor<4xui4>) -> ()
  "func.return"() : () -> ()
}

// -----

// ui64: a tensor pred picks each element
func.func @select_ui64() {
  %pred = "stablehlo.constant"() {value = dense<[true, false, false, true]> : tensor<4xi1>} : () -> tensor<4xi1>
  %on_true = "stablehlo.constant"() {value = dense<[0, 18446744073709551615, 0, 1]> : tensor<4xui64>} : () -> tensor<4xui64>
  %on_false = "stablehlo.constant"() {value = dense<[18446744073709551615, 0, 1, 0]> : tensor<4xui64>} : () -> tensor<4xui64>
  %result = "stablehlo.select"(%pred, %on_true, %on_false) : (tensor<4xi1>, tensor<4xui64>, tensor<4xui64>) -> tensor<4xui64>
  "check.expect_eq_const"(%result) {value = dense<[0, 0, 1, 1]> : tensor<4xui64>} : (tensor<4xui64>) -> ()
  "func.return"() : () -> ()
}

// -----

// f64: special values (NaN payloads, infinities, zeros of either sign: those it has) come through bit for bit
func.func @select_f64() {
  %pred = "stablehlo.constant"() {value = dense<[true, false, true, true, false, true]> : tensor<6xi1>} : () -> tensor<6xi1>
  %on_true = "stablehlo.constant"() {value = dense<[0xFFF8000000000001, 0xFFF8000000000000, 0xFFF0000000000000, -1.7976931348623157e+308, -1.0, -0.0]> : tensor<6xf64>} : () -> tensor<6xf64>
  %on_false = "stablehlo.constant"() {value = dense<[0x7FF8000000000001, 0x7FF8000000000000, 0x7FF0000000000000, 1.7976931348623157e+308, 1.0, 0.0]> : tensor<6xf64>} : () -> tensor<6xf64>
  %result = "stablehlo.select"(%pred, %on_true, %on_false) : (tensor<6xi1>, tensor<6xf64>, tensor<6xf64>) -> tensor<6xf64>
  "check.expect_eq_const"(%result) {value = dense<[0xFFF8000000000001, 0x7FF8000000000000, 0xFFF0000000000000, -1.7976931348623157e+308, 1.0, -0.0]> : tensor<6xf64>} : (tensor<6xf64>) -> ()
  "func.return"() : () -> ()
}

// -----

// f32: special values (NaN payloads, infinities, zeros of either sign: those it has) come through bit for bit
func.func @select_f32() {
  %pred = "stablehlo.constant"() {value = dense<[true, false, true, true, false, true]> : tensor<6xi1>} : () -> tensor<6xi1>
  %on_true = "stablehlo.constant"() {value = dense<[0xFFC00001, 0xFFC00000, 0xFF800000, -3.4028234663852886e+38, -1.0, -0.0]> : tensor<6xf32>} : () -> tensor<6xf32>
  %on_false = "stablehlo.constant"() {value = dense<[0x7FC00001, 0x7FC00000, 0x7F800000, 3.4028234663852886e+38, 1.0, 0.0]> : tensor<6xf32>} : () -> tensor<6xf32>
  %result = "stablehlo.select"(%pred, %on_true, %on_false) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
  "check.expect_eq_const"(%result) {value = dense<[0xFFC00001, 0x7FC00000, 0xFF800000, -3.4028234663852886e+38, 1.0, -0.0]> : tensor<6xf32>} : (tensor<6xf32>) -> ()
  "func.return"() : () -> ()
}

// -----

// bf16: special values (NaN payloads, infinities, zeros of either sign: those it has) come through bit for bit
func.func @select_bf16() {
  %pred = "stablehlo.constant"() {value = dense<[true, false, true, true, false, true]> : tensor<6xi1>} : () -> tensor<6xi1>
  %on_true = "stablehlo.constant"() {value = dense<[0xFFFF, 0xFF81, 0xFF80, -3.3895313892515355e+38, -1.0, -0.0]> : tensor<6xbf16>} : () -> tensor<6xbf16>
  %on_false = "stablehlo.constant"() {value = dense<[0x7FFF, 0x7F81, 0x7F80, 3.3895313892515355e+38, 1.0, 0.0]> : tensor<6xbf16>} : () -> tensor<6xbf16>
  %result = "stablehlo.select"(%pred, %on_true, %on_false) : (tensor<6xi1>, tensor<6xbf16>, tensor<6xbf16>) -> tensor<6xbf16>
  "check.expect_eq_const"(%result) {value = dense<[0xFFFF, 0x7F81, 0xFF80, -3.3895313892515355e+38, 1.0, -0.0]> : tensor<6xbf16>} : (tensor<6xbf16>) -> ()
  "func.return"() : () -> ()
}

// -----

// f8E4M3FNUZ: special values (NaN payloads, infinities, zeros of either sign: those it has) come through bit for bit
func.func @select_f8E4M3FNUZ() {
  %pred = "stablehlo.constant"() {value = dense<[true, false, true, true]> : tensor<4xi1>} : () -> tensor<4xi1>
  %on_true = "stablehlo.constant"() {value = dense<[0x80, -240.0, -1.0, -0.0009765625]> : tensor<4xf8E4M3FNUZ>} : () -> tensor<4xf8E4M3FNUZ>
  %on_false = "stablehlo.constant"() {value = dense<[240.0, 1.0, 0.0009765625, 0.0]> : tensor<4xf8E4M3FNUZ>} : () -> tensor<4xf8E4M3FNUZ>
  %result = "stablehlo.select"(%pred, %on_true, %on_false) : (tensor<4xi1>, tensor<4xf8E4M3FNUZ>, tensor<4xf8E4M3FNUZ>) -> tensor<4xf8E4M3FNUZ>
  "check.expect_eq_const"(%result) {value = dense<[0x80, 1.0, -1.0, -0.0009765625]> : tensor<4xf8E4M3FNUZ>} : (tensor<4xf8E4M3FNUZ>) -> ()
  "func.return"() : () -> ()
}

// -----

// f4E2M1FN: special values (NaN payloads, infinities, zeros of either sign: those it has) come through bit for bit
func.func @select_f4E2M1FN() {
  %pred = "stablehlo.constant"() {value = dense<[true, false, true, true]> : tensor<4xi1>} : () -> tensor<4xi1>
  %on_true = "stablehlo.constant"() {value = dense<[-6.0, -1.0, -0.5, -0.0]> : tensor<4xf4E2M1FN>} : () -> tensor<4xf4E2M1FN>
  %on_false = "stablehlo.constant"() {value = dense<[6.0, 1.0, 0.5, 0.0]> : tensor<4xf4E2M1FN>} : () -> tensor<4xf4E2M1FN>
  %result = "stablehlo.select"(%pred, %on_true, %on_false) : (tensor<4xi1>, tensor<4xf4E2M1FN>, tensor<4xf4E2M1FN>) -> tensor<4xf4E2M1FN>
  "check.expect_eq_const"(%result) {value = dense<[-6.0, 1.0, -0.5, -0.0]> : tensor<4xf4E2M1FN>} : (tensor<4xf4E2M1FN>) -> ()
  "func.return"() : () -> ()
}

// -----

// complex<f64>: a tensor pred picks each element
func.func @select_complex_f64() {
  %pred = "stablehlo.constant"() {value = dense<[true, false]> : tensor<2xi1>} : () -> tensor<2xi1>
  %on_true = "stablehlo.constant"() {value = dense<[(1.0, 2.0), (-0.0, 3.0)]> : tensor<2xcomplex<f64>>} : () -> tensor<2xcomplex<f64>>
  %on_false = "stablehlo.constant"() {value = dense<[(5.0, -1.0), (7.0, 0.0)]> : tensor<2xcomplex<f64>>} : () -> tensor<2xcomplex<f64>>
  %result = "stablehlo.select"(%pred, %on_true, %on_false) : (tensor<2xi1>, tensor<2xcomplex<f64>>, tensor<2xcomplex<f64>>) -> tensor<2xcomplex<f64>>
  "check.expect_eq_const"(%result) {value = dense<[(1.0, 2.0), (7.0, 0.0)]> : tensor<2xcomplex<f64>>} : (tensor<2xcomplex<f64>>) -> ()
  "func.return"() : () -> ()
}

// -----

// a scalar pred (true) picks the whole on_true tensor
func.func @select_scalar_pred_true() {
  %pred = "stablehlo.constant"() {value = dense<true> : tensor<i1>} : () -> tensor<i1>
  %on_true = "stablehlo.constant"() {value = dense<[1, 2, 3]> : tensor<3xi32>} : () -> tensor<3xi32>
  %on_false = "stablehlo.constant"() {value = dense<[4, 5, 6]> : tensor<3xi32>} : () -> tensor<3xi32>
  %result = "stablehlo.select"(%pred, %on_true, %on_false) : (tensor<i1>, tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
  "check.expect_eq_const"(%result) {value = dense<[1, 2, 3]> : tensor<3xi32>} : (tensor<3xi32>) -> ()
  "func.return"() : () -> ()
}

// -----

// a scalar pred (false) picks the whole on_false tensor
func.func @select_scalar_pred_false() {
  %pred = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
  %on_true = "stablehlo.constant"() {value = dense<[1, 2, 3]> : tensor<3xi32>} : () -> tensor<3xi32>
  %on_false = "stablehlo.constant"() {value = dense<[4, 5, 6]> : tensor<3xi32>} : () -> tensor<3xi32>
  %result = "stablehlo.select"(%pred, %on_true, %on_false) : (tensor<i1>, tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
  "check.expect_eq_const"(%result) {value = dense<[4, 5, 6]> : tensor<3xi32>} : (tensor<3xi32>) -> ()
  "func.return"() : () -> ()
}
