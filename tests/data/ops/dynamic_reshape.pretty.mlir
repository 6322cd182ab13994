module {
  func.func @main(%arg0: tensor<2x3x2xi64>, %arg1: tensor<2xi64>) -> tensor<3x4xi64> {
    %0 = stablehlo.dynamic_reshape %arg0, %arg1 : (tensor<2x3x2xi64>, tensor<2xi64>) -> tensor<3x4xi64>
    return %0 : tensor<3x4xi64>
  }
  func.func @dynamic(%arg0: tensor<?x3xf32>, %arg1: tensor<3xi32>, %arg2: tensor<1xindex>) -> (tensor<?x?x3xf32>, tensor<?xf32>) {
    %0 = stablehlo.dynamic_reshape %arg0, %arg1 : (tensor<?x3xf32>, tensor<3xi32>) -> tensor<?x?x3xf32>
    %1 = stablehlo.dynamic_reshape %arg0, %arg2 : (tensor<?x3xf32>, tensor<1xindex>) -> tensor<?xf32>
    return %0, %1 : tensor<?x?x3xf32>, tensor<?xf32>
  }
}
