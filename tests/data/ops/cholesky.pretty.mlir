module {
  func.func @main(%arg0: tensor<3x3xf64>) -> tensor<3x3xf64> {
    %0 = stablehlo.cholesky %arg0, lower = true : tensor<3x3xf64>
    return %0 : tensor<3x3xf64>
  }
  func.func @upper(%arg0: tensor<3x3xf32>) -> tensor<3x3xf32> {
    %0 = stablehlo.cholesky %arg0 : tensor<3x3xf32>
    return %0 : tensor<3x3xf32>
  }
  func.func @no_attr(%arg0: tensor<2x4x4xf32>) -> tensor<2x4x4xf32> {
    %0 = stablehlo.cholesky %arg0 : tensor<2x4x4xf32>
    return %0 : tensor<2x4x4xf32>
  }
  func.func @complex(%arg0: tensor<2x2xcomplex<f64>>) -> tensor<2x2xcomplex<f64>> {
    %0 = stablehlo.cholesky %arg0, lower = true : tensor<2x2xcomplex<f64>>
    return %0 : tensor<2x2xcomplex<f64>>
  }
  func.func @dynamic(%arg0: tensor<?x3x3xbf16>) -> tensor<?x3x3xbf16> {
    %0 = stablehlo.cholesky %arg0, lower = true : tensor<?x3x3xbf16>
    return %0 : tensor<?x3x3xbf16>
  }
}
