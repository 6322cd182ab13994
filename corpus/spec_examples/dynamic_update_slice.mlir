// Spec example: dynamic_update_slice (seed 000, section "dynamic_update_slice", spec line 2568)
func.func @dynamic_update_slice_example_1() {
  %operand = "stablehlo.constant"() {value = dense<[[1, 1, 0, 0], [1, 1, 0, 0], [1, 1, 1, 1], [1, 1, 1, 1]]> : tensor<4x4xi32>} : () -> tensor<4x4xi32>
  %update = "stablehlo.constant"() {value = dense<[[1, 1], [1, 1]]> : tensor<2x2xi32>} : () -> tensor<2x2xi32>
  %start_indices0 = "stablehlo.constant"() {value = dense<-1> : tensor<i64>} : () -> tensor<i64>
  %start_indices1 = "stablehlo.constant"() {value = dense<3> : tensor<i64>} : () -> tensor<i64>
  %result = "stablehlo.dynamic_update_slice"(%operand, %update, %start_indices0, %start_indices1)
    : (tensor<4x4xi32>, tensor<2x2xi32>, tensor<i64>, tensor<i64>) -> tensor<4x4xi32>
  "check.expect_eq_const"(%result) {value = dense<[[1, 1, 1, 1], [1, 1, 1, 1], [1, 1, 1, 1], [1, 1, 1, 1]]> : tensor<4x4xi32>} : (tensor<4x4xi32>) -> ()
  "func.return"() : () -> ()
}
