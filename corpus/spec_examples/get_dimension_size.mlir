// Spec example: get_dimension_size (seed 000, section "get_dimension_size", spec line 2934)
func.func @get_dimension_size_example_1() {
  %operand = "stablehlo.constant"() {value = dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi64>} : () -> tensor<2x3xi64>
  %result = "stablehlo.get_dimension_size"(%operand) {
    dimension = 1 : i64
  } : (tensor<2x3xi64>) -> tensor<i32>
  "check.expect_eq_const"(%result) {value = dense<3> : tensor<i32>} : (tensor<i32>) -> ()
  "func.return"() : () -> ()
}
