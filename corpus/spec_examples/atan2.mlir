// Spec example: atan2 (seed 000, section "atan2", spec line 683)
func.func @atan2_example_1() {
  %lhs = "stablehlo.constant"() {value = dense<[0.0, 1.0, -1.0]> : tensor<3xf64>} : () -> tensor<3xf64>
  %rhs = "stablehlo.constant"() {value = dense<[0.0, 0.0, 0.0]> : tensor<3xf64>} : () -> tensor<3xf64>
  %result = "stablehlo.atan2"(%lhs, %rhs) : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
  "check.expect_almost_eq_const"(%result) {value = dense<[0.0, 1.57079637, -1.57079637]> : tensor<3xf64>} : (tensor<3xf64>) -> ()
  "func.return"() : () -> ()
}
