module {
  func.func @main(%arg0: tensor<1x3xi32>) -> tensor<2x4x1x3xi32> {
    %0 = stablehlo.broadcast %arg0, sizes = [2, 4] : (tensor<1x3xi32>) -> tensor<2x4x1x3xi32>
    return %0 : tensor<2x4x1x3xi32>
  }
  func.func @variants(%arg0: tensor<f32>, %arg1: tensor<?x3xbf16>) -> (tensor<3xf32>, tensor<?x3xbf16>, tensor<2x?x3xbf16>) {
    %0 = stablehlo.broadcast %arg0, sizes = [3] : (tensor<f32>) -> tensor<3xf32>
    %1 = stablehlo.broadcast %arg1, sizes = [] : (tensor<?x3xbf16>) -> tensor<?x3xbf16>
    %2 = stablehlo.broadcast %arg1, sizes = [2] : (tensor<?x3xbf16>) -> tensor<2x?x3xbf16>
    return %0, %1, %2 : tensor<3xf32>, tensor<?x3xbf16>, tensor<2x?x3xbf16>
  }
}
