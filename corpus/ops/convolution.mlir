// convolution (seed 000): strides, positive and negative padding, lhs and rhs dilation, window reversal, layouts NHWC/NCHW/permuted, feature and batch groups, empty output, rank 2; i1, ui8, i16, i32, i64, f32, f64. No integer overflow.
// i64: NHWC, strides, padding, lhs and rhs dilation
func.func @convolution_i64_strides_padding_dilations() {
  %lhs = "stablehlo.constant"() {value = dense<[[[[4, 8], [-8, 4], [-4, 0], [7, -5]], [[4, -7], [-4, 8], [-2, 0], [-4, -7]], [[-2, 2], [-1, 4], [-3, 2], [4, 7]]]]> : tensor<1x3x4x2xi64>} : () -> tensor<1x3x4x2xi64>
  %rhs = "stablehlo.constant"() {value = dense<[[[[-2, -9], [3, 0]], [[6, -1], [-3, -8]]], [[[-1, 2], [4, 6]], [[-6, 1], [5, -5]]]]> : tensor<2x2x2x2xi64>} : () -> tensor<2x2x2x2xi64>
  %result = "stablehlo.convolution"(%lhs, %rhs) {window_strides = array<i64: 2, 1>, padding = dense<[[1, 0], [0, 2]]> : tensor<2x2xi64>, lhs_dilation = array<i64: 2, 1>, rhs_dilation = array<i64: 1, 2>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64} : (tensor<1x3x4x2xi64>, tensor<2x2x2x2xi64>) -> tensor<1x3x4x2xi64>
  "check.expect_eq_const"(%result) {value = dense<[[[[52, 52], [-43, 40], [4, -8], [-27, -16]], [[-20, -36], [25, 71], [2, -4], [-24, -50]], [[38, -5], [28, -9], [11, 6], [24, 50]]]]> : tensor<1x3x4x2xi64>} : (tensor<1x3x4x2xi64>) -> ()
  "func.return"() : () -> ()
}

// -----

