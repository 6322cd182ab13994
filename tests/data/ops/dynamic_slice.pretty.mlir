module {
  func.func @main(%arg0: tensor<4x4xi32>, %arg1: tensor<i64>, %arg2: tensor<i64>) -> tensor<2x3xi32> {
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %arg2, sizes = [2, 3] : (tensor<4x4xi32>, tensor<i64>, tensor<i64>) -> tensor<2x3xi32>
    return %0 : tensor<2x3xi32>
  }
  func.func @one(%arg0: tensor<8xf32>, %arg1: tensor<ui32>) -> tensor<3xf32> {
    %0 = stablehlo.dynamic_slice %arg0, %arg1, sizes = [3] : (tensor<8xf32>, tensor<ui32>) -> tensor<3xf32>
    return %0 : tensor<3xf32>
  }
  func.func @three(%arg0: tensor<2x3x4xcomplex<f32>>, %arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<1x3x2xcomplex<f32>> {
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %arg2, %arg3, sizes = [1, 3, 2] : (tensor<2x3x4xcomplex<f32>>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x2xcomplex<f32>>
    return %0 : tensor<1x3x2xcomplex<f32>>
  }
  func.func @dynamic(%arg0: tensor<?x4xf32>, %arg1: tensor<i64>, %arg2: tensor<i64>) -> tensor<1x2xf32> {
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %arg2, sizes = [1, 2] : (tensor<?x4xf32>, tensor<i64>, tensor<i64>) -> tensor<1x2xf32>
    return %0 : tensor<1x2xf32>
  }
}
