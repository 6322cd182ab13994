module {
  func.func @main(%arg0: tensor<2x3xf32>) -> tensor<2x3xi1> {
    %0 = stablehlo.is_finite %arg0 : (tensor<2x3xf32>) -> tensor<2x3xi1>
    return %0 : tensor<2x3xi1>
  }
  func.func @bf16(%arg0: tensor<2x3xbf16>) -> tensor<2x3xi1> {
    %0 = stablehlo.is_finite %arg0 : (tensor<2x3xbf16>) -> tensor<2x3xi1>
    return %0 : tensor<2x3xi1>
  }
  func.func @f16(%arg0: tensor<2x3xf16>) -> tensor<2x3xi1> {
    %0 = stablehlo.is_finite %arg0 : (tensor<2x3xf16>) -> tensor<2x3xi1>
    return %0 : tensor<2x3xi1>
  }
  func.func @f64(%arg0: tensor<2x3xf64>) -> tensor<2x3xi1> {
    %0 = stablehlo.is_finite %arg0 : (tensor<2x3xf64>) -> tensor<2x3xi1>
    return %0 : tensor<2x3xi1>
  }
  func.func @f8E4M3FN(%arg0: tensor<2x3xf8E4M3FN>) -> tensor<2x3xi1> {
    %0 = stablehlo.is_finite %arg0 : (tensor<2x3xf8E4M3FN>) -> tensor<2x3xi1>
    return %0 : tensor<2x3xi1>
  }
  func.func @f8E5M2(%arg0: tensor<2x3xf8E5M2>) -> tensor<2x3xi1> {
    %0 = stablehlo.is_finite %arg0 : (tensor<2x3xf8E5M2>) -> tensor<2x3xi1>
    return %0 : tensor<2x3xi1>
  }
  func.func @rank0(%arg0: tensor<f32>) -> tensor<i1> {
    %0 = stablehlo.is_finite %arg0 : (tensor<f32>) -> tensor<i1>
    return %0 : tensor<i1>
  }
  func.func @dynamic(%arg0: tensor<?x3xf32>, %arg1: tensor<?x3xf32, #stablehlo.bounds<5, ?>>) -> (tensor<?x3xi1>, tensor<?x3xi1, #stablehlo.bounds<5, ?>>) {
    %0 = stablehlo.is_finite %arg0 : (tensor<?x3xf32>) -> tensor<?x3xi1>
    %1 = stablehlo.is_finite %arg1 : (tensor<?x3xf32, #stablehlo.bounds<5, ?>>) -> tensor<?x3xi1, #stablehlo.bounds<5, ?>>
    return %0, %1 : tensor<?x3xi1>, tensor<?x3xi1, #stablehlo.bounds<5, ?>>
  }
  func.func @refine(%arg0: tensor<?x3xf32>) -> tensor<2x3xi1> {
    %0 = stablehlo.is_finite %arg0 : (tensor<?x3xf32>) -> tensor<2x3xi1>
    return %0 : tensor<2x3xi1>
  }
}
