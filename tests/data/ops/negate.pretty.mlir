module {
  func.func @main(%arg0: tensor<2x3xi32>) -> tensor<2x3xi32> {
    %0 = stablehlo.negate %arg0 : tensor<2x3xi32>
    return %0 : tensor<2x3xi32>
  }
  func.func @i8(%arg0: tensor<2x3xi8>) -> tensor<2x3xi8> {
    %0 = stablehlo.negate %arg0 : tensor<2x3xi8>
    return %0 : tensor<2x3xi8>
  }
  func.func @ui8(%arg0: tensor<2x3xui8>) -> tensor<2x3xui8> {
    %0 = stablehlo.negate %arg0 : tensor<2x3xui8>
    return %0 : tensor<2x3xui8>
  }
  func.func @f32(%arg0: tensor<2x3xf32>) -> tensor<2x3xf32> {
    %0 = stablehlo.negate %arg0 : tensor<2x3xf32>
    return %0 : tensor<2x3xf32>
  }
  func.func @bf16(%arg0: tensor<2x3xbf16>) -> tensor<2x3xbf16> {
    %0 = stablehlo.negate %arg0 : tensor<2x3xbf16>
    return %0 : tensor<2x3xbf16>
  }
  func.func @f64(%arg0: tensor<2x3xf64>) -> tensor<2x3xf64> {
    %0 = stablehlo.negate %arg0 : tensor<2x3xf64>
    return %0 : tensor<2x3xf64>
  }
  func.func @complex_f32(%arg0: tensor<2x3xcomplex<f32>>) -> tensor<2x3xcomplex<f32>> {
    %0 = stablehlo.negate %arg0 : tensor<2x3xcomplex<f32>>
    return %0 : tensor<2x3xcomplex<f32>>
  }
  func.func @f8E5M2(%arg0: tensor<2x3xf8E5M2>) -> tensor<2x3xf8E5M2> {
    %0 = stablehlo.negate %arg0 : tensor<2x3xf8E5M2>
    return %0 : tensor<2x3xf8E5M2>
  }
  func.func @f4E2M1FN(%arg0: tensor<2x3xf4E2M1FN>) -> tensor<2x3xf4E2M1FN> {
    %0 = stablehlo.negate %arg0 : tensor<2x3xf4E2M1FN>
    return %0 : tensor<2x3xf4E2M1FN>
  }
  func.func @rank0(%arg0: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.negate %arg0 : tensor<i32>
    return %0 : tensor<i32>
  }
  func.func @dynamic(%arg0: tensor<?x3xi32>, %arg1: tensor<?x3xi32, #stablehlo.bounds<5, ?>>) -> (tensor<?x3xi32>, tensor<?x3xi32, #stablehlo.bounds<5, ?>>) {
    %0 = stablehlo.negate %arg0 : tensor<?x3xi32>
    %1 = stablehlo.negate %arg1 : tensor<?x3xi32, #stablehlo.bounds<5, ?>>
    return %0, %1 : tensor<?x3xi32>, tensor<?x3xi32, #stablehlo.bounds<5, ?>>
  }
  func.func @refine(%arg0: tensor<?x3xi32>) -> tensor<2x3xi32> {
    %0 = stablehlo.negate %arg0 : (tensor<?x3xi32>) -> tensor<2x3xi32>
    return %0 : tensor<2x3xi32>
  }
}
