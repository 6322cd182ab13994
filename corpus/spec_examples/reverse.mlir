// Spec example: reverse (seed 000, section "विपरीत करें", spec line 4172)
func.func @reverse_example_1() {
  %operand = "stablehlo.constant"() {value = dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi32>} : () -> tensor<3x2xi32>
  %result = "stablehlo.reverse"(%operand) {
    dimensions = array<i64: 1>
  } : (tensor<3x2xi32>) -> tensor<3x2xi32>
  "check.expect_eq_const"(%result) {value = dense<[[2, 1], [4, 3], [6, 5]]> : tensor<3x2xi32>} : (tensor<3x2xi32>) -> ()
  "func.return"() : () -> ()
}
