module {
  func.func @main(%arg0: tensor<2x3xcomplex<f32>>) -> tensor<2x3xf32> {
    %0 = stablehlo.imag %arg0 : (tensor<2x3xcomplex<f32>>) -> tensor<2x3xf32>
    return %0 : tensor<2x3xf32>
  }
  func.func @complex_f64(%arg0: tensor<2x3xcomplex<f64>>) -> tensor<2x3xf64> {
    %0 = stablehlo.imag %arg0 : (tensor<2x3xcomplex<f64>>) -> tensor<2x3xf64>
    return %0 : tensor<2x3xf64>
  }
  func.func @f32(%arg0: tensor<2x3xf32>) -> tensor<2x3xf32> {
    %0 = stablehlo.imag %arg0 : tensor<2x3xf32>
    return %0 : tensor<2x3xf32>
  }
  func.func @f16(%arg0: tensor<2x3xf16>) -> tensor<2x3xf16> {
    %0 = stablehlo.imag %arg0 : tensor<2x3xf16>
    return %0 : tensor<2x3xf16>
  }
  func.func @rank0(%arg0: tensor<complex<f32>>) -> tensor<f32> {
    %0 = stablehlo.imag %arg0 : (tensor<complex<f32>>) -> tensor<f32>
    return %0 : tensor<f32>
  }
  func.func @dynamic(%arg0: tensor<?x3xcomplex<f32>>, %arg1: tensor<?x3xcomplex<f32>, #stablehlo.bounds<5, ?>>) -> (tensor<?x3xf32>, tensor<?x3xf32, #stablehlo.bounds<5, ?>>) {
    %0 = stablehlo.imag %arg0 : (tensor<?x3xcomplex<f32>>) -> tensor<?x3xf32>
    %1 = stablehlo.imag %arg1 : (tensor<?x3xcomplex<f32>, #stablehlo.bounds<5, ?>>) -> tensor<?x3xf32, #stablehlo.bounds<5, ?>>
    return %0, %1 : tensor<?x3xf32>, tensor<?x3xf32, #stablehlo.bounds<5, ?>>
  }
  func.func @refine(%arg0: tensor<?x3xcomplex<f32>>) -> tensor<2x3xf32> {
    %0 = stablehlo.imag %arg0 : (tensor<?x3xcomplex<f32>>) -> tensor<2x3xf32>
    return %0 : tensor<2x3xf32>
  }
}
