module {
  func.func @main(%arg0: tensor<2x3xf32>, %arg1: tensor<3x4xf32>) -> tensor<2x4xf32> {
    %0 = stablehlo.einsum %arg0, %arg1, config = "ab,bc->ac" : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
    return %0 : tensor<2x4xf32>
  }
  func.func @batched(%arg0: tensor<5x2x3xbf16>, %arg1: tensor<5x3x4xbf16>) -> tensor<5x2x4xbf16> {
    %0 = stablehlo.einsum %arg0, %arg1, config = "bij,bjk->bik" : (tensor<5x2x3xbf16>, tensor<5x3x4xbf16>) -> tensor<5x2x4xbf16>
    return %0 : tensor<5x2x4xbf16>
  }
}
