// Spec example: bitcast_convert (seed 000, section "bitcast_convert", spec line 990)
func.func @bitcast_convert_example_1() {
  %operand = "stablehlo.constant"() {value = dense<0x0123456789ABCDEF> : tensor<f64>} : () -> tensor<f64>
  %result = "stablehlo.bitcast_convert"(%operand) : (tensor<f64>) -> tensor<4xf16>
  "check.expect_eq_const"(%result) {value = dense<[0xCDEF, 0x89AB, 0x4567, 0x0123]> : tensor<4xf16>} : (tensor<4xf16>) -> ()
  "func.return"() : () -> ()
}
