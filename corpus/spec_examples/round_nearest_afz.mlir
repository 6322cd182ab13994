// Spec example: round_nearest_afz (seed 000, section "round_nearest_afz", spec line 4295)
func.func @round_nearest_afz_example_1() {
  %operand = "stablehlo.constant"() {value = dense<[-2.5, 0.4, 0.5, 0.6, 2.5]> : tensor<5xf64>} : () -> tensor<5xf64>
  %result = "stablehlo.round_nearest_afz"(%operand) : (tensor<5xf64>) -> tensor<5xf64>
  "check.expect_eq_const"(%result) {value = dense<[-3.0, 0.0, 1.0, 1.0, 3.0]> : tensor<5xf64>} : (tensor<5xf64>) -> ()
  "func.return"() : () -> ()
}
