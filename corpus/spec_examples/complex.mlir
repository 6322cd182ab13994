// Spec example: complex (seed 000, section "जटिल", spec line 1439)
func.func @complex_example_1() {
  %lhs = "stablehlo.constant"() {value = dense<[1.0, 3.0]> : tensor<2xf64>} : () -> tensor<2xf64>
  %rhs = "stablehlo.constant"() {value = dense<[2.0, 4.0]> : tensor<2xf64>} : () -> tensor<2xf64>
  %result = "stablehlo.complex"(%lhs, %rhs) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xcomplex<f64>>
  "check.expect_eq_const"(%result) {value = dense<[(1.0, 2.0), (3.0, 4.0)]> : tensor<2xcomplex<f64>>} : (tensor<2xcomplex<f64>>) -> ()
  "func.return"() : () -> ()
}
