module {
  func.func @main(%arg0: tensor<8x2xf32>) -> tensor<8x8xf32> {
    %0 = "stablehlo.async_start"(%arg0) ({
    ^bb0(%arg1: tensor<8x2xf32>):
      %2 = "stablehlo.all_gather"(%arg1) <{all_gather_dim = 1 : i64, replica_groups = dense<[[0, 2, 4, 6], [1, 3, 5, 7]]> : tensor<2x4xi64>}> : (tensor<8x2xf32>) -> tensor<8x8xf32>
      stablehlo.return %2 : tensor<8x8xf32>
    }) : (tensor<8x2xf32>) -> !stablehlo.future<tensor<8x8xf32>>
    %1 = "stablehlo.async_done"(%0) : (!stablehlo.future<tensor<8x8xf32>>) -> tensor<8x8xf32>
    return %1 : tensor<8x8xf32>
  }
  func.func @slice(%arg0: tensor<4xf32>) -> tensor<2xf32> {
    %0 = "stablehlo.async_start"(%arg0) ({
    ^bb0(%arg1: tensor<4xf32>):
      %2 = stablehlo.slice %arg1 [1:3] : (tensor<4xf32>) -> tensor<2xf32>
      stablehlo.return %2 : tensor<2xf32>
    }) : (tensor<4xf32>) -> !stablehlo.future<tensor<2xf32>>
    %1 = "stablehlo.async_done"(%0) : (!stablehlo.future<tensor<2xf32>>) -> tensor<2xf32>
    return %1 : tensor<2xf32>
  }
}
