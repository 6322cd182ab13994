module {
  func.func @main(%arg0: tensor<3xi32>, %arg1: tensor<3xi32>, %arg2: tensor<3xi32>) -> tensor<3xi32> {
    %0 = stablehlo.clamp %arg0, %arg1, %arg2 : tensor<3xi32>
    return %0 : tensor<3xi32>
  }
  func.func @scalar_bounds(%arg0: tensor<f32>, %arg1: tensor<2x3xf32>, %arg2: tensor<f32>) -> tensor<2x3xf32> {
    %0 = stablehlo.clamp %arg0, %arg1, %arg2 : (tensor<f32>, tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
    return %0 : tensor<2x3xf32>
  }
  func.func @mixed_bounds(%arg0: tensor<f32>, %arg1: tensor<2x3xf32>, %arg2: tensor<2x3xf32>) -> tensor<2x3xf32> {
    %0 = stablehlo.clamp %arg0, %arg1, %arg2 : (tensor<f32>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    return %0 : tensor<2x3xf32>
  }
  func.func @types(%arg0: tensor<4xui8>, %arg1: tensor<4xbf16>, %arg2: tensor<4xf8E4M3FN>, %arg3: tensor<4xi1>) -> (tensor<4xui8>, tensor<4xbf16>, tensor<4xf8E4M3FN>, tensor<4xi1>) {
    %0 = stablehlo.clamp %arg0, %arg0, %arg0 : tensor<4xui8>
    %1 = stablehlo.clamp %arg1, %arg1, %arg1 : tensor<4xbf16>
    %2 = stablehlo.clamp %arg2, %arg2, %arg2 : tensor<4xf8E4M3FN>
    %3 = stablehlo.clamp %arg3, %arg3, %arg3 : tensor<4xi1>
    return %0, %1, %2, %3 : tensor<4xui8>, tensor<4xbf16>, tensor<4xf8E4M3FN>, tensor<4xi1>
  }
  func.func @rank0(%arg0: tensor<i64>) -> tensor<i64> {
    %0 = stablehlo.clamp %arg0, %arg0, %arg0 : tensor<i64>
    return %0 : tensor<i64>
  }
  func.func @dynamic(%arg0: tensor<f32>, %arg1: tensor<?x3xf32>, %arg2: tensor<f32>, %arg3: tensor<?x3xf32, #stablehlo.bounds<5, ?>>) -> (tensor<?x3xf32>, tensor<?x3xf32, #stablehlo.bounds<5, ?>>) {
    %0 = stablehlo.clamp %arg0, %arg1, %arg2 : (tensor<f32>, tensor<?x3xf32>, tensor<f32>) -> tensor<?x3xf32>
    %1 = stablehlo.clamp %arg3, %arg3, %arg3 : tensor<?x3xf32, #stablehlo.bounds<5, ?>>
    return %0, %1 : tensor<?x3xf32>, tensor<?x3xf32, #stablehlo.bounds<5, ?>>
  }
}
