// Spec example: log_plus_one (seed 000, section "log_plus_one", spec line 3218)
func.func @log_plus_one_example_1() {
  %operand = "stablehlo.constant"() {value = dense<[0.0, -0.999, 7.0, 6.38905621, 15.0]> : tensor<5xf64>} : () -> tensor<5xf64>
  %result = "stablehlo.log_plus_one"(%operand) : (tensor<5xf64>) -> tensor<5xf64>
  "check.expect_almost_eq_const"(%result) {value = dense<[0.0, -6.90776825, 2.07944155, 2.0, 2.77258873]> : tensor<5xf64>} : (tensor<5xf64>) -> ()
  "func.return"() : () -> ()
}
