// dynamic_conv (seed 000): padding as an operand.
// i64: padding from an i32 operand, strides and lhs dilation
func.func @dynamic_conv_i64_padding_operand() {
  %lhs = "stablehlo.constant"() {value = dense<[[[[-3], [-9], [4], [0]], [[2], [-7], [-2], [6]], [[6], [-4], [2], [-8]], [[5], [-5], [-3], [8]]]]> : tensor<1x4x4x1xi64>} : () -> tensor<1x4x4x1xi64>
  %rhs = "stablehlo.constant"() {value = dense<[[[[1]], [[1]], [[1]]], [[[1]], [[1]], [[1]]], [[[1]], [[1]], [[1]]]]> : tensor<3x3x1x1xi64>} : () -> tensor<3x3x1x1xi64>
  %padding = "stablehlo.constant"() {value = dense<[[1, 1], [1, 1]]> : tensor<2x2xi32>} : () -> tensor<2x2xi32>
  %result = "stablehlo.dynamic_conv"(%lhs, %rhs, %padding) {window_strides = array<i64: 4, 4>, lhs_dilation = array<i64: 2, 2>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64} : (tensor<1x4x4x1xi64>, tensor<3x3x1x1xi64>, tensor<2x2xi32>) -> tensor<1x2x2x1xi64>
  "check.expect_eq_const"(%result) {value = dense<[[[[-3], [4]], [[6], [2]]]]> : tensor<1x2x2x1xi64>} : (tensor<1x2x2x1xi64>) -> ()
  "func.return"() : () -> ()
}
