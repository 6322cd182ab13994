// Constraint cases of fft (seed 000, section "fft"): valid programs of each form and
// one program per constraint that breaks exactly that constraint.

// case: valid_fft
// expected: valid
func.func @main(%operand: tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>> {
  %result = "stablehlo.fft"(%operand) {fft_type = #stablehlo<fft_type FFT>, fft_length = array<i64: 4>} : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
  func.return %result : tensor<4xcomplex<f32>>
}

// -----
// case: valid_ifft_2d
// expected: valid
func.func @main(%operand: tensor<3x2x4xcomplex<f64>>) -> tensor<3x2x4xcomplex<f64>> {
  %result = "stablehlo.fft"(%operand) {fft_type = #stablehlo<fft_type IFFT>, fft_length = array<i64: 2, 4>} : (tensor<3x2x4xcomplex<f64>>) -> tensor<3x2x4xcomplex<f64>>
  func.return %result : tensor<3x2x4xcomplex<f64>>
}

// -----
// case: valid_rfft
// expected: valid
// 8 real values -> 8/2+1 = 5 complex values
func.func @main(%operand: tensor<3x8xf32>) -> tensor<3x5xcomplex<f32>> {
  %result = "stablehlo.fft"(%operand) {fft_type = #stablehlo<fft_type RFFT>, fft_length = array<i64: 8>} : (tensor<3x8xf32>) -> tensor<3x5xcomplex<f32>>
  func.return %result : tensor<3x5xcomplex<f32>>
}

// -----
// case: valid_rfft_3d
// expected: valid
func.func @main(%operand: tensor<2x3x7xf64>) -> tensor<2x3x4xcomplex<f64>> {
  %result = "stablehlo.fft"(%operand) {fft_type = #stablehlo<fft_type RFFT>, fft_length = array<i64: 2, 3, 7>} : (tensor<2x3x7xf64>) -> tensor<2x3x4xcomplex<f64>>
  func.return %result : tensor<2x3x4xcomplex<f64>>
}

// -----
// case: valid_irfft
// expected: valid
// 5 complex values -> 8 real values (8/2+1 = 5)
func.func @main(%operand: tensor<3x5xcomplex<f64>>) -> tensor<3x8xf64> {
  %result = "stablehlo.fft"(%operand) {fft_type = #stablehlo<fft_type IRFFT>, fft_length = array<i64: 8>} : (tensor<3x5xcomplex<f64>>) -> tensor<3x8xf64>
  func.return %result : tensor<3x8xf64>
}

// -----
// case: valid_rfft_empty
// expected: valid
// an empty last dimension stays empty
func.func @main(%operand: tensor<0xf32>) -> tensor<0xcomplex<f32>> {
  %result = "stablehlo.fft"(%operand) {fft_type = #stablehlo<fft_type RFFT>, fft_length = array<i64: 0>} : (tensor<0xf32>) -> tensor<0xcomplex<f32>>
  func.return %result : tensor<0xcomplex<f32>>
}

// -----
// case: valid_dynamic
// expected: valid
func.func @main(%operand: tensor<?x8xf32>) -> tensor<?x5xcomplex<f32>> {
  %result = "stablehlo.fft"(%operand) {fft_type = #stablehlo<fft_type RFFT>, fft_length = array<i64: 8>} : (tensor<?x8xf32>) -> tensor<?x5xcomplex<f32>>
  func.return %result : tensor<?x5xcomplex<f32>>
}

// -----
// case: valid_fft_length_of_complex_fft
// expected: valid
// (C4) constrains fft_length only when the operand or the result is real
func.func @main(%operand: tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>> {
  %result = "stablehlo.fft"(%operand) {fft_type = #stablehlo<fft_type FFT>, fft_length = array<i64: 8>} : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
  func.return %result : tensor<4xcomplex<f32>>
}

// -----
// case: c1_fft_length_longer_than_rank
// expected: fft_c1
func.func @main(%operand: tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>> {
  %result = "stablehlo.fft"(%operand) {fft_type = #stablehlo<fft_type FFT>, fft_length = array<i64: 2, 4>} : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
  func.return %result : tensor<4xcomplex<f32>>
}

// -----
// case: c2_fft_complex_types
// expected: fft_c2
func.func @main(%operand: tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f64>> {
  %result = "stablehlo.fft"(%operand) {fft_type = #stablehlo<fft_type FFT>, fft_length = array<i64: 4>} : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f64>>
  func.return %result : tensor<4xcomplex<f64>>
}

// -----
// case: c2_fft_of_real
// expected: fft_c2
// FFT needs a complex operand
func.func @main(%operand: tensor<4xf32>) -> tensor<4xf32> {
  %result = "stablehlo.fft"(%operand) {fft_type = #stablehlo<fft_type FFT>, fft_length = array<i64: 4>} : (tensor<4xf32>) -> tensor<4xf32>
  func.return %result : tensor<4xf32>
}

// -----
// case: c2_rfft_semantics
// expected: fft_c2
// f32 operand, complex<f64> result
func.func @main(%operand: tensor<8xf32>) -> tensor<5xcomplex<f64>> {
  %result = "stablehlo.fft"(%operand) {fft_type = #stablehlo<fft_type RFFT>, fft_length = array<i64: 8>} : (tensor<8xf32>) -> tensor<5xcomplex<f64>>
  func.return %result : tensor<5xcomplex<f64>>
}

// -----
// case: c2_irfft_of_real
// expected: fft_c2
// IRFFT needs a complex operand (sizes chosen so that C4 and C5 hold)
func.func @main(%operand: tensor<1xf32>) -> tensor<1xf32> {
  %result = "stablehlo.fft"(%operand) {fft_type = #stablehlo<fft_type IRFFT>, fft_length = array<i64: 1>} : (tensor<1xf32>) -> tensor<1xf32>
  func.return %result : tensor<1xf32>
}

// -----
// case: c3_empty_fft_length
// expected: fft_c3
func.func @main(%operand: tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>> {
  %result = "stablehlo.fft"(%operand) {fft_type = #stablehlo<fft_type FFT>, fft_length = array<i64>} : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
  func.return %result : tensor<4xcomplex<f32>>
}

// -----
// case: c3_fft_length_too_long
// expected: fft_c3
func.func @main(%operand: tensor<1x1x1x4xcomplex<f32>>) -> tensor<1x1x1x4xcomplex<f32>> {
  %result = "stablehlo.fft"(%operand) {fft_type = #stablehlo<fft_type FFT>, fft_length = array<i64: 1, 1, 1, 4>} : (tensor<1x1x1x4xcomplex<f32>>) -> tensor<1x1x1x4xcomplex<f32>>
  func.return %result : tensor<1x1x1x4xcomplex<f32>>
}

// -----
// case: c4_rfft_length
// expected: fft_c4
// the real operand's last dimension (8) differs from fft_length (6)
func.func @main(%operand: tensor<8xf32>) -> tensor<5xcomplex<f32>> {
  %result = "stablehlo.fft"(%operand) {fft_type = #stablehlo<fft_type RFFT>, fft_length = array<i64: 6>} : (tensor<8xf32>) -> tensor<5xcomplex<f32>>
  func.return %result : tensor<5xcomplex<f32>>
}

// -----
// case: c4_irfft_length
// expected: fft_c4
// the real result's last dimension (8) differs from fft_length (9)
func.func @main(%operand: tensor<5xcomplex<f32>>) -> tensor<8xf32> {
  %result = "stablehlo.fft"(%operand) {fft_type = #stablehlo<fft_type IRFFT>, fft_length = array<i64: 9>} : (tensor<5xcomplex<f32>>) -> tensor<8xf32>
  func.return %result : tensor<8xf32>
}

// -----
// case: c5_fft_shape
// expected: fft_c5
func.func @main(%operand: tensor<4xcomplex<f32>>) -> tensor<5xcomplex<f32>> {
  %result = "stablehlo.fft"(%operand) {fft_type = #stablehlo<fft_type FFT>, fft_length = array<i64: 4>} : (tensor<4xcomplex<f32>>) -> tensor<5xcomplex<f32>>
  func.return %result : tensor<5xcomplex<f32>>
}

// -----
// case: c5_rfft_shape
// expected: fft_c5
func.func @main(%operand: tensor<8xf32>) -> tensor<8xcomplex<f32>> {
  %result = "stablehlo.fft"(%operand) {fft_type = #stablehlo<fft_type RFFT>, fft_length = array<i64: 8>} : (tensor<8xf32>) -> tensor<8xcomplex<f32>>
  func.return %result : tensor<8xcomplex<f32>>
}

// -----
// case: c5_irfft_shape
// expected: fft_c5
// a result of 10 values needs 10/2+1 = 6 complex operand values
func.func @main(%operand: tensor<5xcomplex<f32>>) -> tensor<10xf32> {
  %result = "stablehlo.fft"(%operand) {fft_type = #stablehlo<fft_type IRFFT>, fft_length = array<i64: 10>} : (tensor<5xcomplex<f32>>) -> tensor<10xf32>
  func.return %result : tensor<10xf32>
}
