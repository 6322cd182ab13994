module {
  func.func @main(%arg0: tensor<4x4xi32>, %arg1: tensor<2x2xi32>, %arg2: tensor<i64>, %arg3: tensor<i64>) -> tensor<4x4xi32> {
    %0 = stablehlo.dynamic_update_slice %arg0, %arg1, %arg2, %arg3 : (tensor<4x4xi32>, tensor<2x2xi32>, tensor<i64>, tensor<i64>) -> tensor<4x4xi32>
    return %0 : tensor<4x4xi32>
  }
  func.func @one(%arg0: tensor<8xf32>, %arg1: tensor<3xf32>, %arg2: tensor<ui8>) -> tensor<8xf32> {
    %0 = stablehlo.dynamic_update_slice %arg0, %arg1, %arg2 : (tensor<8xf32>, tensor<3xf32>, tensor<ui8>) -> tensor<8xf32>
    return %0 : tensor<8xf32>
  }
  func.func @rank0(%arg0: tensor<i1>, %arg1: tensor<i1>) -> tensor<i1> {
    %0 = stablehlo.dynamic_update_slice %arg0, %arg1 : (tensor<i1>, tensor<i1>) -> tensor<i1>
    return %0 : tensor<i1>
  }
  func.func @dynamic(%arg0: tensor<?x4xbf16>, %arg1: tensor<1x2xbf16>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<?x4xbf16> {
    %0 = stablehlo.dynamic_update_slice %arg0, %arg1, %arg2, %arg3 : (tensor<?x4xbf16>, tensor<1x2xbf16>, tensor<i32>, tensor<i32>) -> tensor<?x4xbf16>
    return %0 : tensor<?x4xbf16>
  }
}
