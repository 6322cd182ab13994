// Spec example: reshape (seed 000, section "फिर से आकार देना", spec line 4138)
func.func @reshape_example_1() {
  %operand = "stablehlo.constant"() {value = dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>} : () -> tensor<2x3xi32>
  %result = "stablehlo.reshape"(%operand) : (tensor<2x3xi32>) -> tensor<3x2xi32>
  "check.expect_eq_const"(%result) {value = dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi32>} : (tensor<3x2xi32>) -> ()
  "func.return"() : () -> ()
}
