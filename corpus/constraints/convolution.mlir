// Constraint cases of convolution (seed 000, section "convolution"): valid programs of each form
// (grouped, layouts, dynamic, quantized, hybrid) and one program per constraint that breaks
// exactly that constraint.

// case: valid_f32
// expected: valid
func.func @main(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>) -> tensor<1x2x2x4xf32> {
  %result = "stablehlo.convolution"(%lhs, %rhs) {window_strides = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x2x2x4xf32>
  func.return %result : tensor<1x2x2x4xf32>
}

// -----
// case: valid_defaults
// expected: valid
// optional attributes absent: strides and dilations 1, padding 0, no reversal, DEFAULT precision
func.func @main(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>) -> tensor<1x2x2x4xf32> {
  %result = "stablehlo.convolution"(%lhs, %rhs) {dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x2x2x4xf32>
  func.return %result : tensor<1x2x2x4xf32>
}

// -----
// case: valid_strided_dilated_padded
// expected: valid
// input 9x7 dilated by 2 -> 17x13, padded [1, 2] x [0, 3] -> 20x16;
// window 3x2 dilated by [2, 3] -> 5x4; strides [3, 2] -> (20-5)/3+1 = 6, floor((16-4)/2)+1 = 7
func.func @main(%lhs: tensor<2x9x7x3xi32>, %rhs: tensor<3x2x3x5xi32>) -> tensor<2x6x7x5xi32> {
  %result = "stablehlo.convolution"(%lhs, %rhs) {window_strides = array<i64: 3, 2>, padding = dense<[[1, 2], [0, 3]]> : tensor<2x2xi64>, lhs_dilation = array<i64: 2, 2>, rhs_dilation = array<i64: 2, 3>, window_reversal = array<i1: true, false>, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x9x7x3xi32>, tensor<3x2x3x5xi32>) -> tensor<2x6x7x5xi32>
  func.return %result : tensor<2x6x7x5xi32>
}

// -----
// case: valid_empty_window
// expected: valid
// the window (3) is larger than the input (2): no window
func.func @main(%lhs: tensor<1x2x4x2xf32>, %rhs: tensor<3x3x2x4xf32>) -> tensor<1x0x2x4xf32> {
  %result = "stablehlo.convolution"(%lhs, %rhs) {window_strides = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x4x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x0x2x4xf32>
  func.return %result : tensor<1x0x2x4xf32>
}

// -----
// case: valid_feature_groups
// expected: valid
// 3 groups of 2 input features
func.func @main(%lhs: tensor<1x4x4x6xf32>, %rhs: tensor<3x3x2x9xf32>) -> tensor<1x2x2x9xf32> {
  %result = "stablehlo.convolution"(%lhs, %rhs) {window_strides = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 3 : i64, batch_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x6xf32>, tensor<3x3x2x9xf32>) -> tensor<1x2x2x9xf32>
  func.return %result : tensor<1x2x2x9xf32>
}

// -----
// case: valid_batch_groups
// expected: valid
// 2 batch groups: result batch 4/2
func.func @main(%lhs: tensor<4x4x4x2xf32>, %rhs: tensor<3x3x2x6xf32>) -> tensor<2x2x2x6xf32> {
  %result = "stablehlo.convolution"(%lhs, %rhs) {window_strides = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 2 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x4x4x2xf32>, tensor<3x3x2x6xf32>) -> tensor<2x2x2x6xf32>
  func.return %result : tensor<2x2x2x6xf32>
}

// -----
// case: valid_layout
// expected: valid
// lhs [f, 1, 0, b] (2 features, spatial 4x5, batch 3); rhs [o, i, 0, 1] (window 2x3);
// result [0, 1, f, b]: spatial 3x3, 4 features, batch 3
func.func @main(%lhs: tensor<2x5x4x3xf32>, %rhs: tensor<4x2x2x3xf32>) -> tensor<3x3x4x3xf32> {
  %result = "stablehlo.convolution"(%lhs, %rhs) {window_strides = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<[f, 1, 0, b]x[o, i, 0, 1]->[0, 1, f, b]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x5x4x3xf32>, tensor<4x2x2x3xf32>) -> tensor<3x3x4x3xf32>
  func.return %result : tensor<3x3x4x3xf32>
}

// -----
// case: valid_dynamic
// expected: valid
// dynamic batch and output feature sizes
func.func @main(%lhs: tensor<?x4x4x2xf32>, %rhs: tensor<3x3x2x?xf32>) -> tensor<?x2x2x?xf32> {
  %result = "stablehlo.convolution"(%lhs, %rhs) {window_strides = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<?x4x4x2xf32>, tensor<3x3x2x?xf32>) -> tensor<?x2x2x?xf32>
  func.return %result : tensor<?x2x2x?xf32>
}

// -----
// case: valid_1d
// expected: valid
// one spatial dimension
func.func @main(%lhs: tensor<1x5x2xf64>, %rhs: tensor<2x2x3xf64>) -> tensor<1x4x3xf64> {
  %result = "stablehlo.convolution"(%lhs, %rhs) {window_strides = array<i64: 1>, padding = dense<0> : tensor<1x2xi64>, lhs_dilation = array<i64: 1>, rhs_dilation = array<i64: 1>, window_reversal = array<i1: false>, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x5x2xf64>, tensor<2x2x3xf64>) -> tensor<1x4x3xf64>
  func.return %result : tensor<1x4x3xf64>
}

// -----
// case: valid_quantized
// expected: valid
func.func @main(%lhs: tensor<1x4x4x2x!quant.uniform<i8:f32, 0.5:-1>>, %rhs: tensor<3x3x2x4x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<1x2x2x4x!quant.uniform<i8:f32, 0.5:-1>> {
  %result = "stablehlo.convolution"(%lhs, %rhs) {window_strides = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x2x!quant.uniform<i8:f32, 0.5:-1>>, tensor<3x3x2x4x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<1x2x2x4x!quant.uniform<i8:f32, 0.5:-1>>
  func.return %result : tensor<1x2x2x4x!quant.uniform<i8:f32, 0.5:-1>>
}

// -----
// case: valid_quantized_per_axis
// expected: valid
// rhs and result quantized per axis on the feature dimensions
func.func @main(%lhs: tensor<1x4x4x2x!quant.uniform<i8:f32, 0.5:-1>>, %rhs: tensor<3x3x2x4x!quant.uniform<i8:f32:3, {0.5:0, 0.5:0, 0.5:0, 0.5:0}>>) -> tensor<1x2x2x4x!quant.uniform<i8:f32:3, {0.5:0, 0.5:0, 0.5:0, 0.5:0}>> {
  %result = "stablehlo.convolution"(%lhs, %rhs) {window_strides = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x2x!quant.uniform<i8:f32, 0.5:-1>>, tensor<3x3x2x4x!quant.uniform<i8:f32:3, {0.5:0, 0.5:0, 0.5:0, 0.5:0}>>) -> tensor<1x2x2x4x!quant.uniform<i8:f32:3, {0.5:0, 0.5:0, 0.5:0, 0.5:0}>>
  func.return %result : tensor<1x2x2x4x!quant.uniform<i8:f32:3, {0.5:0, 0.5:0, 0.5:0, 0.5:0}>>
}

// -----
// case: valid_hybrid
// expected: valid
// float lhs and result, quantized rhs
func.func @main(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<1x2x2x4xf32> {
  %result = "stablehlo.convolution"(%lhs, %rhs) {window_strides = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<1x2x2x4xf32>
  func.return %result : tensor<1x2x2x4xf32>
}

// -----
// case: c1_rank
// expected: convolution_c1
// rhs of rank 3 (its kernel dimensions still lie below N = rank(lhs) = 4)
func.func @main(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2xf32>) -> tensor<1x2x2x4xf32> {
  %result = "stablehlo.convolution"(%lhs, %rhs) {window_strides = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x2xf32>, tensor<3x3x2xf32>) -> tensor<1x2x2x4xf32>
  func.return %result : tensor<1x2x2x4xf32>
}

// -----
// case: c2_window_strides_size
// expected: convolution_c2
func.func @main(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>) -> tensor<1x2x2x4xf32> {
  %result = "stablehlo.convolution"(%lhs, %rhs) {window_strides = array<i64: 1>, padding = dense<0> : tensor<2x2xi64>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x2x2x4xf32>
  func.return %result : tensor<1x2x2x4xf32>
}

// -----
// case: c3_window_strides_positive
// expected: convolution_c3
func.func @main(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>) -> tensor<1x2x2x4xf32> {
  %result = "stablehlo.convolution"(%lhs, %rhs) {window_strides = array<i64: 0, 1>, padding = dense<0> : tensor<2x2xi64>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x2x2x4xf32>
  func.return %result : tensor<1x2x2x4xf32>
}

// -----
// case: c4_padding_shape
// expected: convolution_c4
func.func @main(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>) -> tensor<1x2x2x4xf32> {
  %result = "stablehlo.convolution"(%lhs, %rhs) {window_strides = array<i64: 1, 1>, padding = dense<0> : tensor<2x3xi64>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x2x2x4xf32>
  func.return %result : tensor<1x2x2x4xf32>
}

// -----
// case: c5_lhs_dilation_size
// expected: convolution_c5
func.func @main(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>) -> tensor<1x2x2x4xf32> {
  %result = "stablehlo.convolution"(%lhs, %rhs) {window_strides = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, lhs_dilation = array<i64: 1, 1, 1>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x2x2x4xf32>
  func.return %result : tensor<1x2x2x4xf32>
}

// -----
// case: c6_lhs_dilation_positive
// expected: convolution_c6
func.func @main(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>) -> tensor<1x2x2x4xf32> {
  %result = "stablehlo.convolution"(%lhs, %rhs) {window_strides = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, lhs_dilation = array<i64: 1, 0>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x2x2x4xf32>
  func.return %result : tensor<1x2x2x4xf32>
}

// -----
// case: c7_rhs_dilation_size
// expected: convolution_c7
func.func @main(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>) -> tensor<1x2x2x4xf32> {
  %result = "stablehlo.convolution"(%lhs, %rhs) {window_strides = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x2x2x4xf32>
  func.return %result : tensor<1x2x2x4xf32>
}

// -----
// case: c8_rhs_dilation_positive
// expected: convolution_c8
func.func @main(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>) -> tensor<1x2x2x4xf32> {
  %result = "stablehlo.convolution"(%lhs, %rhs) {window_strides = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: -1, 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x2x2x4xf32>
  func.return %result : tensor<1x2x2x4xf32>
}

// -----
// case: c9_window_reversal_size
// expected: convolution_c9
func.func @main(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>) -> tensor<1x2x2x4xf32> {
  %result = "stablehlo.convolution"(%lhs, %rhs) {window_strides = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false>, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x2x2x4xf32>
  func.return %result : tensor<1x2x2x4xf32>
}

// -----
// case: c10_batch_groups_divide_batch
// expected: convolution_c10
// batch 3, 2 batch groups (result batch floor(3/2) = 1)
func.func @main(%lhs: tensor<3x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>) -> tensor<1x2x2x4xf32> {
  %result = "stablehlo.convolution"(%lhs, %rhs) {window_strides = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 2 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<3x4x4x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x2x2x4xf32>
  func.return %result : tensor<1x2x2x4xf32>
}

// -----
// case: c11_feature_groups_divide_features
// expected: convolution_c11
// 3 input features, 2 groups (kernel input features floor(3/2) = 1)
func.func @main(%lhs: tensor<1x4x4x3xf32>, %rhs: tensor<3x3x1x4xf32>) -> tensor<1x2x2x4xf32> {
  %result = "stablehlo.convolution"(%lhs, %rhs) {window_strides = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 2 : i64, batch_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x3xf32>, tensor<3x3x1x4xf32>) -> tensor<1x2x2x4xf32>
  func.return %result : tensor<1x2x2x4xf32>
}

// -----
// case: c12_input_spatial_size
// expected: convolution_c12
func.func @main(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>) -> tensor<1x2x2x4xf32> {
  %result = "stablehlo.convolution"(%lhs, %rhs) {window_strides = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 3, input_spatial_dimensions = [1], kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0, 1], output_batch_dimension = 0, output_feature_dimension = 3, output_spatial_dimensions = [1, 2]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x2x2x4xf32>
  func.return %result : tensor<1x2x2x4xf32>
}

// -----
// case: c13_input_dimensions_unique
// expected: convolution_c13
func.func @main(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>) -> tensor<1x2x2x4xf32> {
  %result = "stablehlo.convolution"(%lhs, %rhs) {window_strides = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 3, input_spatial_dimensions = [1, 1], kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0, 1], output_batch_dimension = 0, output_feature_dimension = 3, output_spatial_dimensions = [1, 2]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x2x2x4xf32>
  func.return %result : tensor<1x2x2x4xf32>
}

// -----
// case: c13_input_dimensions_in_range
// expected: convolution_c13
func.func @main(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>) -> tensor<1x2x2x4xf32> {
  %result = "stablehlo.convolution"(%lhs, %rhs) {window_strides = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 4, input_spatial_dimensions = [1, 2], kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0, 1], output_batch_dimension = 0, output_feature_dimension = 3, output_spatial_dimensions = [1, 2]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x2x2x4xf32>
  func.return %result : tensor<1x2x2x4xf32>
}

// -----
// case: c14_kernel_input_features
// expected: convolution_c14
func.func @main(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x3x4xf32>) -> tensor<1x2x2x4xf32> {
  %result = "stablehlo.convolution"(%lhs, %rhs) {window_strides = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x2xf32>, tensor<3x3x3x4xf32>) -> tensor<1x2x2x4xf32>
  func.return %result : tensor<1x2x2x4xf32>
}

// -----
// case: c15_batch_groups_divide_output_features
// expected: convolution_c15
func.func @main(%lhs: tensor<2x4x4x2xf32>, %rhs: tensor<3x3x2x3xf32>) -> tensor<1x2x2x3xf32> {
  %result = "stablehlo.convolution"(%lhs, %rhs) {window_strides = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 2 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x4x4x2xf32>, tensor<3x3x2x3xf32>) -> tensor<1x2x2x3xf32>
  func.return %result : tensor<1x2x2x3xf32>
}

// -----
// case: c16_feature_groups_divide_output_features
// expected: convolution_c16
func.func @main(%lhs: tensor<1x4x4x4xf32>, %rhs: tensor<3x3x2x3xf32>) -> tensor<1x2x2x3xf32> {
  %result = "stablehlo.convolution"(%lhs, %rhs) {window_strides = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 2 : i64, batch_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x4xf32>, tensor<3x3x2x3xf32>) -> tensor<1x2x2x3xf32>
  func.return %result : tensor<1x2x2x3xf32>
}

// -----
// case: c17_kernel_spatial_size
// expected: convolution_c17
func.func @main(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>) -> tensor<1x2x2x4xf32> {
  %result = "stablehlo.convolution"(%lhs, %rhs) {window_strides = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 3, input_spatial_dimensions = [1, 2], kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0], output_batch_dimension = 0, output_feature_dimension = 3, output_spatial_dimensions = [1, 2]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x2x2x4xf32>
  func.return %result : tensor<1x2x2x4xf32>
}

// -----
// case: c18_kernel_dimensions_unique
// expected: convolution_c18
func.func @main(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>) -> tensor<1x2x2x4xf32> {
  %result = "stablehlo.convolution"(%lhs, %rhs) {window_strides = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 3, input_spatial_dimensions = [1, 2], kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 2, kernel_spatial_dimensions = [0, 1], output_batch_dimension = 0, output_feature_dimension = 3, output_spatial_dimensions = [1, 2]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x2x2x4xf32>
  func.return %result : tensor<1x2x2x4xf32>
}

// -----
// case: c18_kernel_dimensions_in_range
// expected: convolution_c18
func.func @main(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>) -> tensor<1x2x2x4xf32> {
  %result = "stablehlo.convolution"(%lhs, %rhs) {window_strides = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 3, input_spatial_dimensions = [1, 2], kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0, -1], output_batch_dimension = 0, output_feature_dimension = 3, output_spatial_dimensions = [1, 2]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x2x2x4xf32>
  func.return %result : tensor<1x2x2x4xf32>
}

// -----
// case: c19_output_spatial_size
// expected: convolution_c19
func.func @main(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>) -> tensor<1x2x2x4xf32> {
  %result = "stablehlo.convolution"(%lhs, %rhs) {window_strides = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 3, input_spatial_dimensions = [1, 2], kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0, 1], output_batch_dimension = 0, output_feature_dimension = 3, output_spatial_dimensions = [1]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x2x2x4xf32>
  func.return %result : tensor<1x2x2x4xf32>
}

// -----
// case: c20_output_dimensions_unique
// expected: convolution_c20
func.func @main(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>) -> tensor<1x2x2x4xf32> {
  %result = "stablehlo.convolution"(%lhs, %rhs) {window_strides = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 3, input_spatial_dimensions = [1, 2], kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0, 1], output_batch_dimension = 3, output_feature_dimension = 3, output_spatial_dimensions = [1, 2]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x2x2x4xf32>
  func.return %result : tensor<1x2x2x4xf32>
}

// -----
// case: c20_output_dimensions_in_range
// expected: convolution_c20
func.func @main(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>) -> tensor<1x2x2x4xf32> {
  %result = "stablehlo.convolution"(%lhs, %rhs) {window_strides = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 3, input_spatial_dimensions = [1, 2], kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0, 1], output_batch_dimension = 0, output_feature_dimension = 7, output_spatial_dimensions = [1, 2]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x2x2x4xf32>
  func.return %result : tensor<1x2x2x4xf32>
}

// -----
// case: c21_feature_group_count_positive
// expected: convolution_c21
func.func @main(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>) -> tensor<1x2x2x4xf32> {
  %result = "stablehlo.convolution"(%lhs, %rhs) {window_strides = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 0 : i64, batch_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x2x2x4xf32>
  func.return %result : tensor<1x2x2x4xf32>
}

// -----
// case: c22_batch_group_count_positive
// expected: convolution_c22
func.func @main(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>) -> tensor<1x2x2x4xf32> {
  %result = "stablehlo.convolution"(%lhs, %rhs) {window_strides = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = -1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x2x2x4xf32>
  func.return %result : tensor<1x2x2x4xf32>
}

// -----
// case: c23_one_kind_of_group
// expected: convolution_c23
func.func @main(%lhs: tensor<2x4x4x4xf32>, %rhs: tensor<3x3x2x4xf32>) -> tensor<1x2x2x4xf32> {
  %result = "stablehlo.convolution"(%lhs, %rhs) {window_strides = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 2 : i64, batch_group_count = 2 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x4x4x4xf32>, tensor<3x3x2x4xf32>) -> tensor<1x2x2x4xf32>
  func.return %result : tensor<1x2x2x4xf32>
}

// -----
// case: c24_precision_config_size
// expected: convolution_c24
func.func @main(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>) -> tensor<1x2x2x4xf32> {
  %result = "stablehlo.convolution"(%lhs, %rhs) {window_strides = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>]} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x2x2x4xf32>
  func.return %result : tensor<1x2x2x4xf32>
}

// -----
// case: c25_result_spatial_size
// expected: convolution_c25
func.func @main(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>) -> tensor<1x3x2x4xf32> {
  %result = "stablehlo.convolution"(%lhs, %rhs) {window_strides = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x3x2x4xf32>
  func.return %result : tensor<1x3x2x4xf32>
}

// -----
// case: c25_result_batch_size
// expected: convolution_c25
// 2 batch groups: result batch must be 4/2 = 2
func.func @main(%lhs: tensor<4x4x4x2xf32>, %rhs: tensor<3x3x2x6xf32>) -> tensor<4x2x2x6xf32> {
  %result = "stablehlo.convolution"(%lhs, %rhs) {window_strides = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 2 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x4x4x2xf32>, tensor<3x3x2x6xf32>) -> tensor<4x2x2x6xf32>
  func.return %result : tensor<4x2x2x6xf32>
}

// -----
// case: c25_result_feature_size
// expected: convolution_c25
func.func @main(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>) -> tensor<1x2x2x5xf32> {
  %result = "stablehlo.convolution"(%lhs, %rhs) {window_strides = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x2x2x5xf32>
  func.return %result : tensor<1x2x2x5xf32>
}

// -----
// case: c26_result_rank
// expected: convolution_c26
func.func @main(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>) -> tensor<1x2x2xf32> {
  %result = "stablehlo.convolution"(%lhs, %rhs) {window_strides = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x2x2xf32>
  func.return %result : tensor<1x2x2xf32>
}

// -----
// case: c27_element_types
// expected: convolution_c27
func.func @main(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf16>) -> tensor<1x2x2x4xf32> {
  %result = "stablehlo.convolution"(%lhs, %rhs) {window_strides = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf16>) -> tensor<1x2x2x4xf32>
  func.return %result : tensor<1x2x2x4xf32>
}

// -----
// case: c27_result_element_type
// expected: convolution_c27
// f16 operands with an f32 result (what jax writes for preferred_element_type=f32)
func.func @main(%lhs: tensor<1x4x4x2xf16>, %rhs: tensor<3x3x2x4xf16>) -> tensor<1x2x2x4xf32> {
  %result = "stablehlo.convolution"(%lhs, %rhs) {window_strides = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x2xf16>, tensor<3x3x2x4xf16>) -> tensor<1x2x2x4xf32>
  func.return %result : tensor<1x2x2x4xf32>
}

// -----
// case: c28_quantized_operands
// expected: convolution_c28
// quantized lhs and result with a float rhs
func.func @main(%lhs: tensor<1x4x4x2x!quant.uniform<i8:f32, 0.5:-1>>, %rhs: tensor<3x3x2x4xf32>) -> tensor<1x2x2x4x!quant.uniform<i8:f32, 0.5:-1>> {
  %result = "stablehlo.convolution"(%lhs, %rhs) {window_strides = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x2x!quant.uniform<i8:f32, 0.5:-1>>, tensor<3x3x2x4xf32>) -> tensor<1x2x2x4x!quant.uniform<i8:f32, 0.5:-1>>
  func.return %result : tensor<1x2x2x4x!quant.uniform<i8:f32, 0.5:-1>>
}

// -----
// case: c29_rhs_quantization_dimension
// expected: convolution_c29
// rhs quantized per axis on its input feature dimension (2), not its output feature dimension (3)
func.func @main(%lhs: tensor<1x4x4x2x!quant.uniform<i8:f32, 0.5:-1>>, %rhs: tensor<3x3x2x4x!quant.uniform<i8:f32:2, {0.5:0, 0.5:0}>>) -> tensor<1x2x2x4x!quant.uniform<i8:f32, 0.5:-1>> {
  %result = "stablehlo.convolution"(%lhs, %rhs) {window_strides = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x2x!quant.uniform<i8:f32, 0.5:-1>>, tensor<3x3x2x4x!quant.uniform<i8:f32:2, {0.5:0, 0.5:0}>>) -> tensor<1x2x2x4x!quant.uniform<i8:f32, 0.5:-1>>
  func.return %result : tensor<1x2x2x4x!quant.uniform<i8:f32, 0.5:-1>>
}

// -----
// case: c30_result_quantization_dimension
// expected: convolution_c30
// result quantized per axis on a spatial dimension
func.func @main(%lhs: tensor<1x4x4x2x!quant.uniform<i8:f32, 0.5:-1>>, %rhs: tensor<3x3x2x4x!quant.uniform<i8:f32:3, {0.5:0, 0.5:0, 0.5:0, 0.5:0}>>) -> tensor<1x2x2x4x!quant.uniform<i8:f32:1, {0.5:0, 0.5:0}>> {
  %result = "stablehlo.convolution"(%lhs, %rhs) {window_strides = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x2x!quant.uniform<i8:f32, 0.5:-1>>, tensor<3x3x2x4x!quant.uniform<i8:f32:3, {0.5:0, 0.5:0, 0.5:0, 0.5:0}>>) -> tensor<1x2x2x4x!quant.uniform<i8:f32:1, {0.5:0, 0.5:0}>>
  func.return %result : tensor<1x2x2x4x!quant.uniform<i8:f32:1, {0.5:0, 0.5:0}>>
}

// -----
// case: c31_storage_types
// expected: convolution_c31
func.func @main(%lhs: tensor<1x4x4x2x!quant.uniform<i8:f32, 0.5:-1>>, %rhs: tensor<3x3x2x4x!quant.uniform<i16:f32, 0.5:-1>>) -> tensor<1x2x2x4x!quant.uniform<i8:f32, 0.5:-1>> {
  %result = "stablehlo.convolution"(%lhs, %rhs) {window_strides = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x2x!quant.uniform<i8:f32, 0.5:-1>>, tensor<3x3x2x4x!quant.uniform<i16:f32, 0.5:-1>>) -> tensor<1x2x2x4x!quant.uniform<i8:f32, 0.5:-1>>
  func.return %result : tensor<1x2x2x4x!quant.uniform<i8:f32, 0.5:-1>>
}

// -----
// case: c32_expressed_types
// expected: convolution_c32
func.func @main(%lhs: tensor<1x4x4x2x!quant.uniform<i8:f32, 0.5:-1>>, %rhs: tensor<3x3x2x4x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<1x2x2x4x!quant.uniform<i8:f16, 0.5:-1>> {
  %result = "stablehlo.convolution"(%lhs, %rhs) {window_strides = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x2x!quant.uniform<i8:f32, 0.5:-1>>, tensor<3x3x2x4x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<1x2x2x4x!quant.uniform<i8:f16, 0.5:-1>>
  func.return %result : tensor<1x2x2x4x!quant.uniform<i8:f16, 0.5:-1>>
}

// -----
// case: c33_per_tensor_rhs_per_tensor_result
// expected: convolution_c33
func.func @main(%lhs: tensor<1x4x4x2x!quant.uniform<i8:f32, 0.5:-1>>, %rhs: tensor<3x3x2x4x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<1x2x2x4x!quant.uniform<i8:f32:3, {0.5:0, 0.5:0, 0.5:0, 0.5:0}>> {
  %result = "stablehlo.convolution"(%lhs, %rhs) {window_strides = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x2x!quant.uniform<i8:f32, 0.5:-1>>, tensor<3x3x2x4x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<1x2x2x4x!quant.uniform<i8:f32:3, {0.5:0, 0.5:0, 0.5:0, 0.5:0}>>
  func.return %result : tensor<1x2x2x4x!quant.uniform<i8:f32:3, {0.5:0, 0.5:0, 0.5:0, 0.5:0}>>
}

// -----
// case: c34_hybrid_element_types
// expected: convolution_c34
// float lhs, quantized rhs expressed in f32, f16 result
func.func @main(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<1x2x2x4xf16> {
  %result = "stablehlo.convolution"(%lhs, %rhs) {window_strides = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<1x2x2x4xf16>
  func.return %result : tensor<1x2x2x4xf16>
}

// -----
// case: c34_float_operands_quantized_result
// expected: convolution_c34
// float lhs and rhs, quantized result: C28 holds (false = true and false), C34 does not (expressed_type(rhs) is not defined)
func.func @main(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>) -> tensor<1x2x2x4x!quant.uniform<i8:f32, 0.5:-1>> {
  %result = "stablehlo.convolution"(%lhs, %rhs) {window_strides = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x2x2x4x!quant.uniform<i8:f32, 0.5:-1>>
  func.return %result : tensor<1x2x2x4x!quant.uniform<i8:f32, 0.5:-1>>
}

// -----
// case: c7_rhs_dilation_empty
// expected: convolution_c7
// The official verifier reads an empty rhs_dilation as the default (all ones) and accepts it;
// the spec's C7 asks size(rhs_dilation) = N - 2 = 2 (an absent attribute is the default, an
// empty one has size 0).
func.func @main(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>) -> tensor<1x2x2x4xf32> {
  %result = "stablehlo.convolution"(%lhs, %rhs) {window_strides = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x2x2x4xf32>
  func.return %result : tensor<1x2x2x4xf32>
}

// -----
// case: c9_window_reversal_empty
// expected: convolution_c9
// The official verifier reads an empty window_reversal as the default (no reversal) and accepts
// it; the spec's C9 asks size(window_reversal) = N - 2 = 2.
func.func @main(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>) -> tensor<1x2x2x4xf32> {
  %result = "stablehlo.convolution"(%lhs, %rhs) {window_strides = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1>, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x2x2x4xf32>
  func.return %result : tensor<1x2x2x4xf32>
}

// -----
// case: c2_window_strides_empty
// expected: convolution_c2
// As for C7: the official verifier reads an empty window_strides as the default (all ones);
// the spec's C2 asks size(window_strides) = N - 2 = 2.
func.func @main(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>) -> tensor<1x2x2x4xf32> {
  %result = "stablehlo.convolution"(%lhs, %rhs) {window_strides = array<i64>, padding = dense<0> : tensor<2x2xi64>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x2x2x4xf32>
  func.return %result : tensor<1x2x2x4xf32>
}

// -----
// case: c5_lhs_dilation_empty
// expected: convolution_c5
// As for C7: the official verifier reads an empty lhs_dilation as the default (all ones);
// the spec's C5 asks size(lhs_dilation) = N - 2 = 2.
func.func @main(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>) -> tensor<1x2x2x4xf32> {
  %result = "stablehlo.convolution"(%lhs, %rhs) {window_strides = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, lhs_dilation = array<i64>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x2x2x4xf32>
  func.return %result : tensor<1x2x2x4xf32>
}
