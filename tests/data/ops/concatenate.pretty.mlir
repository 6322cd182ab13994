module {
  func.func @main(%arg0: tensor<3x2xi64>, %arg1: tensor<1x2xi64>) -> tensor<4x2xi64> {
    %0 = stablehlo.concatenate %arg0, %arg1, dim = 0 : (tensor<3x2xi64>, tensor<1x2xi64>) -> tensor<4x2xi64>
    return %0 : tensor<4x2xi64>
  }
  func.func @one(%arg0: tensor<2x3xf32>) -> tensor<2x3xf32> {
    %0 = stablehlo.concatenate %arg0, dim = 1 : (tensor<2x3xf32>) -> tensor<2x3xf32>
    return %0 : tensor<2x3xf32>
  }
  func.func @three(%arg0: tensor<2x1xbf16>, %arg1: tensor<2x2xbf16>, %arg2: tensor<2x3xbf16>) -> tensor<2x6xbf16> {
    %0 = stablehlo.concatenate %arg0, %arg1, %arg2, dim = 1 : (tensor<2x1xbf16>, tensor<2x2xbf16>, tensor<2x3xbf16>) -> tensor<2x6xbf16>
    return %0 : tensor<2x6xbf16>
  }
  func.func @types(%arg0: tensor<2xi1>, %arg1: tensor<2xcomplex<f64>>, %arg2: tensor<2xui2>, %arg3: tensor<2xf4E2M1FN>) -> (tensor<4xi1>, tensor<4xcomplex<f64>>, tensor<4xui2>, tensor<4xf4E2M1FN>) {
    %0 = stablehlo.concatenate %arg0, %arg0, dim = 0 : (tensor<2xi1>, tensor<2xi1>) -> tensor<4xi1>
    %1 = stablehlo.concatenate %arg1, %arg1, dim = 0 : (tensor<2xcomplex<f64>>, tensor<2xcomplex<f64>>) -> tensor<4xcomplex<f64>>
    %2 = stablehlo.concatenate %arg2, %arg2, dim = 0 : (tensor<2xui2>, tensor<2xui2>) -> tensor<4xui2>
    %3 = stablehlo.concatenate %arg3, %arg3, dim = 0 : (tensor<2xf4E2M1FN>, tensor<2xf4E2M1FN>) -> tensor<4xf4E2M1FN>
    return %0, %1, %2, %3 : tensor<4xi1>, tensor<4xcomplex<f64>>, tensor<4xui2>, tensor<4xf4E2M1FN>
  }
  func.func @dynamic(%arg0: tensor<?x2xf32>, %arg1: tensor<3x2xf32>, %arg2: tensor<?x2xf32, #stablehlo.bounds<4, ?>>) -> (tensor<?x2xf32>, tensor<?x2xf32, #stablehlo.bounds<7, ?>>) {
    %0 = stablehlo.concatenate %arg0, %arg1, dim = 0 : (tensor<?x2xf32>, tensor<3x2xf32>) -> tensor<?x2xf32>
    %1 = stablehlo.concatenate %arg2, %arg1, dim = 0 : (tensor<?x2xf32, #stablehlo.bounds<4, ?>>, tensor<3x2xf32>) -> tensor<?x2xf32, #stablehlo.bounds<7, ?>>
    return %0, %1 : tensor<?x2xf32>, tensor<?x2xf32, #stablehlo.bounds<7, ?>>
  }
}
