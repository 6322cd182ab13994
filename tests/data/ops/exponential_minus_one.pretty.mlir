module {
  func.func @main(%arg0: tensor<2x3xf32>) -> tensor<2x3xf32> {
    %0 = stablehlo.exponential_minus_one %arg0 : tensor<2x3xf32>
    return %0 : tensor<2x3xf32>
  }
  func.func @bf16(%arg0: tensor<2x3xbf16>) -> tensor<2x3xbf16> {
    %0 = stablehlo.exponential_minus_one %arg0 : tensor<2x3xbf16>
    return %0 : tensor<2x3xbf16>
  }
  func.func @f16(%arg0: tensor<2x3xf16>) -> tensor<2x3xf16> {
    %0 = stablehlo.exponential_minus_one %arg0 : tensor<2x3xf16>
    return %0 : tensor<2x3xf16>
  }
  func.func @f64(%arg0: tensor<2x3xf64>) -> tensor<2x3xf64> {
    %0 = stablehlo.exponential_minus_one %arg0 : tensor<2x3xf64>
    return %0 : tensor<2x3xf64>
  }
  func.func @f8E4M3FN(%arg0: tensor<2x3xf8E4M3FN>) -> tensor<2x3xf8E4M3FN> {
    %0 = stablehlo.exponential_minus_one %arg0 : tensor<2x3xf8E4M3FN>
    return %0 : tensor<2x3xf8E4M3FN>
  }
  func.func @complex_f32(%arg0: tensor<2x3xcomplex<f32>>) -> tensor<2x3xcomplex<f32>> {
    %0 = stablehlo.exponential_minus_one %arg0 : tensor<2x3xcomplex<f32>>
    return %0 : tensor<2x3xcomplex<f32>>
  }
  func.func @complex_f64(%arg0: tensor<2x3xcomplex<f64>>) -> tensor<2x3xcomplex<f64>> {
    %0 = stablehlo.exponential_minus_one %arg0 : tensor<2x3xcomplex<f64>>
    return %0 : tensor<2x3xcomplex<f64>>
  }
  func.func @rank0(%arg0: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.exponential_minus_one %arg0 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func @dynamic(%arg0: tensor<?x3xf32>, %arg1: tensor<?x3xf32, #stablehlo.bounds<5, ?>>) -> (tensor<?x3xf32>, tensor<?x3xf32, #stablehlo.bounds<5, ?>>) {
    %0 = stablehlo.exponential_minus_one %arg0 : tensor<?x3xf32>
    %1 = stablehlo.exponential_minus_one %arg1 : tensor<?x3xf32, #stablehlo.bounds<5, ?>>
    return %0, %1 : tensor<?x3xf32>, tensor<?x3xf32, #stablehlo.bounds<5, ?>>
  }
  func.func @refine(%arg0: tensor<?x3xf32>) -> tensor<2x3xf32> {
    %0 = stablehlo.exponential_minus_one %arg0 : (tensor<?x3xf32>) -> tensor<2x3xf32>
    return %0 : tensor<2x3xf32>
  }
  func.func @accuracy(%arg0: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
    %0 = stablehlo.exponential_minus_one %arg0 : tensor<4xf32>
    %1 = stablehlo.exponential_minus_one %arg0 {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<4xf32>
    %2 = stablehlo.exponential_minus_one %arg0 {result_accuracy = #stablehlo.result_accuracy<atol = 1.000000e-05, rtol = 2.500000e-01, ulps = 3, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<4xf32>
    return %0, %1, %2 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
  }
}
