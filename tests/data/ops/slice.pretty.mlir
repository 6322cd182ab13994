module {
  func.func @main(%arg0: tensor<3x4xi64>) -> tensor<2x2xi64> {
    %0 = stablehlo.slice %arg0 [1:3, 2:4] : (tensor<3x4xi64>) -> tensor<2x2xi64>
    return %0 : tensor<2x2xi64>
  }
  func.func @strided(%arg0: tensor<3x6xf32>) -> tensor<1x3xf32> {
    %0 = stablehlo.slice %arg0 [0:1, 1:6:2] : (tensor<3x6xf32>) -> tensor<1x3xf32>
    return %0 : tensor<1x3xf32>
  }
  func.func @rank0(%arg0: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.slice %arg0 [] : (tensor<f32>) -> tensor<f32>
    return %0 : tensor<f32>
  }
  func.func @empty(%arg0: tensor<4xcomplex<f32>>) -> tensor<0xcomplex<f32>> {
    %0 = stablehlo.slice %arg0 [2:2:3] : (tensor<4xcomplex<f32>>) -> tensor<0xcomplex<f32>>
    return %0 : tensor<0xcomplex<f32>>
  }
  func.func @types(%arg0: tensor<8xi1>, %arg1: tensor<8xf8E5M2>, %arg2: tensor<2x3x4xui8>) -> (tensor<4xi1>, tensor<3xf8E5M2>, tensor<1x1x2xui8>) {
    %0 = stablehlo.slice %arg0 [0:8:2] : (tensor<8xi1>) -> tensor<4xi1>
    %1 = stablehlo.slice %arg1 [1:8:3] : (tensor<8xf8E5M2>) -> tensor<3xf8E5M2>
    %2 = stablehlo.slice %arg2 [1:2, 2:3, 0:4:2] : (tensor<2x3x4xui8>) -> tensor<1x1x2xui8>
    return %0, %1, %2 : tensor<4xi1>, tensor<3xf8E5M2>, tensor<1x1x2xui8>
  }
  func.func @dynamic(%arg0: tensor<?x4xf32>, %arg1: tensor<?x4xf32, #stablehlo.bounds<8, ?>>) -> (tensor<1x2xf32>, tensor<1x2xf32>) {
    %0 = stablehlo.slice %arg0 [0:1, 1:3] : (tensor<?x4xf32>) -> tensor<1x2xf32>
    %1 = stablehlo.slice %arg1 [0:1, 1:3] : (tensor<?x4xf32, #stablehlo.bounds<8, ?>>) -> tensor<1x2xf32>
    return %0, %1 : tensor<1x2xf32>, tensor<1x2xf32>
  }
}
