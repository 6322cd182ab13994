// Spec example: cosine (seed 000, section "कोज्या", spec line 1804)
func.func @cosine_example_1() {
  %operand = "stablehlo.constant"() {value = dense<[[0.0, 1.57079632], [3.14159265, 4.71238898]]> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
  %result = "stablehlo.cosine"(%operand) : (tensor<2x2xf32>) -> tensor<2x2xf32>
  "check.expect_almost_eq_const"(%result) {value = dense<[[1.0, 0.0], [-1.0, 0.0]]> : tensor<2x2xf32>} : (tensor<2x2xf32>) -> ()
  "func.return"() : () -> ()
}
