module {
  func.func @main(%arg0: tensor<4x3xf32>, %arg1: tensor<i32>) -> tensor<?x3xf32, #stablehlo.bounds<4, ?>> {
    %0 = stablehlo.set_dimension_size %arg0, %arg1, dim = 0 : (tensor<4x3xf32>, tensor<i32>) -> tensor<?x3xf32, #stablehlo.bounds<4, ?>>
    return %0 : tensor<?x3xf32, #stablehlo.bounds<4, ?>>
  }
}
