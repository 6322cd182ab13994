// reduce_window: strides, base and window dilations, negative and positive padding, variadic, empty result
func.func @reduce_window_dilations_and_padding() {
  %input = "stablehlo.constant"() {value = dense<[1, 2, 3, 4, 5]> : tensor<5xi32>} : () -> tensor<5xi32>
  %init = "stablehlo.constant"() {value = dense<10> : tensor<i32>} : () -> tensor<i32>
  %result = "stablehlo.reduce_window"(%input, %init) ({
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %0 = "stablehlo.add"(%a, %b) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%0) : (tensor<i32>) -> ()
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 3>, base_dilations = array<i64: 2>, window_dilations = array<i64: 2>, padding = dense<[[1, -1]]> : tensor<1x2xi64>} : (tensor<5xi32>, tensor<i32>) -> tensor<3xi32>
  "check.expect_eq_const"(%result) {value = dense<[30, 15, 30]> : tensor<3xi32>} : (tensor<3xi32>) -> ()
  "func.return"() : () -> ()
}
// -----
func.func @reduce_window_variadic_2d() {
  %a = "stablehlo.constant"() {value = dense<[[1, 5, 2], [7, 0, 3]]> : tensor<2x3xi16>} : () -> tensor<2x3xi16>
  %b = "stablehlo.constant"() {value = dense<[[true, false, true], [true, true, true]]> : tensor<2x3xi1>} : () -> tensor<2x3xi1>
  %ia = "stablehlo.constant"() {value = dense<-100> : tensor<i16>} : () -> tensor<i16>
  %ib = "stablehlo.constant"() {value = dense<true> : tensor<i1>} : () -> tensor<i1>
  %r:2 = "stablehlo.reduce_window"(%a, %b, %ia, %ib) ({
    ^bb0(%x0: tensor<i16>, %x1: tensor<i1>, %y0: tensor<i16>, %y1: tensor<i1>):
      %0 = "stablehlo.maximum"(%x0, %y0) : (tensor<i16>, tensor<i16>) -> tensor<i16>
      %1 = "stablehlo.and"(%x1, %y1) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%0, %1) : (tensor<i16>, tensor<i1>) -> ()
  }) {window_dimensions = array<i64: 2, 2>} : (tensor<2x3xi16>, tensor<2x3xi1>, tensor<i16>, tensor<i1>) -> (tensor<1x2xi16>, tensor<1x2xi1>)
  "check.expect_eq_const"(%r#0) {value = dense<[[7, 5]]> : tensor<1x2xi16>} : (tensor<1x2xi16>) -> ()
  "check.expect_eq_const"(%r#1) {value = dense<[[false, false]]> : tensor<1x2xi1>} : (tensor<1x2xi1>) -> ()
  "func.return"() : () -> ()
}
// -----
func.func @reduce_window_empty_result() {
  %input = "stablehlo.constant"() {value = dense<[1, 2]> : tensor<2xui64>} : () -> tensor<2xui64>
  %init = "stablehlo.constant"() {value = dense<0> : tensor<ui64>} : () -> tensor<ui64>
  %result = "stablehlo.reduce_window"(%input, %init) ({
    ^bb0(%a: tensor<ui64>, %b: tensor<ui64>):
      %0 = "stablehlo.add"(%a, %b) : (tensor<ui64>, tensor<ui64>) -> tensor<ui64>
      "stablehlo.return"(%0) : (tensor<ui64>) -> ()
  }) {window_dimensions = array<i64: 3>} : (tensor<2xui64>, tensor<ui64>) -> tensor<0xui64>
  "check.expect_eq_const"(%result) {value = dense<> : tensor<0xui64>} : (tensor<0xui64>) -> ()
  "func.return"() : () -> ()
}
