module {
  func.func @main(%arg0: tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [4] : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
    return %0 : tensor<4xcomplex<f32>>
  }
  func.func @types(%arg0: tensor<3x8xcomplex<f64>>, %arg1: tensor<3x8xf32>, %arg2: tensor<3x5xcomplex<f32>>) -> (tensor<3x8xcomplex<f64>>, tensor<3x5xcomplex<f32>>, tensor<3x8xf32>) {
    %0 = stablehlo.fft %arg0, type = IFFT, length = [8] : (tensor<3x8xcomplex<f64>>) -> tensor<3x8xcomplex<f64>>
    %1 = stablehlo.fft %arg1, type = RFFT, length = [8] : (tensor<3x8xf32>) -> tensor<3x5xcomplex<f32>>
    %2 = stablehlo.fft %arg2, type = IRFFT, length = [8] : (tensor<3x5xcomplex<f32>>) -> tensor<3x8xf32>
    return %0, %1, %2 : tensor<3x8xcomplex<f64>>, tensor<3x5xcomplex<f32>>, tensor<3x8xf32>
  }
  func.func @multi(%arg0: tensor<2x4x8xcomplex<f32>>, %arg1: tensor<2x4x8xf32>) -> (tensor<2x4x8xcomplex<f32>>, tensor<2x4x5xcomplex<f32>>) {
    %0 = stablehlo.fft %arg0, type = FFT, length = [2, 4, 8] : (tensor<2x4x8xcomplex<f32>>) -> tensor<2x4x8xcomplex<f32>>
    %1 = stablehlo.fft %arg1, type = RFFT, length = [4, 8] : (tensor<2x4x8xf32>) -> tensor<2x4x5xcomplex<f32>>
    return %0, %1 : tensor<2x4x8xcomplex<f32>>, tensor<2x4x5xcomplex<f32>>
  }
}
