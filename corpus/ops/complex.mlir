// complex (seed 000): f32 and f64 parts into complex<f32> and complex<f64>.
// complex<f32> from f32 parts: signed zeros and infinities stay in their part
func.func @complex_f32() {
  %lhs = "stablehlo.constant"() {value = dense<[1.0, -0.0, 0x7F800000]> : tensor<3xf32>} : () -> tensor<3xf32>
  %rhs = "stablehlo.constant"() {value = dense<[-0.0, 2.5, 1.0]> : tensor<3xf32>} : () -> tensor<3xf32>
  %result = "stablehlo.complex"(%lhs, %rhs) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xcomplex<f32>>
  "check.expect_eq_const"(%result) {value = dense<[(1.0, -0.0), (-0.0, 2.5), (0x7F800000, 1.0)]> : tensor<3xcomplex<f32>>} : (tensor<3xcomplex<f32>>) -> ()
  "func.return"() : () -> ()
}

// -----

// complex<f64> from f64 parts
func.func @complex_f64() {
  %lhs = "stablehlo.constant"() {value = dense<[0.1, -3.0]> : tensor<2xf64>} : () -> tensor<2xf64>
  %rhs = "stablehlo.constant"() {value = dense<[1.0E+300, 0.0]> : tensor<2xf64>} : () -> tensor<2xf64>
  %result = "stablehlo.complex"(%lhs, %rhs) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xcomplex<f64>>
  "check.expect_eq_const"(%result) {value = dense<[(0.1, 1.0E+300), (-3.0, 0.0)]> : tensor<2xcomplex<f64>>} : (tensor<2xcomplex<f64>>) -> ()
  "func.return"() : () -> ()
}
