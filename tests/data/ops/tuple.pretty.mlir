module {
  func.func @main(%arg0: tensor<2xf64>, %arg1: tuple<tensor<i64>>) -> tuple<tensor<2xf64>, tuple<tensor<i64>>> {
    %0 = stablehlo.tuple %arg0, %arg1 : tuple<tensor<2xf64>, tuple<tensor<i64>>>
    return %0 : tuple<tensor<2xf64>, tuple<tensor<i64>>>
  }
  func.func @empty() -> tuple<> {
    %0 = stablehlo.tuple  : tuple<>
    return %0 : tuple<>
  }
  func.func @one(%arg0: tensor<i32>) -> tuple<tensor<i32>> {
    %0 = stablehlo.tuple %arg0 : tuple<tensor<i32>>
    return %0 : tuple<tensor<i32>>
  }
  func.func @mixed(%arg0: !stablehlo.token, %arg1: tensor<?x3xf32>, %arg2: tensor<2xi1>, %arg3: tensor<?xbf16, #stablehlo.bounds<4>>) -> tuple<!stablehlo.token, tensor<?x3xf32>, tensor<2xi1>, tensor<?xbf16, #stablehlo.bounds<4>>> {
    %0 = stablehlo.tuple %arg0, %arg1, %arg2, %arg3 : tuple<!stablehlo.token, tensor<?x3xf32>, tensor<2xi1>, tensor<?xbf16, #stablehlo.bounds<4>>>
    return %0 : tuple<!stablehlo.token, tensor<?x3xf32>, tensor<2xi1>, tensor<?xbf16, #stablehlo.bounds<4>>>
  }
}
