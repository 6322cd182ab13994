// Spec example: triangular_solve (seed 000, section "triangular_solve", spec line 5192)
func.func @triangular_solve_example_1() {
  %a = "stablehlo.constant"() {value = dense<[[1.0, 0.0, 0.0], [2.0, 4.0, 0.0], [3.0, 5.0, 6.0]]> : tensor<3x3xf32>} : () -> tensor<3x3xf32>
  %b = "stablehlo.constant"() {value = dense<[[2.0, 0.0, 0.0], [4.0, 8.0, 0.0], [6.0, 10.0, 12.0]]> : tensor<3x3xf32>} : () -> tensor<3x3xf32>
  %result = "stablehlo.triangular_solve"(%a, %b) {
    left_side = true,
    lower = true,
    unit_diagonal = false,
    transpose_a = #stablehlo<transpose NO_TRANSPOSE>
  } : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
  "check.expect_almost_eq_const"(%result) {value = dense<[[2.0, 0.0, 0.0], [0.0, 2.0, 0.0], [0.0, 0.0, 2.0]]> : tensor<3x3xf32>} : (tensor<3x3xf32>) -> ()
  "func.return"() : () -> ()
}
