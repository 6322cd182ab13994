// Spec example: power (seed 000, section "पावर", spec line 3715)
// spec-issue: 10000.0 ^ 10.0 = 1e40 is finite in f64; the spec says inf (kept as the spec writes it; see NOTES.md)
func.func @power_example_1() {
  %lhs = "stablehlo.constant"() {value = dense<[-2.0, -0.0, -36.0, 5.0, 3.0, 10000.0]> : tensor<6xf64>} : () -> tensor<6xf64>
  %rhs = "stablehlo.constant"() {value = dense<[2.0, 2.0, 1.1, 2.0, -1.0, 10.0]> : tensor<6xf64>} : () -> tensor<6xf64>
  %result = "stablehlo.power"(%lhs, %rhs) : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xf64>
  "check.expect_almost_eq_const"(%result) {value = dense<[4.0, 0.0, 0xFFF8000000000000, 25.0, 0.333333343, 0x7FF0000000000000]> : tensor<6xf64>} : (tensor<6xf64>) -> ()
  "func.return"() : () -> ()
}
