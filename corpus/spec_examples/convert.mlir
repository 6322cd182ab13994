// Spec example: convert (seed 000, section "ग्राहक में बदलने वाले", spec line 1592)
func.func @convert_example_1() {
  %operand = "stablehlo.constant"() {value = dense<[-1, 0, 1]> : tensor<3xi64>} : () -> tensor<3xi64>
  %result = "stablehlo.convert"(%operand) : (tensor<3xi64>) -> tensor<3xcomplex<f64>>
  "check.expect_eq_const"(%result) {value = dense<[(-1.0, 0.0), (0.0, 0.0), (1.0, 0.0)]> : tensor<3xcomplex<f64>>} : (tensor<3xcomplex<f64>>) -> ()
  "func.return"() : () -> ()
}
