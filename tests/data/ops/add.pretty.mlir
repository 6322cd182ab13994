module {
  func.func @main(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>) -> tensor<2x3xf32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<2x3xf32>
    return %0 : tensor<2x3xf32>
  }
  func.func @i1(%arg0: tensor<2x3xi1>, %arg1: tensor<2x3xi1>) -> tensor<2x3xi1> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<2x3xi1>
    return %0 : tensor<2x3xi1>
  }
  func.func @i32(%arg0: tensor<2x3xi32>, %arg1: tensor<2x3xi32>) -> tensor<2x3xi32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<2x3xi32>
    return %0 : tensor<2x3xi32>
  }
  func.func @i8(%arg0: tensor<2x3xi8>, %arg1: tensor<2x3xi8>) -> tensor<2x3xi8> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<2x3xi8>
    return %0 : tensor<2x3xi8>
  }
  func.func @ui8(%arg0: tensor<2x3xui8>, %arg1: tensor<2x3xui8>) -> tensor<2x3xui8> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<2x3xui8>
    return %0 : tensor<2x3xui8>
  }
  func.func @i4(%arg0: tensor<2x3xi4>, %arg1: tensor<2x3xi4>) -> tensor<2x3xi4> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<2x3xi4>
    return %0 : tensor<2x3xi4>
  }
  func.func @ui2(%arg0: tensor<2x3xui2>, %arg1: tensor<2x3xui2>) -> tensor<2x3xui2> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<2x3xui2>
    return %0 : tensor<2x3xui2>
  }
  func.func @bf16(%arg0: tensor<2x3xbf16>, %arg1: tensor<2x3xbf16>) -> tensor<2x3xbf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<2x3xbf16>
    return %0 : tensor<2x3xbf16>
  }
  func.func @f16(%arg0: tensor<2x3xf16>, %arg1: tensor<2x3xf16>) -> tensor<2x3xf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<2x3xf16>
    return %0 : tensor<2x3xf16>
  }
  func.func @f64(%arg0: tensor<2x3xf64>, %arg1: tensor<2x3xf64>) -> tensor<2x3xf64> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<2x3xf64>
    return %0 : tensor<2x3xf64>
  }
  func.func @f8E4M3FN(%arg0: tensor<2x3xf8E4M3FN>, %arg1: tensor<2x3xf8E4M3FN>) -> tensor<2x3xf8E4M3FN> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<2x3xf8E4M3FN>
    return %0 : tensor<2x3xf8E4M3FN>
  }
  func.func @f8E5M2(%arg0: tensor<2x3xf8E5M2>, %arg1: tensor<2x3xf8E5M2>) -> tensor<2x3xf8E5M2> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<2x3xf8E5M2>
    return %0 : tensor<2x3xf8E5M2>
  }
  func.func @f4E2M1FN(%arg0: tensor<2x3xf4E2M1FN>, %arg1: tensor<2x3xf4E2M1FN>) -> tensor<2x3xf4E2M1FN> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<2x3xf4E2M1FN>
    return %0 : tensor<2x3xf4E2M1FN>
  }
  func.func @complex_f32(%arg0: tensor<2x3xcomplex<f32>>, %arg1: tensor<2x3xcomplex<f32>>) -> tensor<2x3xcomplex<f32>> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<2x3xcomplex<f32>>
    return %0 : tensor<2x3xcomplex<f32>>
  }
  func.func @complex_f64(%arg0: tensor<2x3xcomplex<f64>>, %arg1: tensor<2x3xcomplex<f64>>) -> tensor<2x3xcomplex<f64>> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<2x3xcomplex<f64>>
    return %0 : tensor<2x3xcomplex<f64>>
  }
  func.func @rank0(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func @dynamic(%arg0: tensor<?x3xf32>, %arg1: tensor<?x3xf32>, %arg2: tensor<?x3xf32, #stablehlo.bounds<5, ?>>) -> (tensor<?x3xf32>, tensor<?x3xf32, #stablehlo.bounds<5, ?>>) {
    %0 = stablehlo.add %arg0, %arg1 : tensor<?x3xf32>
    %1 = stablehlo.add %arg2, %arg2 : tensor<?x3xf32, #stablehlo.bounds<5, ?>>
    return %0, %1 : tensor<?x3xf32>, tensor<?x3xf32, #stablehlo.bounds<5, ?>>
  }
  func.func @mixed(%arg0: tensor<?x3xf32>, %arg1: tensor<2x3xf32>) -> tensor<2x3xf32> {
    %0 = stablehlo.add %arg0, %arg1 : (tensor<?x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    return %0 : tensor<2x3xf32>
  }
}
