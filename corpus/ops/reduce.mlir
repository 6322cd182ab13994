// reduce: integer wrap-around, variadic inputs, several dimensions, empty dimensions, f32 maximum with NaN and -0/+0
func.func @reduce_i8_add_wraps() {
  %input = "stablehlo.constant"() {value = dense<[[100, 100, 100], [-128, -1, 0]]> : tensor<2x3xi8>} : () -> tensor<2x3xi8>
  %init = "stablehlo.constant"() {value = dense<1> : tensor<i8>} : () -> tensor<i8>
  %result = "stablehlo.reduce"(%input, %init) ({
    ^bb0(%a: tensor<i8>, %b: tensor<i8>):
      %0 = "stablehlo.add"(%a, %b) : (tensor<i8>, tensor<i8>) -> tensor<i8>
      "stablehlo.return"(%0) : (tensor<i8>) -> ()
  }) {dimensions = array<i64: 1>} : (tensor<2x3xi8>, tensor<i8>) -> tensor<2xi8>
  "check.expect_eq_const"(%result) {value = dense<[45, 128]> : tensor<2xi8>} : (tensor<2xi8>) -> ()
  "func.return"() : () -> ()
}
// -----
func.func @reduce_variadic_two_dimensions() {
  %a = "stablehlo.constant"() {value = dense<[[[1, 2], [3, 4]], [[5, 6], [7, 8]]]> : tensor<2x2x2xi32>} : () -> tensor<2x2x2xi32>
  %b = "stablehlo.constant"() {value = dense<[[[1, 0], [1, 1]], [[0, 0], [1, 0]]]> : tensor<2x2x2xui8>} : () -> tensor<2x2x2xui8>
  %ia = "stablehlo.constant"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %ib = "stablehlo.constant"() {value = dense<0> : tensor<ui8>} : () -> tensor<ui8>
  %r:2 = "stablehlo.reduce"(%a, %b, %ia, %ib) ({
    ^bb0(%x0: tensor<i32>, %x1: tensor<ui8>, %y0: tensor<i32>, %y1: tensor<ui8>):
      %0 = "stablehlo.add"(%x0, %y0) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %1 = "stablehlo.add"(%x1, %y1) : (tensor<ui8>, tensor<ui8>) -> tensor<ui8>
      "stablehlo.return"(%0, %1) : (tensor<i32>, tensor<ui8>) -> ()
  }) {dimensions = array<i64: 2, 0>} : (tensor<2x2x2xi32>, tensor<2x2x2xui8>, tensor<i32>, tensor<ui8>) -> (tensor<2xi32>, tensor<2xui8>)
  "check.expect_eq_const"(%r#0) {value = dense<[14, 22]> : tensor<2xi32>} : (tensor<2xi32>) -> ()
  "check.expect_eq_const"(%r#1) {value = dense<[1, 3]> : tensor<2xui8>} : (tensor<2xui8>) -> ()
  "func.return"() : () -> ()
}
// -----
func.func @reduce_empty_dimension() {
  %input = "stablehlo.constant"() {value = dense<> : tensor<2x0xi64>} : () -> tensor<2x0xi64>
  %init = "stablehlo.constant"() {value = dense<7> : tensor<i64>} : () -> tensor<i64>
  %result = "stablehlo.reduce"(%input, %init) ({
    ^bb0(%a: tensor<i64>, %b: tensor<i64>):
      %0 = "stablehlo.multiply"(%a, %b) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%0) : (tensor<i64>) -> ()
  }) {dimensions = array<i64: 1>} : (tensor<2x0xi64>, tensor<i64>) -> tensor<2xi64>
  "check.expect_eq_const"(%result) {value = dense<[7, 7]> : tensor<2xi64>} : (tensor<2xi64>) -> ()
  "func.return"() : () -> ()
}
// -----
func.func @reduce_f32_maximum_nan_and_zeros() {
  %input = "stablehlo.constant"() {value = dense<[[1.0, 0x7FC00000, 2.0], [-0.0, 0.0, -0.0]]> : tensor<2x3xf32>} : () -> tensor<2x3xf32>
  %init = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
  %result = "stablehlo.reduce"(%input, %init) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %0 = "stablehlo.maximum"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%0) : (tensor<f32>) -> ()
  }) {dimensions = array<i64: 1>} : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
  "check.expect_eq_const"(%result) {value = dense<[0x7FC00000, 0.0]> : tensor<2xf32>} : (tensor<2xf32>) -> ()
  "func.return"() : () -> ()
}
