// Spec example: round_nearest_even (seed 000, section "round_nearest_even", spec line 4323)
func.func @round_nearest_even_example_1() {
  %operand = "stablehlo.constant"() {value = dense<[-2.5, 0.4, 0.5, 0.6, 2.5]> : tensor<5xf64>} : () -> tensor<5xf64>
  %result = "stablehlo.round_nearest_even"(%operand) : (tensor<5xf64>) -> tensor<5xf64>
  "check.expect_eq_const"(%result) {value = dense<[-2.0, 0.0, 0.0, 1.0, 2.0]> : tensor<5xf64>} : (tensor<5xf64>) -> ()
  "func.return"() : () -> ()
}
