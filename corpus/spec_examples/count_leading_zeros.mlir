// Spec example: count_leading_zeros (seed 000, section "count_leading_zeros", spec line 1835)
func.func @count_leading_zeros_example_1() {
  %operand = "stablehlo.constant"() {value = dense<[[0, 1], [128, -1]]> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
  %result = "stablehlo.count_leading_zeros"(%operand) : (tensor<2x2xi64>) -> tensor<2x2xi64>
  "check.expect_eq_const"(%result) {value = dense<[[64, 63], [56, 0]]> : tensor<2x2xi64>} : (tensor<2x2xi64>) -> ()
  "func.return"() : () -> ()
}
