// Spec example: clamp (seed 000, section "क्लैंप", spec line 1230)
func.func @clamp_example_1() {
  %min = "stablehlo.constant"() {value = dense<[5, 10, 15]> : tensor<3xi32>} : () -> tensor<3xi32>
  %operand = "stablehlo.constant"() {value = dense<[3, 13, 23]> : tensor<3xi32>} : () -> tensor<3xi32>
  %max = "stablehlo.constant"() {value = dense<[10, 15, 20]> : tensor<3xi32>} : () -> tensor<3xi32>
  %result = "stablehlo.clamp"(%min, %operand, %max) : (tensor<3xi32>, tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
  "check.expect_eq_const"(%result) {value = dense<[5, 13, 20]> : tensor<3xi32>} : (tensor<3xi32>) -> ()
  "func.return"() : () -> ()
}
