func.func @main(%operand: tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>> {
  %result = "stablehlo.fft"(%operand) {
    fft_type = #stablehlo<fft_type FFT>,
    fft_length = array<i64: 4>
  } : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
  "func.return"(%result) : (tensor<4xcomplex<f32>>) -> ()
}

func.func @types(%c: tensor<3x8xcomplex<f64>>, %r: tensor<3x8xf32>, %h: tensor<3x5xcomplex<f32>>) -> (tensor<3x8xcomplex<f64>>, tensor<3x5xcomplex<f32>>, tensor<3x8xf32>) {
  %0 = "stablehlo.fft"(%c) {fft_type = #stablehlo<fft_type IFFT>, fft_length = array<i64: 8>} : (tensor<3x8xcomplex<f64>>) -> tensor<3x8xcomplex<f64>>
  %1 = "stablehlo.fft"(%r) {fft_type = #stablehlo<fft_type RFFT>, fft_length = array<i64: 8>} : (tensor<3x8xf32>) -> tensor<3x5xcomplex<f32>>
  %2 = "stablehlo.fft"(%h) {fft_type = #stablehlo<fft_type IRFFT>, fft_length = array<i64: 8>} : (tensor<3x5xcomplex<f32>>) -> tensor<3x8xf32>
  "func.return"(%0, %1, %2) : (tensor<3x8xcomplex<f64>>, tensor<3x5xcomplex<f32>>, tensor<3x8xf32>) -> ()
}

func.func @multi(%c: tensor<2x4x8xcomplex<f32>>, %r: tensor<2x4x8xf32>) -> (tensor<2x4x8xcomplex<f32>>, tensor<2x4x5xcomplex<f32>>) {
  %0 = "stablehlo.fft"(%c) {fft_type = #stablehlo<fft_type FFT>, fft_length = array<i64: 2, 4, 8>} : (tensor<2x4x8xcomplex<f32>>) -> tensor<2x4x8xcomplex<f32>>
  %1 = "stablehlo.fft"(%r) {fft_type = #stablehlo<fft_type RFFT>, fft_length = array<i64: 4, 8>} : (tensor<2x4x8xf32>) -> tensor<2x4x5xcomplex<f32>>
  "func.return"(%0, %1) : (tensor<2x4x8xcomplex<f32>>, tensor<2x4x5xcomplex<f32>>) -> ()
}
