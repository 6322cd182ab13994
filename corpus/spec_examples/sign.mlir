// Spec example: sign (seed 000, section "हस्ताक्षर", spec line 4810)
func.func @sign_example_1() {
  %operand = "stablehlo.constant"() {value = dense<[0x7FFFFFFFFFFFFFFF, -1.0, -0.0, 0.0, 1.0]> : tensor<5xf64>} : () -> tensor<5xf64>
  %result = "stablehlo.sign"(%operand) : (tensor<5xf64>) -> tensor<5xf64>
  "check.expect_eq_const"(%result) {value = dense<[0x7FFFFFFFFFFFFFFF, -1.0, -0.0, 0.0, 1.0]> : tensor<5xf64>} : (tensor<5xf64>) -> ()
  "func.return"() : () -> ()
}
