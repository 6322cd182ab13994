// Spec example: shift_left (seed 000, section "shift_left", spec line 4703)
func.func @shift_left_example_1() {
  %lhs = "stablehlo.constant"() {value = dense<[-1, 0, 1]> : tensor<3xi64>} : () -> tensor<3xi64>
  %rhs = "stablehlo.constant"() {value = dense<[1, 2, 3]> : tensor<3xi64>} : () -> tensor<3xi64>
  %result = "stablehlo.shift_left"(%lhs, %rhs): (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
  "check.expect_eq_const"(%result) {value = dense<[-2, 0, 8]> : tensor<3xi64>} : (tensor<3xi64>) -> ()
  "func.return"() : () -> ()
}
