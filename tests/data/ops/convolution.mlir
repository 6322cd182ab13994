func.func @main(%lhs: tensor<1x4x4x1xi64>, %rhs: tensor<3x3x1x1xi64>) -> tensor<1x2x2x1xi64> {
  %result = "stablehlo.convolution"(%lhs, %rhs) {
    window_strides = array<i64: 4, 4>,
    padding = dense<0> : tensor<2x2xi64>,
    lhs_dilation = array<i64: 2, 2>,
    rhs_dilation = array<i64: 1, 1>,
    window_reversal = array<i1: false, false>,
    dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>,
    batch_group_count = 1 : i64,
    feature_group_count = 1 : i64,
    precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]
  } : (tensor<1x4x4x1xi64>, tensor<3x3x1x1xi64>) -> tensor<1x2x2x1xi64>
  "func.return"(%result) : (tensor<1x2x2x1xi64>) -> ()
}

func.func @no_window(%lhs: tensor<1x8x8x3xf32>, %rhs: tensor<3x3x3x16xf32>) -> tensor<1x6x6x16xf32> {
  %0 = "stablehlo.convolution"(%lhs, %rhs) {dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64} : (tensor<1x8x8x3xf32>, tensor<3x3x3x16xf32>) -> tensor<1x6x6x16xf32>
  "func.return"(%0) : (tensor<1x6x6x16xf32>) -> ()
}