// f64: NCHW/OIHW layout, window reversal in one dimension (small integer values)
func.func @convolution_f64_nchw_window_reversal() {
  %lhs = "stablehlo.constant"() {value = dense<[[[[-2.0, 2.0, 0.0], [0.0, 1.0, 0.0], [3.0, 2.0, -4.0]]]]> : tensor<1x1x3x3xf64>} : () -> tensor<1x1x3x3xf64>
  %rhs = "stablehlo.constant"() {value = dense<[[[[-3.0, 0.0], [2.0, -4.0]]], [[[1.0, 2.0], [2.0, 2.0]]]]> : tensor<2x1x2x2xf64>} : () -> tensor<2x1x2x2xf64>
  %result = "stablehlo.convolution"(%lhs, %rhs) {window_strides = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: true, false>, dimension_numbers = #stablehlo.conv<[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64} : (tensor<1x1x3x3xf64>, tensor<2x1x2x2xf64>) -> tensor<1x2x2x2xf64>
  "check.expect_eq_const"(%result) {value = dense<[[[[-12.0, 1.0], [-13.0, -4.0]], [[2.0, 5.0], [9.0, -4.0]]]]> : tensor<1x2x2x2xf64>} : (tensor<1x2x2x2xf64>) -> ()
  "func.return"() : () -> ()
}

// -----

// i32: feature_group_count = 2
func.func @convolution_i32_feature_groups() {
  %lhs = "stablehlo.constant"() {value = dense<[[[-6, 0, 5], [-3, -6, -1], [-8, -6, 6], [3, 6, 6]]]> : tensor<1x4x3xi32>} : () -> tensor<1x4x3xi32>
  %rhs = "stablehlo.constant"() {value = dense<[[[6, -4], [-1, 2]], [[-5, 7], [-9, 6]], [[2, -5], [3, -2]], [[6, 8], [-4, -1]]]> : tensor<4x2x2xi32>} : () -> tensor<4x2x2xi32>
  %result = "stablehlo.convolution"(%lhs, %rhs) {window_strides = array<i64: 1>, padding = dense<[[0, 0]]> : tensor<1x2xi64>, lhs_dilation = array<i64: 1>, rhs_dilation = array<i64: 1>, window_reversal = array<i1: false>, dimension_numbers = #stablehlo.conv<[b, f, 0]x[o, i, 0]->[b, f, 0]>, feature_group_count = 2 : i64, batch_group_count = 1 : i64} : (tensor<1x4x3xi32>, tensor<4x2x2xi32>) -> tensor<1x4x2xi32>
  "check.expect_eq_const"(%result) {value = dense<[[[-45, -16], [21, 83], [11, -36], [-114, -18]]]> : tensor<1x4x2xi32>} : (tensor<1x4x2xi32>) -> ()
  "func.return"() : () -> ()
}

// -----

// i64: batch_group_count = 2
func.func @convolution_i64_batch_groups() {
  %lhs = "stablehlo.constant"() {value = dense<[[[-6, 3, 2]], [[6, 5, 8]], [[8, 7, -7]], [[-9, -1, -3]]]> : tensor<4x1x3xi64>} : () -> tensor<4x1x3xi64>
  %rhs = "stablehlo.constant"() {value = dense<[[[7, 5]], [[-2, 1]], [[1, 7]], [[-9, -1]]]> : tensor<4x1x2xi64>} : () -> tensor<4x1x2xi64>
  %result = "stablehlo.convolution"(%lhs, %rhs) {window_strides = array<i64: 1>, padding = dense<[[0, 0]]> : tensor<1x2xi64>, lhs_dilation = array<i64: 1>, rhs_dilation = array<i64: 1>, window_reversal = array<i1: false>, dimension_numbers = #stablehlo.conv<[b, f, 0]x[o, i, 0]->[b, f, 0]>, feature_group_count = 1 : i64, batch_group_count = 2 : i64} : (tensor<4x1x3xi64>, tensor<4x1x2xi64>) -> tensor<2x4x2xi64>
  "check.expect_eq_const"(%result) {value = dense<[[[-27, 31], [15, -4], [57, -42], [-79, -56]], [[67, 75], [-7, -2], [-16, -22], [82, 12]]]> : tensor<2x4x2xi64>} : (tensor<2x4x2xi64>) -> ()
  "func.return"() : () -> ()
}

// -----

// i16: negative padding, dimension numbers [f, 0, b]x[i, 0, o]->[0, b, f]
func.func @convolution_i16_negative_padding_odd_layout() {
  %lhs = "stablehlo.constant"() {value = dense<[[[3, -1], [7, 8], [5, -1], [6, -8], [2, -5]], [[-5, 3], [4, 6], [-6, 6], [5, -4], [-8, 4]]]> : tensor<2x5x2xi16>} : () -> tensor<2x5x2xi16>
  %rhs = "stablehlo.constant"() {value = dense<[[[5, -1, -7], [-7, -3, 4]], [[-4, -9, 3], [4, -6, 1]]]> : tensor<2x2x3xi16>} : () -> tensor<2x2x3xi16>
  %result = "stablehlo.convolution"(%lhs, %rhs) {window_strides = array<i64: 2>, padding = dense<[[-1, 1]]> : tensor<1x2xi64>, lhs_dilation = array<i64: 1>, rhs_dilation = array<i64: 1>, window_reversal = array<i1: true>, dimension_numbers = #stablehlo.conv<[f, 0, b]x[i, 0, o]->[0, b, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64} : (tensor<2x5x2xi16>, tensor<2x2x3xi16>) -> tensor<2x2x3xi16>
  "check.expect_eq_const"(%result) {value = dense<[[[16, 4, -21], [-61, -113, 63]], [[20, 22, -9], [-1, 17, 11]]]> : tensor<2x2x3xi16>} : (tensor<2x2x3xi16>) -> ()
  "func.return"() : () -> ()
}

// -----

// f32: window larger than the padded input: empty spatial result
func.func @convolution_f32_no_windows() {
  %lhs = "stablehlo.constant"() {value = dense<[[[1.0, 1.0]]]> : tensor<1x1x2xf32>} : () -> tensor<1x1x2xf32>
  %rhs = "stablehlo.constant"() {value = dense<[[[1.0, 1.0, 1.0]]]> : tensor<1x1x3xf32>} : () -> tensor<1x1x3xf32>
  %result = "stablehlo.convolution"(%lhs, %rhs) {window_strides = array<i64: 1>, padding = dense<[[0, 0]]> : tensor<1x2xi64>, lhs_dilation = array<i64: 1>, rhs_dilation = array<i64: 1>, window_reversal = array<i1: false>, dimension_numbers = #stablehlo.conv<[b, f, 0]x[o, i, 0]->[b, f, 0]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64} : (tensor<1x1x2xf32>, tensor<1x1x3xf32>) -> tensor<1x1x0xf32>
  "check.expect_eq_const"(%result) {value = dense<[[[]]]> : tensor<1x1x0xf32>} : (tensor<1x1x0xf32>) -> ()
  "func.return"() : () -> ()
}

// -----

// ui8: rank 2 (no spatial dimensions): a matrix product over features
func.func @convolution_ui8_rank2_no_spatial() {
  %lhs = "stablehlo.constant"() {value = dense<[[1, 2, 0], [3, 1, 2]]> : tensor<2x3xui8>} : () -> tensor<2x3xui8>
  %rhs = "stablehlo.constant"() {value = dense<[[2, 3], [0, 1], [3, 3]]> : tensor<3x2xui8>} : () -> tensor<3x2xui8>
  %result = "stablehlo.convolution"(%lhs, %rhs) {window_strides = array<i64: >, padding = dense<[]> : tensor<0x2xi64>, lhs_dilation = array<i64: >, rhs_dilation = array<i64: >, window_reversal = array<i1: >, dimension_numbers = #stablehlo.conv<[b, f]x[i, o]->[b, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64} : (tensor<2x3xui8>, tensor<3x2xui8>) -> tensor<2x2xui8>
  "check.expect_eq_const"(%result) {value = dense<[[2, 5], [12, 16]]> : tensor<2x2xui8>} : (tensor<2x2xui8>) -> ()
  "func.return"() : () -> ()
}

// -----

// i1: or of ands over windows
func.func @convolution_i1() {
  %lhs = "stablehlo.constant"() {value = dense<[[[false, true, false, false]]]> : tensor<1x1x4xi1>} : () -> tensor<1x1x4xi1>
  %rhs = "stablehlo.constant"() {value = dense<[[[true, true]]]> : tensor<1x1x2xi1>} : () -> tensor<1x1x2xi1>
  %result = "stablehlo.convolution"(%lhs, %rhs) {window_strides = array<i64: 1>, padding = dense<[[0, 0]]> : tensor<1x2xi64>, lhs_dilation = array<i64: 1>, rhs_dilation = array<i64: 1>, window_reversal = array<i1: false>, dimension_numbers = #stablehlo.conv<[b, f, 0]x[o, i, 0]->[b, f, 0]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64} : (tensor<1x1x4xi1>, tensor<1x1x2xi1>) -> tensor<1x1x3xi1>
  "check.expect_eq_const"(%result) {value = dense<[[[true, true, false]]]> : tensor<1x1x3xi1>} : (tensor<1x1x3xi1>) -> ()
  "func.return"() : () -> ()
}
