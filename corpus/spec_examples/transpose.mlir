// Spec example: transpose (seed 000, section "ट्रांसपोज़ करें", spec line 5134)
func.func @transpose_example_1() {
  %operand = "stablehlo.constant"() {value = dense<[[[1, 2], [3, 4], [5, 6]], [[7, 8], [9, 10], [11, 12]]]> : tensor<2x3x2xi32>} : () -> tensor<2x3x2xi32>
  %result = "stablehlo.transpose"(%operand) {
    permutation = array<i64: 2, 1, 0>
  } : (tensor<2x3x2xi32>) -> tensor<2x3x2xi32>
  "check.expect_eq_const"(%result) {value = dense<[[[1, 7], [3, 9], [5, 11]], [[2, 8], [4, 10], [6, 12]]]> : tensor<2x3x2xi32>} : (tensor<2x3x2xi32>) -> ()
  "func.return"() : () -> ()
}

// -----

// Spec example: transpose (seed 000, section "वैल्यू" (Notation > Values), spec line 5633)
// no-check: spec gives no input value (%operand) and no expected result
func.func @transpose_example_2(%operand: tensor<2x3x2xi32>) -> tensor<2x3x2xi32> {
  %result = "stablehlo.transpose"(%operand) {
    permutation = dense<[2, 1, 0]> : tensor<3xi64>
  } : (tensor<2x3x2xi32>) -> tensor<2x3x2xi32>
  "func.return"(%result) : (tensor<2x3x2xi32>) -> ()
}
