// Spec example: imag (seed 000, section "imag", spec line 3036)
func.func @imag_example_1() {
  %operand = "stablehlo.constant"() {value = dense<[(1.0, 2.0), (3.0, 4.0)]> : tensor<2xcomplex<f32>>} : () -> tensor<2xcomplex<f32>>
  %result = "stablehlo.imag"(%operand) : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  "check.expect_eq_const"(%result) {value = dense<[2.0, 4.0]> : tensor<2xf32>} : (tensor<2xf32>) -> ()
  "func.return"() : () -> ()
}
