// Spec example: not (seed 000, section "नहीं", spec line 3474)
func.func @not_example_1() {
  %operand = "stablehlo.constant"() {value = dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>} : () -> tensor<2x2xi32>
  %result = "stablehlo.not"(%operand) : (tensor<2x2xi32>) -> tensor<2x2xi32>
  "check.expect_eq_const"(%result) {value = dense<[[-2, -3], [-4, -5]]> : tensor<2x2xi32>} : (tensor<2x2xi32>) -> ()
  "func.return"() : () -> ()
}

// -----

// Spec example: not (seed 000, section "नहीं", spec line 3479)
func.func @not_example_2() {
  %operand = "stablehlo.constant"() {value = dense<[true, false]> : tensor<2xi1>} : () -> tensor<2xi1>
  %result = "stablehlo.not"(%operand) : (tensor<2xi1>) -> tensor<2xi1>
  "check.expect_eq_const"(%result) {value = dense<[false, true]> : tensor<2xi1>} : (tensor<2xi1>) -> ()
  "func.return"() : () -> ()
}
