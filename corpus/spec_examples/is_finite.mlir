// Spec example: is_finite (seed 000, section "is_finite", spec line 3153)
// note: the spec's op signature has a typo (`tensor<7xf64)`); kept verbatim, inputs/checks use the evident types tensor<7xf64> -> tensor<7xi1>
func.func @is_finite_example_1() {
  %x = "stablehlo.constant"() {value = dense<[0xFFF0000000000000, 0x7FF0000000000000, 0x7FF8000000000000, -10.0, -0.0, 0.0, 10.0]> : tensor<7xf64>} : () -> tensor<7xf64>
  %y = "stablehlo.is_finite"(%x) : (tensor<7xf64) -> tensor<7xi1>
  "check.expect_eq_const"(%y) {value = dense<[false, false, false, true, true, true, true]> : tensor<7xi1>} : (tensor<7xi1>) -> ()
  "func.return"() : () -> ()
}
