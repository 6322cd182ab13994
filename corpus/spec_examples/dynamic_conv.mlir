// Spec example: dynamic_conv (seed 000, section "dynamic_conv", spec line 2241)
// spec-issue: input_batch_dimension = 0 and input_spatial_dimensions = [0, 1] overlap (should be [1, 2]) (kept as the spec writes it; see NOTES.md)
func.func @dynamic_conv_example_1() {
  %lhs = "stablehlo.constant"() {value = dense<[[[[1], [2], [5], [6]], [[3], [4], [7], [8]], [[10], [11], [14], [15]], [[12], [13], [16], [17]]]]> : tensor<1x4x4x1xi64>} : () -> tensor<1x4x4x1xi64>
  %rhs = "stablehlo.constant"() {value = dense<[[[[1]], [[1]], [[1]]], [[[1]], [[1]], [[1]]], [[[1]], [[1]], [[1]]]]> : tensor<3x3x1x1xi64>} : () -> tensor<3x3x1x1xi64>
  %padding = "stablehlo.constant"() {value = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
  %result = "stablehlo.dynamic_conv"(%lhs, %rhs, %padding) {
    window_strides = array<i64: 4, 4>,
    lhs_dilation = array<i64: 2, 2>,
    rhs_dilation = array<i64: 1, 1>,
    window_reversal = array<i1: false, false>,
    dimension_numbers = #stablehlo.conv<raw
      input_batch_dimension = 0,
      input_feature_dimension = 3,
      input_spatial_dimensions = [0, 1],
      kernel_input_feature_dimension = 2,
      kernel_output_feature_dimension = 3,
      kernel_spatial_dimensions = [0, 1],
      output_batch_dimension = 0,
      output_feature_dimension = 3,
      output_spatial_dimensions = [1, 2]
    >,
    feature_group_count = 1 : i64,
    batch_group_count = 1 : i64,
    precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]
  } : (tensor<1x4x4x1xi64>, tensor<3x3x1x1xi64>, tensor<2x2xi64>) -> tensor<1x2x2x1xi64>
  "check.expect_eq_const"(%result) {value = dense<[[[[1], [5]], [[10], [14]]]]> : tensor<1x2x2x1xi64>} : (tensor<1x2x2x1xi64>) -> ()
  "func.return"() : () -> ()
}
