// Spec example: convolution (seed 000, section "कॉन्वोल्यूशन", spec line 1735)
func.func @convolution_example_1() {
  %lhs = "stablehlo.constant"() {value = dense<[[[[1], [2], [5], [6]], [[3], [4], [7], [8]], [[10], [11], [14], [15]], [[12], [13], [16], [17]]]]> : tensor<1x4x4x1xi64>} : () -> tensor<1x4x4x1xi64>
  %rhs = "stablehlo.constant"() {value = dense<[[[[1]], [[1]], [[1]]], [[[1]], [[1]], [[1]]], [[[1]], [[1]], [[1]]]]> : tensor<3x3x1x1xi64>} : () -> tensor<3x3x1x1xi64>
  %result = "stablehlo.convolution"(%lhs, %rhs) {
    window_strides = array<i64: 4, 4>,
    padding = dense<0> : tensor<2x2xi64>,
    lhs_dilation = array<i64: 2, 2>,
    rhs_dilation = array<i64: 1, 1>,
    window_reversal = array<i1: false, false>,
    // In the StableHLO dialect, dimension numbers are encoded via:
    // `[<input dimensions>]x[<kernel dimensions>]->[output dimensions]`.
    // "b" is batch dimension, "f" is feature dimension,
    // "i" is input feature dimension, "o" is output feature dimension,
    // "0/1/etc" are spatial dimensions.
    dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>,
    batch_group_count = 1 : i64,
    feature_group_count = 1 : i64,
    precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]
  } : (tensor<1x4x4x1xi64>, tensor<3x3x1x1xi64>) -> tensor<1x2x2x1xi64>
  "check.expect_eq_const"(%result) {value = dense<[[[[10], [26]], [[46], [62]]]]> : tensor<1x2x2x1xi64>} : (tensor<1x2x2x1xi64>) -> ()
  "func.return"() : () -> ()
}
