func.func @main(%operand: tuple<tensor<2xf64>, tuple<tensor<i64>>>) -> (tensor<2xf64>, tuple<tensor<i64>>) {
  %result = "stablehlo.get_tuple_element"(%operand) {
    index = 0 : i32
  } : (tuple<tensor<2xf64>, tuple<tensor<i64>>>) -> tensor<2xf64>
  %1 = "stablehlo.get_tuple_element"(%operand) {index = 1 : i32} : (tuple<tensor<2xf64>, tuple<tensor<i64>>>) -> tuple<tensor<i64>>
  "func.return"(%result, %1) : (tensor<2xf64>, tuple<tensor<i64>>) -> ()
}

func.func @token(%operand: tuple<!stablehlo.token, tensor<?x3xf32>>) -> (!stablehlo.token, tensor<?x3xf32>) {
  %0 = "stablehlo.get_tuple_element"(%operand) {index = 0 : i32} : (tuple<!stablehlo.token, tensor<?x3xf32>>) -> !stablehlo.token
  %1 = "stablehlo.get_tuple_element"(%operand) {index = 1 : i32} : (tuple<!stablehlo.token, tensor<?x3xf32>>) -> tensor<?x3xf32>
  "func.return"(%0, %1) : (!stablehlo.token, tensor<?x3xf32>) -> ()
}

func.func @nested(%operand: tuple<tuple<tensor<i1>, tensor<2xcomplex<f32>>>>) -> tensor<2xcomplex<f32>> {
  %0 = "stablehlo.get_tuple_element"(%operand) {index = 0 : i32} : (tuple<tuple<tensor<i1>, tensor<2xcomplex<f32>>>>) -> tuple<tensor<i1>, tensor<2xcomplex<f32>>>
  %1 = "stablehlo.get_tuple_element"(%0) {index = 1 : i32} : (tuple<tensor<i1>, tensor<2xcomplex<f32>>>) -> tensor<2xcomplex<f32>>
  "func.return"(%1) : (tensor<2xcomplex<f32>>) -> ()
}
