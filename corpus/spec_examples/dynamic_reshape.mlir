// Spec example: dynamic_reshape (seed 000, section "dynamic_reshape", spec line 2478)
func.func @dynamic_reshape_example_1() {
  %operand = "stablehlo.constant"() {value = dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi64>} : () -> tensor<2x3xi64>
  %output_shape = "stablehlo.constant"() {value = dense<[3, 2]> : tensor<2xi64>} : () -> tensor<2xi64>
  %result = "stablehlo.dynamic_reshape"(%operand, %output_shape) : (tensor<2x3xi64>, tensor<2xi64>) -> tensor<3x2xi64>
  "check.expect_eq_const"(%result) {value = dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi64>} : (tensor<3x2xi64>) -> ()
  "func.return"() : () -> ()
}