func.func @nchw(%lhs: tensor<2x3x8x8xbf16>, %rhs: tensor<16x3x3x3xbf16>) -> tensor<2x16x4x4xbf16> {
  %0 = "stablehlo.convolution"(%lhs, %rhs) {window_strides = array<i64: 2, 2>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, dimension_numbers = #stablehlo.conv<[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGH>]} : (tensor<2x3x8x8xbf16>, tensor<16x3x3x3xbf16>) -> tensor<2x16x4x4xbf16>
  "func.return"(%0) : (tensor<2x16x4x4xbf16>) -> ()
}

func.func @window_parts(%lhs: tensor<1x8x8x2xf32>, %rhs: tensor<3x3x2x2xf32>) -> (tensor<1x6x6x2xf32>, tensor<1x6x6x2xf32>, tensor<1x13x13x2xf32>, tensor<1x4x4x2xf32>, tensor<1x8x8x2xf32>) {
  %0 = "stablehlo.convolution"(%lhs, %rhs) {window_strides = array<i64: 1, 1>, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64} : (tensor<1x8x8x2xf32>, tensor<3x3x2x2xf32>) -> tensor<1x6x6x2xf32>
  %1 = "stablehlo.convolution"(%lhs, %rhs) {window_reversal = array<i1: true, false>, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64} : (tensor<1x8x8x2xf32>, tensor<3x3x2x2xf32>) -> tensor<1x6x6x2xf32>
  %2 = "stablehlo.convolution"(%lhs, %rhs) {lhs_dilation = array<i64: 2, 2>, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64} : (tensor<1x8x8x2xf32>, tensor<3x3x2x2xf32>) -> tensor<1x13x13x2xf32>
  %3 = "stablehlo.convolution"(%lhs, %rhs) {rhs_dilation = array<i64: 2, 2>, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64} : (tensor<1x8x8x2xf32>, tensor<3x3x2x2xf32>) -> tensor<1x4x4x2xf32>
  %4 = "stablehlo.convolution"(%lhs, %rhs) {padding = dense<[[1, 1], [2, 0]]> : tensor<2x2xi64>, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64} : (tensor<1x8x8x2xf32>, tensor<3x3x2x2xf32>) -> tensor<1x8x8x2xf32>
  "func.return"(%0, %1, %2, %3, %4) : (tensor<1x6x6x2xf32>, tensor<1x6x6x2xf32>, tensor<1x13x13x2xf32>, tensor<1x4x4x2xf32>, tensor<1x8x8x2xf32>) -> ()
}

func.func @negative_padding(%lhs: tensor<1x8x1xf32>, %rhs: tensor<3x1x1xf32>) -> tensor<1x4x1xf32> {
  %0 = "stablehlo.convolution"(%lhs, %rhs) {padding = dense<[[-1, -1]]> : tensor<1x2xi64>, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64} : (tensor<1x8x1xf32>, tensor<3x1x1xf32>) -> tensor<1x4x1xf32>
  "func.return"(%0) : (tensor<1x4x1xf32>) -> ()
}

func.func @conv3d(%lhs: tensor<1x4x4x4x2xf32>, %rhs: tensor<2x2x2x2x4xf32>) -> tensor<1x3x3x3x4xf32> {
  %0 = "stablehlo.convolution"(%lhs, %rhs) {window_strides = array<i64: 1, 1, 1>, dimension_numbers = #stablehlo.conv<[b, 0, 1, 2, f]x[0, 1, 2, i, o]->[b, 0, 1, 2, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64} : (tensor<1x4x4x4x2xf32>, tensor<2x2x2x2x4xf32>) -> tensor<1x3x3x3x4xf32>
  "func.return"(%0) : (tensor<1x3x3x3x4xf32>) -> ()
}

func.func @no_spatial(%lhs: tensor<3x4xf32>, %rhs: tensor<4x5xf32>) -> tensor<3x5xf32> {
  %0 = "stablehlo.convolution"(%lhs, %rhs) {dimension_numbers = #stablehlo.conv<[b, f]x[i, o]->[b, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64} : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  "func.return"(%0) : (tensor<3x5xf32>) -> ()
}

func.func @groups(%lhs: tensor<1x8x8x4xf32>, %rhs: tensor<3x3x2x4xf32>, %lhs2: tensor<4x8x8x2xf32>, %rhs2: tensor<3x3x2x4xf32>) -> (tensor<1x6x6x4xf32>, tensor<2x6x6x4xf32>) {
  %0 = "stablehlo.convolution"(%lhs, %rhs) {dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 2 : i64, batch_group_count = 1 : i64} : (tensor<1x8x8x4xf32>, tensor<3x3x2x4xf32>) -> tensor<1x6x6x4xf32>
  %1 = "stablehlo.convolution"(%lhs2, %rhs2) {dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 2 : i64} : (tensor<4x8x8x2xf32>, tensor<3x3x2x4xf32>) -> tensor<2x6x6x4xf32>
  "func.return"(%0, %1) : (tensor<1x6x6x4xf32>, tensor<2x6x6x4xf32>) -> ()
}

func.func @permuted_output(%lhs: tensor<1x8x8x3xf32>, %rhs: tensor<3x3x3x16xf32>) -> tensor<16x6x1x6xf32> {
  %0 = "stablehlo.convolution"(%lhs, %rhs) {dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[f, 1, b, 0]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64} : (tensor<1x8x8x3xf32>, tensor<3x3x3x16xf32>) -> tensor<16x6x1x6xf32>
  "func.return"(%0) : (tensor<16x6x1x6xf32>) -> ()
}

func.func @raw_dims(%lhs: tensor<1x4x4x1xf32>, %rhs: tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32> {
  %0 = "stablehlo.convolution"(%lhs, %rhs) {
    dimension_numbers = #stablehlo.conv<raw
      input_batch_dimension = 0,
      input_feature_dimension = 3,
      input_spatial_dimensions = [1, 2],
      kernel_input_feature_dimension = 2,
      kernel_output_feature_dimension = 3,
      kernel_spatial_dimensions = [0, 1],
      output_batch_dimension = 0,
      output_feature_dimension = 3,
      output_spatial_dimensions = [1, 2]
    >,
    feature_group_count = 1 : i64, batch_group_count = 1 : i64
  } : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32>
  "func.return"(%0) : (tensor<1x2x2x1xf32>) -> ()
}

func.func @types(%a: tensor<1x4x1xi8>, %b: tensor<2x1x1xi8>, %c: tensor<1x4x1xf8E4M3FN>, %d: tensor<2x1x1xf8E4M3FN>, %e: tensor<1x4x1xcomplex<f32>>, %f: tensor<2x1x1xcomplex<f32>>) -> (tensor<1x3x1xi32>, tensor<1x3x1xf32>, tensor<1x3x1xcomplex<f32>>) {
  %0 = "stablehlo.convolution"(%a, %b) {dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64} : (tensor<1x4x1xi8>, tensor<2x1x1xi8>) -> tensor<1x3x1xi32>
  %1 = "stablehlo.convolution"(%c, %d) {dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64} : (tensor<1x4x1xf8E4M3FN>, tensor<2x1x1xf8E4M3FN>) -> tensor<1x3x1xf32>
  %2 = "stablehlo.convolution"(%e, %f) {dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64} : (tensor<1x4x1xcomplex<f32>>, tensor<2x1x1xcomplex<f32>>) -> tensor<1x3x1xcomplex<f32>>
  "func.return"(%0, %1, %2) : (tensor<1x3x1xi32>, tensor<1x3x1xf32>, tensor<1x3x1xcomplex<f32>>) -> ()
}

func.func @dynamic(%lhs: tensor<?x8x8x3xf32>, %rhs: tensor<3x3x3x16xf32>) -> tensor<?x6x6x16xf32> {
  %0 = "stablehlo.convolution"(%lhs, %rhs) {dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<?x8x8x3xf32>, tensor<3x3x3x16xf32>) -> tensor<?x6x6x16xf32>
  "func.return"(%0) : (tensor<?x6x6x16xf32>) -> ()
}
