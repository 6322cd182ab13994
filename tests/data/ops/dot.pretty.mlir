module {
  func.func @main(%arg0: tensor<3x4xf32>, %arg1: tensor<4x5xf32>) -> tensor<3x5xf32> {
    %0 = stablehlo.dot %arg0, %arg1 : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
    return %0 : tensor<3x5xf32>
  }
  func.func @vector(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<3x4xf32>) -> (tensor<f32>, tensor<3xf32>) {
    %0 = stablehlo.dot %arg0, %arg1, precision = [HIGHEST, HIGHEST] : (tensor<4xf32>, tensor<4xf32>) -> tensor<f32>
    %1 = stablehlo.dot %arg2, %arg1, precision = [DEFAULT, HIGH] : (tensor<3x4xf32>, tensor<4xf32>) -> tensor<3xf32>
    return %0, %1 : tensor<f32>, tensor<3xf32>
  }
  func.func @types(%arg0: tensor<2x3xi8>, %arg1: tensor<3x2xi8>, %arg2: tensor<?x3xbf16>, %arg3: tensor<3x2xbf16>) -> (tensor<2x2xi32>, tensor<?x2xbf16>) {
    %0 = stablehlo.dot %arg0, %arg1, precision = [] : (tensor<2x3xi8>, tensor<3x2xi8>) -> tensor<2x2xi32>
    %1 = stablehlo.dot %arg2, %arg3 : (tensor<?x3xbf16>, tensor<3x2xbf16>) -> tensor<?x2xbf16>
    return %0, %1 : tensor<2x2xi32>, tensor<?x2xbf16>
  }
}
