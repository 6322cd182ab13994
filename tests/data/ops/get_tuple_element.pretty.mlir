module {
  func.func @main(%arg0: tuple<tensor<2xf64>, tuple<tensor<i64>>>) -> (tensor<2xf64>, tuple<tensor<i64>>) {
    %0 = stablehlo.get_tuple_element %arg0[0] : (tuple<tensor<2xf64>, tuple<tensor<i64>>>) -> tensor<2xf64>
    %1 = stablehlo.get_tuple_element %arg0[1] : (tuple<tensor<2xf64>, tuple<tensor<i64>>>) -> tuple<tensor<i64>>
    return %0, %1 : tensor<2xf64>, tuple<tensor<i64>>
  }
  func.func @token(%arg0: tuple<!stablehlo.token, tensor<?x3xf32>>) -> (!stablehlo.token, tensor<?x3xf32>) {
    %0 = stablehlo.get_tuple_element %arg0[0] : (tuple<!stablehlo.token, tensor<?x3xf32>>) -> !stablehlo.token
    %1 = stablehlo.get_tuple_element %arg0[1] : (tuple<!stablehlo.token, tensor<?x3xf32>>) -> tensor<?x3xf32>
    return %0, %1 : !stablehlo.token, tensor<?x3xf32>
  }
  func.func @nested(%arg0: tuple<tuple<tensor<i1>, tensor<2xcomplex<f32>>>>) -> tensor<2xcomplex<f32>> {
    %0 = stablehlo.get_tuple_element %arg0[0] : (tuple<tuple<tensor<i1>, tensor<2xcomplex<f32>>>>) -> tuple<tensor<i1>, tensor<2xcomplex<f32>>>
    %1 = stablehlo.get_tuple_element %0[1] : (tuple<tensor<i1>, tensor<2xcomplex<f32>>>) -> tensor<2xcomplex<f32>>
    return %1 : tensor<2xcomplex<f32>>
  }
}
