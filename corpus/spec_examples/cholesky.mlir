// Spec example: cholesky (seed 000, section "चोलस्की", spec line 1187)
// spec-issue: signature f32 -> f64 violates type(a) = type(result) (kept as the spec writes it; see NOTES.md)
func.func @cholesky_example_1() {
  %a = "stablehlo.constant"() {value = dense<[[1.0, 2.0, 3.0], [2.0, 20.0, 26.0], [3.0, 26.0, 70.0]]> : tensor<3x3xf32>} : () -> tensor<3x3xf32>
  %result = "stablehlo.cholesky"(%a) {
    lower = true
  } : (tensor<3x3xf32>) -> tensor<3x3xf64>
  "check.expect_almost_eq_const"(%result) {value = dense<[[1.0, 0.0, 0.0], [2.0, 4.0, 0.0], [3.0, 5.0, 6.0]]> : tensor<3x3xf64>} : (tensor<3x3xf64>) -> ()
  "func.return"() : () -> ()
}
