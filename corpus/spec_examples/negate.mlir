// Spec example: negate (seed 000, section "निगेट", spec line 3437)
func.func @negate_example_1() {
  %operand = "stablehlo.constant"() {value = dense<[0, -2]> : tensor<2xi32>} : () -> tensor<2xi32>
  %result = "stablehlo.negate"(%operand) : (tensor<2xi32>) -> tensor<2xi32>
  "check.expect_eq_const"(%result) {value = dense<[0, 2]> : tensor<2xi32>} : (tensor<2xi32>) -> ()
  "func.return"() : () -> ()
}

// -----

// Spec example: negate (seed 000, section "निगेट", spec line 3442)
// note: spec writes the complex result as [-2.5, -0.0]; read as one complex element (-2.5, -0.0)
func.func @negate_example_2() {
  %operand = "stablehlo.constant"() {value = dense<(2.5, 0.0)> : tensor<1xcomplex<f32>>} : () -> tensor<1xcomplex<f32>>
  %result = "stablehlo.negate"(%operand) : (tensor<1xcomplex<f32>>) -> tensor<1xcomplex<f32>>
  "check.expect_eq_const"(%result) {value = dense<[(-2.5, -0.0)]> : tensor<1xcomplex<f32>>} : (tensor<1xcomplex<f32>>) -> ()
  "func.return"() : () -> ()
}
