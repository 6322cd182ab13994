module {
  func.func @main(%arg0: tensor<4x4xi32>, %arg1: tensor<2xi64>, %arg2: tensor<2xi64>, %arg3: tensor<2xi64>) -> tensor<?x?xi32> {
    %0 = stablehlo.real_dynamic_slice %arg0, %arg1, %arg2, %arg3 : (tensor<4x4xi32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<?x?xi32>
    return %0 : tensor<?x?xi32>
  }
  func.func @dynamic(%arg0: tensor<?x4xf32>, %arg1: tensor<2xindex>, %arg2: tensor<2xindex>, %arg3: tensor<2xindex>) -> tensor<?x2xf32> {
    %0 = stablehlo.real_dynamic_slice %arg0, %arg1, %arg2, %arg3 : (tensor<?x4xf32>, tensor<2xindex>, tensor<2xindex>, tensor<2xindex>) -> tensor<?x2xf32>
    return %0 : tensor<?x2xf32>
  }
}
