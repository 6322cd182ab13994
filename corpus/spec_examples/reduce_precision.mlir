// Spec example: reduce_precision (seed 000, section "reduce_precision", spec line 3886)
func.func @reduce_precision_example_1() {
  %operand = "stablehlo.constant"() {value = dense<[0x7FF0000000000000, 0x7FFFFFFFFFFFFFFF, 0x0000000000000001, 0.0, 65519.0, 65520.0]> : tensor<6xf64>} : () -> tensor<6xf64>
  %output = "stablehlo.reduce_precision"(%operand) {
    exponent_bits = 5 : i32,
    mantissa_bits = 10 : i32
  } : (tensor<6xf64>) -> tensor<6xf64>
  "check.expect_eq_const"(%output) {value = dense<[0x7FF0000000000000, 0x7FFFFFFFFFFFFFFF, 0.0, 0.0, 65504.0, 0x7FF0000000000000]> : tensor<6xf64>} : (tensor<6xf64>) -> ()
  "func.return"() : () -> ()
}
