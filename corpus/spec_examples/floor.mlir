// Spec example: floor (seed 000, section "फ़्लोर", spec line 2764)
func.func @floor_example_1() {
  %operand = "stablehlo.constant"() {value = dense<[-0.8166, -0.2530, 0.2530, 0.8166, 2.0]> : tensor<5xf32>} : () -> tensor<5xf32>
  %result = "stablehlo.floor"(%operand) : (tensor<5xf32>) -> tensor<5xf32>
  "check.expect_eq_const"(%result) {value = dense<[-1.0, -1.0, 0.0, 0.0, 2.0]> : tensor<5xf32>} : (tensor<5xf32>) -> ()
  "func.return"() : () -> ()
}
