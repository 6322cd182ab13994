// Spec example: ceil (seed 000, section "ceil", spec line 1150)
func.func @ceil_example_1() {
  %operand = "stablehlo.constant"() {value = dense<[-0.8166, -0.2530, 0.2530, 0.8166, 2.0]> : tensor<5xf32>} : () -> tensor<5xf32>
  %result = "stablehlo.ceil"(%operand) : (tensor<5xf32>) -> tensor<5xf32>
  "check.expect_eq_const"(%result) {value = dense<[-0.0, -0.0, 1.0, 1.0, 2.0]> : tensor<5xf32>} : (tensor<5xf32>) -> ()
  "func.return"() : () -> ()
}
