module {
  func.func @main(%arg0: tensor<3x2xi32>) -> tensor<3x2xi32> {
    %0 = stablehlo.reverse %arg0, dims = [1] : tensor<3x2xi32>
    return %0 : tensor<3x2xi32>
  }
  func.func @variants(%arg0: tensor<2x3x4xf32>, %arg1: tensor<f64>, %arg2: tensor<?x3xbf16>) -> (tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<f64>, tensor<?x3xbf16>) {
    %0 = stablehlo.reverse %arg0, dims = [0, 2] : tensor<2x3x4xf32>
    %1 = stablehlo.reverse %arg0, dims = [] : tensor<2x3x4xf32>
    %2 = stablehlo.reverse %arg1, dims = [] : tensor<f64>
    %3 = stablehlo.reverse %arg2, dims = [0, 1] : tensor<?x3xbf16>
    return %0, %1, %2, %3 : tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<f64>, tensor<?x3xbf16>
  }
}
