// Spec example: slice (seed 000, section "स्लाइस", spec line 4884)
func.func @slice_example_1() {
  %operand = "stablehlo.constant"() {value = dense<[[0, 0, 0, 0], [0, 0, 1, 1], [0, 0, 1, 1]]> : tensor<3x4xi64>} : () -> tensor<3x4xi64>
  %result = "stablehlo.slice"(%operand) {
    start_indices = array<i64: 1, 2>,
    limit_indices = array<i64: 3, 4>,
    strides = array<i64: 1, 1>
  } : (tensor<3x4xi64>) -> tensor<2x2xi64>
  "check.expect_eq_const"(%result) {value = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>} : (tensor<2x2xi64>) -> ()
  "func.return"() : () -> ()
}
