// Spec example: tuple (seed 000, section "टपल", spec line 5236)
// note: the tuple input %val1 = (3) is built with stablehlo.tuple; the tuple result is checked element by element with stablehlo.get_tuple_element
func.func @tuple_example_1() {
  %val0 = "stablehlo.constant"() {value = dense<[1.0, 2.0]> : tensor<2xf32>} : () -> tensor<2xf32>
  %val1_0 = "stablehlo.constant"() {value = dense<3> : tensor<i32>} : () -> tensor<i32>
  %val1 = "stablehlo.tuple"(%val1_0) : (tensor<i32>) -> tuple<tensor<i32>>
  %result = "stablehlo.tuple"(%val0, %val1) : (tensor<2xf32>, tuple<tensor<i32>>) -> tuple<tensor<2xf32>, tuple<tensor<i32>>>
  %result_0 = "stablehlo.get_tuple_element"(%result) {index = 0 : i32} : (tuple<tensor<2xf32>, tuple<tensor<i32>>>) -> tensor<2xf32>
  %result_1 = "stablehlo.get_tuple_element"(%result) {index = 1 : i32} : (tuple<tensor<2xf32>, tuple<tensor<i32>>>) -> tuple<tensor<i32>>
  %result_1_0 = "stablehlo.get_tuple_element"(%result_1) {index = 0 : i32} : (tuple<tensor<i32>>) -> tensor<i32>
  "check.expect_eq_const"(%result_0) {value = dense<[1.0, 2.0]> : tensor<2xf32>} : (tensor<2xf32>) -> ()
  "check.expect_eq_const"(%result_1_0) {value = dense<3> : tensor<i32>} : (tensor<i32>) -> ()
  "func.return"() : () -> ()
}
