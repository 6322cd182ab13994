// Spec example: popcnt (seed 000, section "पॉप सीएनटी", spec line 3681)
func.func @popcnt_example_1() {
  %operand = "stablehlo.constant"() {value = dense<[0, 1, 2, 127]> : tensor<4xi64>} : () -> tensor<4xi64>
  %result = "stablehlo.popcnt"(%operand) : (tensor<4xi64>) -> tensor<4xi64>
  "check.expect_eq_const"(%result) {value = dense<[0, 1, 1, 7]> : tensor<4xi64>} : (tensor<4xi64>) -> ()
  "func.return"() : () -> ()
}
