// Spec example: divide (seed 000, section "विभाजन", spec line 1903)
// spec-issue: 17.1 / 3.0 = 5.7, the spec's 5.66666651 is 17 / 3 (kept as the spec writes it; see NOTES.md)
func.func @divide_example_1() {
  %lhs = "stablehlo.constant"() {value = dense<[17.1, -17.1, 17.1, -17.1]> : tensor<4xf32>} : () -> tensor<4xf32>
  %rhs = "stablehlo.constant"() {value = dense<[3.0, 3.0, -3.0, -3.0]> : tensor<4xf32>} : () -> tensor<4xf32>
  %result = "stablehlo.divide"(%lhs, %rhs) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  "check.expect_almost_eq_const"(%result) {value = dense<[5.66666651, -5.66666651, -5.66666651, 5.66666651]> : tensor<4xf32>} : (tensor<4xf32>) -> ()
  "func.return"() : () -> ()
}
