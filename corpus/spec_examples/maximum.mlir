// Spec example: maximum (seed 000, section "ज़्यादा से ज़्यादा", spec line 3328)
func.func @maximum_example_1() {
  %lhs = "stablehlo.constant"() {value = dense<[[1, 2], [7, 8]]> : tensor<2x2xi32>} : () -> tensor<2x2xi32>
  %rhs = "stablehlo.constant"() {value = dense<[[5, 6], [3, 4]]> : tensor<2x2xi32>} : () -> tensor<2x2xi32>
  %result = "stablehlo.maximum"(%lhs, %rhs) : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi32>
  "check.expect_eq_const"(%result) {value = dense<[[5, 6], [7, 8]]> : tensor<2x2xi32>} : (tensor<2x2xi32>) -> ()
  "func.return"() : () -> ()
}
