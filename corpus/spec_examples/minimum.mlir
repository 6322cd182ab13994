// Spec example: minimum (seed 000, section "कम से कम", spec line 3365)
func.func @minimum_example_1() {
  %lhs = "stablehlo.constant"() {value = dense<[[1, 2], [7, 8]]> : tensor<2x2xi32>} : () -> tensor<2x2xi32>
  %rhs = "stablehlo.constant"() {value = dense<[[5, 6], [3, 4]]> : tensor<2x2xi32>} : () -> tensor<2x2xi32>
  %result = "stablehlo.minimum"(%lhs, %rhs) : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi32>
  "check.expect_eq_const"(%result) {value = dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>} : (tensor<2x2xi32>) -> ()
  "func.return"() : () -> ()
}
