// tuple (seed 000): the empty tuple, tuples of tensors of several element types, tuples nested in tuples with a token inside; elements read back with get_tuple_element.
// ((f8E4M3FN [NaN, -0.0], i1 true), token, ()) and back
func.func @tuple_nested_with_token_and_empty() {
  %a = "stablehlo.constant"() {value = dense<[0x7F, -0.0]> : tensor<2xf8E4M3FN>} : () -> tensor<2xf8E4M3FN>
  %b = "stablehlo.constant"() {value = dense<true> : tensor<i1>} : () -> tensor<i1>
  %t = "stablehlo.after_all"() : () -> !stablehlo.token
  %empty = "stablehlo.tuple"() : () -> tuple<>
  %inner = "stablehlo.tuple"(%a, %b) : (tensor<2xf8E4M3FN>, tensor<i1>) -> tuple<tensor<2xf8E4M3FN>, tensor<i1>>
  %outer = "stablehlo.tuple"(%inner, %t, %empty) : (tuple<tensor<2xf8E4M3FN>, tensor<i1>>, !stablehlo.token, tuple<>) -> tuple<tuple<tensor<2xf8E4M3FN>, tensor<i1>>, !stablehlo.token, tuple<>>
  %e0 = "stablehlo.get_tuple_element"(%outer) {index = 0 : i32} : (tuple<tuple<tensor<2xf8E4M3FN>, tensor<i1>>, !stablehlo.token, tuple<>>) -> tuple<tensor<2xf8E4M3FN>, tensor<i1>>
  %e00 = "stablehlo.get_tuple_element"(%e0) {index = 0 : i32} : (tuple<tensor<2xf8E4M3FN>, tensor<i1>>) -> tensor<2xf8E4M3FN>
  %e01 = "stablehlo.get_tuple_element"(%e0) {index = 1 : i32} : (tuple<tensor<2xf8E4M3FN>, tensor<i1>>) -> tensor<i1>
  "check.expect_eq_const"(%e00) {value = dense<[0x7F, -0.0]> : tensor<2xf8E4M3FN>} : (tensor<2xf8E4M3FN>) -> ()
  "check.expect_eq_const"(%e01) {value = dense<true> : tensor<i1>} : (tensor<i1>) -> ()
  "func.return"() : () -> ()
}
