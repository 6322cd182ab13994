// Spec example: xor (seed 000, section "xor", spec line 5391)
func.func @xor_example_1() {
  %lhs = "stablehlo.constant"() {value = dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>} : () -> tensor<2x2xi32>
  %rhs = "stablehlo.constant"() {value = dense<[[5, 6], [7, 8]]> : tensor<2x2xi32>} : () -> tensor<2x2xi32>
  %result = "stablehlo.xor"(%lhs, %rhs) : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi32>
  "check.expect_eq_const"(%result) {value = dense<[[4, 4], [4, 12]]> : tensor<2x2xi32>} : (tensor<2x2xi32>) -> ()
  "func.return"() : () -> ()
}

// -----

// Spec example: xor (seed 000, section "xor", spec line 5397)
func.func @xor_example_2() {
  %lhs = "stablehlo.constant"() {value = dense<[[false, false], [true, true]]> : tensor<2x2xi1>} : () -> tensor<2x2xi1>
  %rhs = "stablehlo.constant"() {value = dense<[[false, true], [false, true]]> : tensor<2x2xi1>} : () -> tensor<2x2xi1>
  %result = "stablehlo.xor"(%lhs, %rhs) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
  "check.expect_eq_const"(%result) {value = dense<[[false, true], [true, false]]> : tensor<2x2xi1>} : (tensor<2x2xi1>) -> ()
  "func.return"() : () -> ()
}
