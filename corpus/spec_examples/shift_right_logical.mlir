// Spec example: shift_right_logical (seed 000, section "shift_right_logical", spec line 4763)
func.func @shift_right_logical_example_1() {
  %lhs = "stablehlo.constant"() {value = dense<[-1, 0, 8]> : tensor<3xi64>} : () -> tensor<3xi64>
  %rhs = "stablehlo.constant"() {value = dense<[1, 2, 3]> : tensor<3xi64>} : () -> tensor<3xi64>
  %result = "stablehlo.shift_right_logical"(%lhs, %rhs): (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
  "check.expect_eq_const"(%result) {value = dense<[9223372036854775807, 0, 1]> : tensor<3xi64>} : (tensor<3xi64>) -> ()
  "func.return"() : () -> ()
}
