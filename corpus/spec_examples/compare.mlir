// Spec example: compare (seed 000, section "compare", spec line 1404)
func.func @compare_example_1() {
  %lhs = "stablehlo.constant"() {value = dense<[1.0, 3.0]> : tensor<2xf32>} : () -> tensor<2xf32>
  %rhs = "stablehlo.constant"() {value = dense<[1.1, 2.9]> : tensor<2xf32>} : () -> tensor<2xf32>
  %result = "stablehlo.compare"(%lhs, %rhs) {
    comparison_direction = #stablehlo<comparison_direction LT>,
    compare_type = #stablehlo<comparison_type FLOAT>
  } : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  "check.expect_eq_const"(%result) {value = dense<[true, false]> : tensor<2xi1>} : (tensor<2xi1>) -> ()
  "func.return"() : () -> ()
}
