// triangular_solve (seed 000): left and right side, lower and upper, NO_TRANSPOSE / TRANSPOSE / ADJOINT, unit_diagonal, batched; f32 / f64 / complex<f64>. Expected values: numpy.linalg.solve on the explicit op(a) in float64. No singular a and no unit_diagonal with a diagonal other than 1.0 (undefined).
// f32, left side, lower, TRANSPOSE: a^T x = b; a's strictly upper triangle (7.0) is not read
func.func @triangular_solve_left_lower_transpose_f32() {
  %a = "stablehlo.constant"() {value = dense<[[2.0, 7.0], [1.0, 4.0]]> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
  %b = "stablehlo.constant"() {value = dense<[[2.0, 4.0], [8.0, 4.0]]> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
  %result = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose TRANSPOSE>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  "check.expect_almost_eq_const"(%result) {value = dense<[[0.0, 1.5], [2.0, 1.0]]> : tensor<2x2xf32>} : (tensor<2x2xf32>) -> ()
  "func.return"() : () -> ()
}

// -----

// f64, right side, upper, NO_TRANSPOSE, batch of two: x a = b; a's strictly lower triangle (9.0) is not read
func.func @triangular_solve_right_upper_f64_batched() {
  %a = "stablehlo.constant"() {value = dense<[[[1.0, 2.0, 3.0], [9.0, 4.0, 5.0], [9.0, 9.0, 6.0]], [[2.0, 0.0, 1.0], [9.0, 0.5, -1.0], [9.0, 9.0, 4.0]]]> : tensor<2x3x3xf64>} : () -> tensor<2x3x3xf64>
  %b = "stablehlo.constant"() {value = dense<[[[1.0, 6.0, 26.0], [2.0, 0.0, 0.0]], [[4.0, 1.0, 3.0], [-2.0, 0.5, 0.25]]]> : tensor<2x2x3xf64>} : () -> tensor<2x2x3xf64>
  %result = "stablehlo.triangular_solve"(%a, %b) {left_side = false, lower = false, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<2x3x3xf64>, tensor<2x2x3xf64>) -> tensor<2x2x3xf64>
  "check.expect_almost_eq_const"(%result) {value = dense<[[[1.0000000000000002, 0.9999999999999998, 3.0], [2.0, -1.0, -0.16666666666666674]], [[2.0, 2.0, 0.75], [-1.0, 1.0, 0.5625]]]> : tensor<2x2x3xf64>} : (tensor<2x2x3xf64>) -> ()
  "func.return"() : () -> ()
}

// -----

// f32, left side, upper, unit_diagonal = true (diagonal held as 1.0, as the spec lets implementations assume), NO_TRANSPOSE
func.func @triangular_solve_unit_diagonal_f32() {
  %a = "stablehlo.constant"() {value = dense<[[1.0, 2.0, -1.0], [5.0, 1.0, 3.0], [5.0, 5.0, 1.0]]> : tensor<3x3xf32>} : () -> tensor<3x3xf32>
  %b = "stablehlo.constant"() {value = dense<[[1.0], [2.0], [3.0]]> : tensor<3x1xf32>} : () -> tensor<3x1xf32>
  %result = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = false, unit_diagonal = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<3x3xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
  "check.expect_almost_eq_const"(%result) {value = dense<[[18.0], [-7.0], [3.0]]> : tensor<3x1xf32>} : (tensor<3x1xf32>) -> ()
  "func.return"() : () -> ()
}

// -----

// complex<f64>, left side, lower, ADJOINT: a^H x = b
func.func @triangular_solve_left_lower_adjoint_c128() {
  %a = "stablehlo.constant"() {value = dense<[[(2.0, 0.0), (0.0, 0.0)], [(1.0, 1.0), (0.0, 2.0)]]> : tensor<2x2xcomplex<f64>>} : () -> tensor<2x2xcomplex<f64>>
  %b = "stablehlo.constant"() {value = dense<[[(1.0, 1.0), (0.0, 2.0)], [(4.0, 0.0), (-2.0, 2.0)]]> : tensor<2x2xcomplex<f64>>} : () -> tensor<2x2xcomplex<f64>>
  %result = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose ADJOINT>} : (tensor<2x2xcomplex<f64>>, tensor<2x2xcomplex<f64>>) -> tensor<2x2xcomplex<f64>>
  "check.expect_almost_eq_const"(%result) {value = dense<[[(-0.5, -0.5), (1.0, 1.0)], [(0.0, 2.0), (-1.0, -1.0)]]> : tensor<2x2xcomplex<f64>>} : (tensor<2x2xcomplex<f64>>) -> ()
  "func.return"() : () -> ()
}

// -----

// f32, right side, lower, TRANSPOSE: x a^T = b
func.func @triangular_solve_right_lower_transpose_f32() {
  %a = "stablehlo.constant"() {value = dense<[[4.0, 0.0], [2.0, -1.0]]> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
  %b = "stablehlo.constant"() {value = dense<[[8.0, 3.0], [-4.0, 0.5], [1.0, 1.0]]> : tensor<3x2xf32>} : () -> tensor<3x2xf32>
  %result = "stablehlo.triangular_solve"(%a, %b) {left_side = false, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose TRANSPOSE>} : (tensor<2x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
  "check.expect_almost_eq_const"(%result) {value = dense<[[2.0, 1.0], [-1.0, -2.5], [0.25, -0.5]]> : tensor<3x2xf32>} : (tensor<3x2xf32>) -> ()
  "func.return"() : () -> ()
}
