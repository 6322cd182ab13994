// Constraint cases of get_tuple_element (seed 000, section "get_tuple_element"): valid programs (tensor, nested tuple, token elements) and one program per constraint that breaks exactly that constraint.

// case: valid
// expected: valid
func.func @main(%operand: tuple<tensor<2xf32>, tuple<tensor<i32>>>) -> (tensor<2xf32>) {
  %result = "stablehlo.get_tuple_element"(%operand) {index = 0 : i32} : (tuple<tensor<2xf32>, tuple<tensor<i32>>>) -> tensor<2xf32>
  func.return %result : tensor<2xf32>
}

// -----
// case: valid_nested
// expected: valid
func.func @main(%operand: tuple<tensor<2xf32>, tuple<tensor<i32>>>) -> (tuple<tensor<i32>>) {
  %result = "stablehlo.get_tuple_element"(%operand) {index = 1 : i32} : (tuple<tensor<2xf32>, tuple<tensor<i32>>>) -> tuple<tensor<i32>>
  func.return %result : tuple<tensor<i32>>
}

// -----
// case: valid_token
// expected: valid
func.func @main(%operand: tuple<!stablehlo.token, tensor<i1>>) -> (!stablehlo.token) {
  %result = "stablehlo.get_tuple_element"(%operand) {index = 0 : i32} : (tuple<!stablehlo.token, tensor<i1>>) -> !stablehlo.token
  func.return %result : !stablehlo.token
}

// -----
// case: valid_quantized
// expected: valid
func.func @main(%operand: tuple<tensor<2x!quant.uniform<i8:f32, 0.5:-1>>>) -> (tensor<2x!quant.uniform<i8:f32, 0.5:-1>>) {
  %result = "stablehlo.get_tuple_element"(%operand) {index = 0 : i32} : (tuple<tensor<2x!quant.uniform<i8:f32, 0.5:-1>>>) -> tensor<2x!quant.uniform<i8:f32, 0.5:-1>>
  func.return %result : tensor<2x!quant.uniform<i8:f32, 0.5:-1>>
}

// -----
// case: c1_index_too_large
// expected: get_tuple_element_c1
func.func @main(%operand: tuple<tensor<2xf32>, tuple<tensor<i32>>>) -> (tensor<2xf32>) {
  %result = "stablehlo.get_tuple_element"(%operand) {index = 2 : i32} : (tuple<tensor<2xf32>, tuple<tensor<i32>>>) -> tensor<2xf32>
  func.return %result : tensor<2xf32>
}

// -----
// case: c1_negative_index
// expected: get_tuple_element_c1
func.func @main(%operand: tuple<tensor<2xf32>, tuple<tensor<i32>>>) -> (tensor<2xf32>) {
  %result = "stablehlo.get_tuple_element"(%operand) {index = -1 : i32} : (tuple<tensor<2xf32>, tuple<tensor<i32>>>) -> tensor<2xf32>
  func.return %result : tensor<2xf32>
}

// -----
// case: c1_empty_tuple
// expected: get_tuple_element_c1
func.func @main(%operand: tuple<>) -> (tensor<2xf32>) {
  %result = "stablehlo.get_tuple_element"(%operand) {index = 0 : i32} : (tuple<>) -> tensor<2xf32>
  func.return %result : tensor<2xf32>
}

// -----
// case: c2_result_type
// expected: get_tuple_element_c2
func.func @main(%operand: tuple<tensor<2xf32>, tuple<tensor<i32>>>) -> (tensor<2xf64>) {
  %result = "stablehlo.get_tuple_element"(%operand) {index = 0 : i32} : (tuple<tensor<2xf32>, tuple<tensor<i32>>>) -> tensor<2xf64>
  func.return %result : tensor<2xf64>
}

// -----
// case: c2_other_element
// expected: get_tuple_element_c2
// element 1 is the tuple tuple<tensor<i32>>, not its element
func.func @main(%operand: tuple<tensor<2xf32>, tuple<tensor<i32>>>) -> (tensor<i32>) {
  %result = "stablehlo.get_tuple_element"(%operand) {index = 1 : i32} : (tuple<tensor<2xf32>, tuple<tensor<i32>>>) -> tensor<i32>
  func.return %result : tensor<i32>
}
