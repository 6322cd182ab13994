// Spec example: remainder (seed 000, section "बाकी", spec line 4083)
func.func @remainder_example_1() {
  %lhs = "stablehlo.constant"() {value = dense<[17, -17, 17, -17]> : tensor<4xi64>} : () -> tensor<4xi64>
  %rhs = "stablehlo.constant"() {value = dense<[3, 3, -3, -3]> : tensor<4xi64>} : () -> tensor<4xi64>
  %result = "stablehlo.remainder"(%lhs, %rhs) : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
  "check.expect_eq_const"(%result) {value = dense<[2, -2, 2, -2]> : tensor<4xi64>} : (tensor<4xi64>) -> ()
  "func.return"() : () -> ()
}
