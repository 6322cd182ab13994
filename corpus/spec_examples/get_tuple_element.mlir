// Spec example: get_tuple_element (seed 000, section "get_tuple_element", spec line 2966)
// note: the spec text lacks the op's first line (`%result = "stablehlo.get_tuple_element"(%operand) {`); restored here, the rest is verbatim
// note: the tuple input is built with stablehlo.tuple from its elements (tuple values have no constant form)
func.func @get_tuple_element_example_1() {
  %operand_0 = "stablehlo.constant"() {value = dense<[1.0, 2.0]> : tensor<2xf32>} : () -> tensor<2xf32>
  %operand_1_0 = "stablehlo.constant"() {value = dense<3> : tensor<i32>} : () -> tensor<i32>
  %operand_1 = "stablehlo.tuple"(%operand_1_0) : (tensor<i32>) -> tuple<tensor<i32>>
  %operand = "stablehlo.tuple"(%operand_0, %operand_1) : (tensor<2xf32>, tuple<tensor<i32>>) -> tuple<tensor<2xf32>, tuple<tensor<i32>>>
  %result = "stablehlo.get_tuple_element"(%operand) {
    index = 0 : i32
  } : (tuple<tensor<2xf32>, tuple<tensor<i32>>>) -> tensor<2xf32>
  "check.expect_eq_const"(%result) {value = dense<[1.0, 2.0]> : tensor<2xf32>} : (tensor<2xf32>) -> ()
  "func.return"() : () -> ()
}
