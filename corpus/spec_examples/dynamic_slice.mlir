// Spec example: dynamic_slice (seed 000, section "dynamic_slice", spec line 2516)
func.func @dynamic_slice_example_1() {
  %operand = "stablehlo.constant"() {value = dense<[[0, 0, 1, 1], [0, 0, 1, 1], [0, 0, 0, 0], [0, 0, 0, 0]]> : tensor<4x4xi32>} : () -> tensor<4x4xi32>
  %start_indices0 = "stablehlo.constant"() {value = dense<-1> : tensor<i64>} : () -> tensor<i64>
  %start_indices1 = "stablehlo.constant"() {value = dense<3> : tensor<i64>} : () -> tensor<i64>
  %result = "stablehlo.dynamic_slice"(%operand, %start_indices0, %start_indices1) {
    slice_sizes = array<i64: 2, 2>
  } : (tensor<4x4xi32>, tensor<i64>, tensor<i64>) -> tensor<2x2xi32>
  "check.expect_eq_const"(%result) {value = dense<[[1, 1], [1, 1]]> : tensor<2x2xi32>} : (tensor<2x2xi32>) -> ()
  "func.return"() : () -> ()
}
