// Constraint cases of tuple (seed 000, section "tuple"): valid tuples (tensors, nested tuples, tokens, empty) and programs whose result type is not the tuple of the operand types.

// case: valid
// expected: valid
func.func @main(%val0: tensor<2xf32>, %val1: tuple<tensor<i32>>) -> (tuple<tensor<2xf32>, tuple<tensor<i32>>>) {
  %result = "stablehlo.tuple"(%val0, %val1) : (tensor<2xf32>, tuple<tensor<i32>>) -> tuple<tensor<2xf32>, tuple<tensor<i32>>>
  func.return %result : tuple<tensor<2xf32>, tuple<tensor<i32>>>
}

// -----
// case: valid_token
// expected: valid
func.func @main(%val0: !stablehlo.token, %val1: tensor<?xi1>) -> (tuple<!stablehlo.token, tensor<?xi1>>) {
  %result = "stablehlo.tuple"(%val0, %val1) : (!stablehlo.token, tensor<?xi1>) -> tuple<!stablehlo.token, tensor<?xi1>>
  func.return %result : tuple<!stablehlo.token, tensor<?xi1>>
}

// -----
// case: valid_quantized
// expected: valid
func.func @main(%val0: tensor<2x!quant.uniform<i8:f32, 0.5:-1>>) -> (tuple<tensor<2x!quant.uniform<i8:f32, 0.5:-1>>>) {
  %result = "stablehlo.tuple"(%val0) : (tensor<2x!quant.uniform<i8:f32, 0.5:-1>>) -> tuple<tensor<2x!quant.uniform<i8:f32, 0.5:-1>>>
  func.return %result : tuple<tensor<2x!quant.uniform<i8:f32, 0.5:-1>>>
}

// -----
// case: valid_empty
// expected: valid
func.func @main() -> (tuple<>) {
  %result = "stablehlo.tuple"() : () -> tuple<>
  func.return %result : tuple<>
}

// -----
// case: c1_element_type
// expected: tuple_c1
func.func @main(%val0: tensor<2xf32>, %val1: tensor<i32>) -> (tuple<tensor<2xf32>, tensor<i64>>) {
  %result = "stablehlo.tuple"(%val0, %val1) : (tensor<2xf32>, tensor<i32>) -> tuple<tensor<2xf32>, tensor<i64>>
  func.return %result : tuple<tensor<2xf32>, tensor<i64>>
}

// -----
// case: c1_order
// expected: tuple_c1
func.func @main(%val0: tensor<2xf32>, %val1: tensor<i32>) -> (tuple<tensor<i32>, tensor<2xf32>>) {
  %result = "stablehlo.tuple"(%val0, %val1) : (tensor<2xf32>, tensor<i32>) -> tuple<tensor<i32>, tensor<2xf32>>
  func.return %result : tuple<tensor<i32>, tensor<2xf32>>
}

// -----
// case: c1_count
// expected: tuple_c1
func.func @main(%val0: tensor<2xf32>, %val1: tensor<i32>) -> (tuple<tensor<2xf32>>) {
  %result = "stablehlo.tuple"(%val0, %val1) : (tensor<2xf32>, tensor<i32>) -> tuple<tensor<2xf32>>
  func.return %result : tuple<tensor<2xf32>>
}

// -----
// case: c1_nesting
// expected: tuple_c1
func.func @main(%val0: tensor<2xf32>) -> (tuple<tuple<tensor<2xf32>>>) {
  %result = "stablehlo.tuple"(%val0) : (tensor<2xf32>) -> tuple<tuple<tensor<2xf32>>>
  func.return %result : tuple<tuple<tensor<2xf32>>>
}
