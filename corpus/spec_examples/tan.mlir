// Spec example: tan (seed 000, section "tan", spec line 5061)
// spec-issue: the spec's results are tan of f64(pi/2) and f64(3pi/2), not of the given 8-digit inputs (~1.4717e8, ~2.5995e9) (kept as the spec writes it; see NOTES.md)
func.func @tan_example_1() {
  %operand = "stablehlo.constant"() {value = dense<[[0.0, 1.57079632], [3.14159265, 4.71238898]]> : tensor<2x2xf64>} : () -> tensor<2x2xf64>
  %result = "stablehlo.tan"(%operand) : (tensor<2x2xf64>) -> tensor<2x2xf64>
  "check.expect_almost_eq_const"(%result) {value = dense<[[0.0, 1.63312e+16], [0.0, 5.44375e+15]]> : tensor<2x2xf64>} : (tensor<2x2xf64>) -> ()
  "func.return"() : () -> ()
}
