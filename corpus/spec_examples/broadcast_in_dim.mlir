// Spec example: broadcast_in_dim (seed 000, section "broadcast_in_dim", spec line 1033)
func.func @broadcast_in_dim_example_1() {
  %operand = "stablehlo.constant"() {value = dense<[[1, 2, 3]]> : tensor<1x3xi32>} : () -> tensor<1x3xi32>
  %result = "stablehlo.broadcast_in_dim"(%operand) {
    broadcast_dimensions = array<i64: 2, 1>
  } : (tensor<1x3xi32>) -> tensor<2x3x2xi32>
  "check.expect_eq_const"(%result) {value = dense<[[[1, 1], [2, 2], [3, 3]], [[1, 1], [2, 2], [3, 3]]]> : tensor<2x3x2xi32>} : (tensor<2x3x2xi32>) -> ()
  "func.return"() : () -> ()
}
