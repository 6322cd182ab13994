module {
  func.func @main(%arg0: tensor<2x3xf32>) -> tensor<2x3xf32> {
    %0 = stablehlo.ceil %arg0 : tensor<2x3xf32>
    return %0 : tensor<2x3xf32>
  }
  func.func @bf16(%arg0: tensor<2x3xbf16>) -> tensor<2x3xbf16> {
    %0 = stablehlo.ceil %arg0 : tensor<2x3xbf16>
    return %0 : tensor<2x3xbf16>
  }
  func.func @f16(%arg0: tensor<2x3xf16>) -> tensor<2x3xf16> {
    %0 = stablehlo.ceil %arg0 : tensor<2x3xf16>
    return %0 : tensor<2x3xf16>
  }
  func.func @f64(%arg0: tensor<2x3xf64>) -> tensor<2x3xf64> {
    %0 = stablehlo.ceil %arg0 : tensor<2x3xf64>
    return %0 : tensor<2x3xf64>
  }
  func.func @f8E4M3FN(%arg0: tensor<2x3xf8E4M3FN>) -> tensor<2x3xf8E4M3FN> {
    %0 = stablehlo.ceil %arg0 : tensor<2x3xf8E4M3FN>
    return %0 : tensor<2x3xf8E4M3FN>
  }
  func.func @f8E5M2(%arg0: tensor<2x3xf8E5M2>) -> tensor<2x3xf8E5M2> {
    %0 = stablehlo.ceil %arg0 : tensor<2x3xf8E5M2>
    return %0 : tensor<2x3xf8E5M2>
  }
  func.func @f4E2M1FN(%arg0: tensor<2x3xf4E2M1FN>) -> tensor<2x3xf4E2M1FN> {
    %0 = stablehlo.ceil %arg0 : tensor<2x3xf4E2M1FN>
    return %0 : tensor<2x3xf4E2M1FN>
  }
  func.func @rank0(%arg0: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.ceil %arg0 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func @dynamic(%arg0: tensor<?x3xf32>, %arg1: tensor<?x3xf32, #stablehlo.bounds<5, ?>>) -> (tensor<?x3xf32>, tensor<?x3xf32, #stablehlo.bounds<5, ?>>) {
    %0 = stablehlo.ceil %arg0 : tensor<?x3xf32>
    %1 = stablehlo.ceil %arg1 : tensor<?x3xf32, #stablehlo.bounds<5, ?>>
    return %0, %1 : tensor<?x3xf32>, tensor<?x3xf32, #stablehlo.bounds<5, ?>>
  }
  func.func @refine(%arg0: tensor<?x3xf32>) -> tensor<2x3xf32> {
    %0 = stablehlo.ceil %arg0 : (tensor<?x3xf32>) -> tensor<2x3xf32>
    return %0 : tensor<2x3xf32>
  }
}
