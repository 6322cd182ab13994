// cholesky (seed 000): lower and upper, f32 / f64 / complex<f64>, batched. The triangle outside the factor is implementation-defined, so each case selects the factor's triangle of the result (zeros elsewhere) before checking.
// f32 lower, batch of two: [[4, 2], [2, 5]] = L L^T with L = [[2, 0], [1, 2]]; [[9, 3], [3, 5]] with L = [[3, 0], [1, 2]]
func.func @cholesky_lower_f32_batched() {
  %a = "stablehlo.constant"() {value = dense<[[[4.0, 2.0], [2.0, 5.0]], [[9.0, 3.0], [3.0, 5.0]]]> : tensor<2x2x2xf32>} : () -> tensor<2x2x2xf32>
  %result = "stablehlo.cholesky"(%a) {lower = true} : (tensor<2x2x2xf32>) -> tensor<2x2x2xf32>
  %mask = "stablehlo.constant"() {value = dense<[[[true, false], [true, true]], [[true, false], [true, true]]]> : tensor<2x2x2xi1>} : () -> tensor<2x2x2xi1>
  %zero = "stablehlo.constant"() {value = dense<0.0> : tensor<2x2x2xf32>} : () -> tensor<2x2x2xf32>
  %lower = "stablehlo.select"(%mask, %result, %zero) : (tensor<2x2x2xi1>, tensor<2x2x2xf32>, tensor<2x2x2xf32>) -> tensor<2x2x2xf32>
  "check.expect_almost_eq_const"(%lower) {value = dense<[[[2.0, 0.0], [1.0, 2.0]], [[3.0, 0.0], [1.0, 2.0]]]> : tensor<2x2x2xf32>} : (tensor<2x2x2xf32>) -> ()
  "func.return"() : () -> ()
}

// -----

// f64 upper: U^T U = a for the spec example's matrix, U the transpose of the spec's L
func.func @cholesky_upper_f64() {
  %a = "stablehlo.constant"() {value = dense<[[1.0, 2.0, 3.0], [2.0, 20.0, 26.0], [3.0, 26.0, 70.0]]> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
  %result = "stablehlo.cholesky"(%a) {lower = false} : (tensor<3x3xf64>) -> tensor<3x3xf64>
  %mask = "stablehlo.constant"() {value = dense<[[true, true, true], [false, true, true], [false, false, true]]> : tensor<3x3xi1>} : () -> tensor<3x3xi1>
  %zero = "stablehlo.constant"() {value = dense<0.0> : tensor<3x3xf64>} : () -> tensor<3x3xf64>
  %upper = "stablehlo.select"(%mask, %result, %zero) : (tensor<3x3xi1>, tensor<3x3xf64>, tensor<3x3xf64>) -> tensor<3x3xf64>
  "check.expect_almost_eq_const"(%upper) {value = dense<[[1.0, 2.0, 3.0], [0.0, 4.0, 5.0], [0.0, 0.0, 6.0]]> : tensor<3x3xf64>} : (tensor<3x3xf64>) -> ()
  "func.return"() : () -> ()
}

// -----

// complex<f64> lower: a = [[4, 2i], [-2i, 5]] = L L^H with L = [[2, 0], [-i, 2]]
func.func @cholesky_lower_c128() {
  %a = "stablehlo.constant"() {value = dense<[[(4.0, 0.0), (0.0, 2.0)], [(0.0, -2.0), (5.0, 0.0)]]> : tensor<2x2xcomplex<f64>>} : () -> tensor<2x2xcomplex<f64>>
  %result = "stablehlo.cholesky"(%a) {lower = true} : (tensor<2x2xcomplex<f64>>) -> tensor<2x2xcomplex<f64>>
  %mask = "stablehlo.constant"() {value = dense<[[true, false], [true, true]]> : tensor<2x2xi1>} : () -> tensor<2x2xi1>
  %zero = "stablehlo.constant"() {value = dense<(0.0, 0.0)> : tensor<2x2xcomplex<f64>>} : () -> tensor<2x2xcomplex<f64>>
  %lower = "stablehlo.select"(%mask, %result, %zero) : (tensor<2x2xi1>, tensor<2x2xcomplex<f64>>, tensor<2x2xcomplex<f64>>) -> tensor<2x2xcomplex<f64>>
  "check.expect_almost_eq_const"(%lower) {value = dense<[[(2.0, 0.0), (0.0, 0.0)], [(0.0, -1.0), (2.0, 0.0)]]> : tensor<2x2xcomplex<f64>>} : (tensor<2x2xcomplex<f64>>) -> ()
  "func.return"() : () -> ()
}
