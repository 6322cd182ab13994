// Spec example: fft (seed 000, section "fft", spec line 2735)
func.func @fft_example_1() {
  %operand = "stablehlo.constant"() {value = dense<[(1.0, 0.0), (0.0, 0.0), (0.0, 0.0), (0.0, 0.0)]> : tensor<4xcomplex<f32>>} : () -> tensor<4xcomplex<f32>>
  %result = "stablehlo.fft"(%operand) {
    fft_type = #stablehlo<fft_type FFT>,
    fft_length = array<i64: 4>
  } : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
  "check.expect_almost_eq_const"(%result) {value = dense<[(1.0, 0.0), (1.0, 0.0), (1.0, 0.0), (1.0, 0.0)]> : tensor<4xcomplex<f32>>} : (tensor<4xcomplex<f32>>) -> ()
  "func.return"() : () -> ()
}
