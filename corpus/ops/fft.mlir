// fft (seed 000): FFT, IFFT, RFFT, IRFFT; complex<f32> and complex<f64>; one and two transformed dimensions with a batch dimension; odd and even lengths.
// complex<f64> FFT over 2x2: [[1, 2], [3, 4]] -> [[10, -2], [-4, 0]]
func.func @fft_fft_2d_c128() {
  %operand = "stablehlo.constant"() {value = dense<[[(1.0, 0.0), (2.0, 0.0)], [(3.0, 0.0), (4.0, 0.0)]]> : tensor<2x2xcomplex<f64>>} : () -> tensor<2x2xcomplex<f64>>
  %result = "stablehlo.fft"(%operand) {fft_type = #stablehlo<fft_type FFT>, fft_length = array<i64: 2, 2>} : (tensor<2x2xcomplex<f64>>) -> tensor<2x2xcomplex<f64>>
  "check.expect_almost_eq_const"(%result) {value = dense<[[(10.0, 0.0), (-2.0, 0.0)], [(-4.0, 0.0), (0.0, 0.0)]]> : tensor<2x2xcomplex<f64>>} : (tensor<2x2xcomplex<f64>>) -> ()
  "func.return"() : () -> ()
}

// -----

// complex<f32> IFFT of length 4, batch of 2: IFFT([4, 0, 0, 0]) = [1, 1, 1, 1]; IFFT([0, 4i, 0, 0]) = i e^(2 pi i n / 4) = [i, -1, -i, 1]
func.func @fft_ifft_batched_c64() {
  %operand = "stablehlo.constant"() {value = dense<[[(4.0, 0.0), (0.0, 0.0), (0.0, 0.0), (0.0, 0.0)], [(0.0, 0.0), (0.0, 4.0), (0.0, 0.0), (0.0, 0.0)]]> : tensor<2x4xcomplex<f32>>} : () -> tensor<2x4xcomplex<f32>>
  %result = "stablehlo.fft"(%operand) {fft_type = #stablehlo<fft_type IFFT>, fft_length = array<i64: 4>} : (tensor<2x4xcomplex<f32>>) -> tensor<2x4xcomplex<f32>>
  "check.expect_almost_eq_const"(%result) {value = dense<[[(1.0, 0.0), (1.0, 0.0), (1.0, 0.0), (1.0, 0.0)], [(0.0, 1.0), (-1.0, 0.0), (0.0, -1.0), (1.0, 0.0)]]> : tensor<2x4xcomplex<f32>>} : (tensor<2x4xcomplex<f32>>) -> ()
  "func.return"() : () -> ()
}

// -----

// f32 RFFT of length 4 (even): [1, 2, 3, 4] -> [10, -2 + 2i, -2]
func.func @fft_rfft_even_f32() {
  %operand = "stablehlo.constant"() {value = dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>} : () -> tensor<4xf32>
  %result = "stablehlo.fft"(%operand) {fft_type = #stablehlo<fft_type RFFT>, fft_length = array<i64: 4>} : (tensor<4xf32>) -> tensor<3xcomplex<f32>>
  "check.expect_almost_eq_const"(%result) {value = dense<[(10.0, 0.0), (-2.0, 2.0), (-2.0, 0.0)]> : tensor<3xcomplex<f32>>} : (tensor<3xcomplex<f32>>) -> ()
  "func.return"() : () -> ()
}

// -----

// f64 RFFT over 2x3 (odd last length): [[1, 1, 1], [0, 0, 0]] -> [[3, 0], [3, 0]]
func.func @fft_rfft_2d_odd_f64() {
  %operand = "stablehlo.constant"() {value = dense<[[1.0, 1.0, 1.0], [0.0, 0.0, 0.0]]> : tensor<2x3xf64>} : () -> tensor<2x3xf64>
  %result = "stablehlo.fft"(%operand) {fft_type = #stablehlo<fft_type RFFT>, fft_length = array<i64: 2, 3>} : (tensor<2x3xf64>) -> tensor<2x2xcomplex<f64>>
  "check.expect_almost_eq_const"(%result) {value = dense<[[(3.0, 0.0), (0.0, 0.0)], [(3.0, 0.0), (0.0, 0.0)]]> : tensor<2x2xcomplex<f64>>} : (tensor<2x2xcomplex<f64>>) -> ()
  "func.return"() : () -> ()
}

// -----

// complex<f32> IRFFT of length 4 (the inverse of fft_rfft_even_f32): [10, -2 + 2i, -2] -> [1, 2, 3, 4]
func.func @fft_irfft_even_c64() {
  %operand = "stablehlo.constant"() {value = dense<[(10.0, 0.0), (-2.0, 2.0), (-2.0, 0.0)]> : tensor<3xcomplex<f32>>} : () -> tensor<3xcomplex<f32>>
  %result = "stablehlo.fft"(%operand) {fft_type = #stablehlo<fft_type IRFFT>, fft_length = array<i64: 4>} : (tensor<3xcomplex<f32>>) -> tensor<4xf32>
  "check.expect_almost_eq_const"(%result) {value = dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>} : (tensor<4xf32>) -> ()
  "func.return"() : () -> ()
}

// -----

// complex<f64> IRFFT over 2x3 (the inverse of fft_rfft_2d_odd_f64)
func.func @fft_irfft_2d_odd_c128() {
  %operand = "stablehlo.constant"() {value = dense<[[(3.0, 0.0), (0.0, 0.0)], [(3.0, 0.0), (0.0, 0.0)]]> : tensor<2x2xcomplex<f64>>} : () -> tensor<2x2xcomplex<f64>>
  %result = "stablehlo.fft"(%operand) {fft_type = #stablehlo<fft_type IRFFT>, fft_length = array<i64: 2, 3>} : (tensor<2x2xcomplex<f64>>) -> tensor<2x3xf64>
  "check.expect_almost_eq_const"(%result) {value = dense<[[1.0, 1.0, 1.0], [0.0, 0.0, 0.0]]> : tensor<2x3xf64>} : (tensor<2x3xf64>) -> ()
  "func.return"() : () -> ()
}
