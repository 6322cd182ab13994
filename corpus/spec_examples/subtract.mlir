// Spec example: subtract (seed 000, section "घटाना", spec line 5028)
func.func @subtract_example_1() {
  %lhs = "stablehlo.constant"() {value = dense<[[6.0, 8.0], [10.0, 12.0]]> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
  %rhs = "stablehlo.constant"() {value = dense<[[5.0, 6.0], [7.0, 8.0]]> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
  %result = "stablehlo.subtract"(%lhs, %rhs) : (tensor<2x2xf32>, tensor<2x2xf32>) -> (tensor<2x2xf32>)
  "check.expect_eq_const"(%result) {value = dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>} : (tensor<2x2xf32>) -> ()
  "func.return"() : () -> ()
}
