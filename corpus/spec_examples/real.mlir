// Spec example: real (seed 000, section "रीयल", spec line 3747)
func.func @real_example_1() {
  %operand = "stablehlo.constant"() {value = dense<[(1.0, 2.0), (3.0, 4.0)]> : tensor<2xcomplex<f32>>} : () -> tensor<2xcomplex<f32>>
  %result = "stablehlo.real"(%operand) : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  "check.expect_eq_const"(%result) {value = dense<[1.0, 3.0]> : tensor<2xf32>} : (tensor<2xf32>) -> ()
  "func.return"() : () -> ()
}
