module {
  func.func @main(%arg0: tensor<5x1x5xi32>, %arg1: tensor<2xi32>) -> tensor<2x1x5xi32> {
    %0 = "stablehlo.torch_index_select"(%arg0, %arg1) <{batch_dims = 0 : i64, dim = 0 : i64}> : (tensor<5x1x5xi32>, tensor<2xi32>) -> tensor<2x1x5xi32>
    return %0 : tensor<2x1x5xi32>
  }
  func.func @batched(%arg0: tensor<4x8x3xf32>, %arg1: tensor<4x2xi64>) -> tensor<4x2x3xf32> {
    %0 = "stablehlo.torch_index_select"(%arg0, %arg1) <{batch_dims = 1 : i64, dim = 1 : i64}> : (tensor<4x8x3xf32>, tensor<4x2xi64>) -> tensor<4x2x3xf32>
    return %0 : tensor<4x2x3xf32>
  }
}
