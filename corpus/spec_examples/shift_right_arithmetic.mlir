// Spec example: shift_right_arithmetic (seed 000, section "shift_right_arithmetic", spec line 4733)
func.func @shift_right_arithmetic_example_1() {
  %lhs = "stablehlo.constant"() {value = dense<[-1, 0, 8]> : tensor<3xi64>} : () -> tensor<3xi64>
  %rhs = "stablehlo.constant"() {value = dense<[1, 2, 3]> : tensor<3xi64>} : () -> tensor<3xi64>
  %result = "stablehlo.shift_right_arithmetic"(%lhs, %rhs): (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
  "check.expect_eq_const"(%result) {value = dense<[-1, 0, 1]> : tensor<3xi64>} : (tensor<3xi64>) -> ()
  "func.return"() : () -> ()
}
