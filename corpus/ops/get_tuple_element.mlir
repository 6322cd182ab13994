// get_tuple_element (seed 000): every index of a tuple of three elements (a tensor, a nested tuple, an empty tensor), then an element of the nested tuple.
func.func @get_tuple_element_every_index() {
  %a = "stablehlo.constant"() {value = dense<[[-9223372036854775808, 9223372036854775807]]> : tensor<1x2xi64>} : () -> tensor<1x2xi64>
  %b = "stablehlo.constant"() {value = dense<(0.5, -1.0)> : tensor<complex<f32>>} : () -> tensor<complex<f32>>
  %c = "stablehlo.constant"() {value = dense<> : tensor<0x3xui16>} : () -> tensor<0x3xui16>
  %nested = "stablehlo.tuple"(%b) : (tensor<complex<f32>>) -> tuple<tensor<complex<f32>>>
  %t = "stablehlo.tuple"(%a, %nested, %c) : (tensor<1x2xi64>, tuple<tensor<complex<f32>>>, tensor<0x3xui16>) -> tuple<tensor<1x2xi64>, tuple<tensor<complex<f32>>>, tensor<0x3xui16>>
  %e0 = "stablehlo.get_tuple_element"(%t) {index = 0 : i32} : (tuple<tensor<1x2xi64>, tuple<tensor<complex<f32>>>, tensor<0x3xui16>>) -> tensor<1x2xi64>
  %e1 = "stablehlo.get_tuple_element"(%t) {index = 1 : i32} : (tuple<tensor<1x2xi64>, tuple<tensor<complex<f32>>>, tensor<0x3xui16>>) -> tuple<tensor<complex<f32>>>
  %e10 = "stablehlo.get_tuple_element"(%e1) {index = 0 : i32} : (tuple<tensor<complex<f32>>>) -> tensor<complex<f32>>
  %e2 = "stablehlo.get_tuple_element"(%t) {index = 2 : i32} : (tuple<tensor<1x2xi64>, tuple<tensor<complex<f32>>>, tensor<0x3xui16>>) -> tensor<0x3xui16>
  "check.expect_eq_const"(%e0) {value = dense<[[-9223372036854775808, 9223372036854775807]]> : tensor<1x2xi64>} : (tensor<1x2xi64>) -> ()
  "check.expect_eq_const"(%e10) {value = dense<(0.5, -1.0)> : tensor<complex<f32>>} : (tensor<complex<f32>>) -> ()
  "check.expect_eq_const"(%e2) {value = dense<> : tensor<0x3xui16>} : (tensor<0x3xui16>) -> ()
  "func.return"() : () -> ()
}
