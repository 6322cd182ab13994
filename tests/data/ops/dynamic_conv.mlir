func.func @main(%lhs: tensor<1x4x4x1xi64>, %rhs: tensor<3x3x1x1xi64>, %padding: tensor<2x2xi64>) -> tensor<1x2x2x1xi64> {
  %result = "stablehlo.dynamic_conv"(%lhs, %rhs, %padding) {
    window_strides = array<i64: 4, 4>,
    lhs_dilation = array<i64: 2, 2>,
    rhs_dilation = array<i64: 1, 1>,
    window_reversal = array<i1: false, false>,
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
    feature_group_count = 1 : i64,
    batch_group_count = 1 : i64,
    precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]
  } : (tensor<1x4x4x1xi64>, tensor<3x3x1x1xi64>, tensor<2x2xi64>) -> tensor<1x2x2x1xi64>
  "func.return"(%result) : (tensor<1x2x2x1xi64>) -> ()
}

func.func @minimal(%lhs: tensor<1x8x8x3xf32>, %rhs: tensor<3x3x3x16xf32>, %padding: tensor<2x2xi32>) -> tensor<1x?x?x16xf32> {
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %padding) {dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64} : (tensor<1x8x8x3xf32>, tensor<3x3x3x16xf32>, tensor<2x2xi32>) -> tensor<1x?x?x16xf32>
  "func.return"(%0) : (tensor<1x?x?x16xf32>) -> ()
}

func.func @nchw(%lhs: tensor<2x3x8x8xbf16>, %rhs: tensor<16x3x3x3xbf16>, %padding: tensor<2x2xi64>) -> tensor<2x16x4x4xbf16> {
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %padding) {window_strides = array<i64: 2, 2>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: true, false>, dimension_numbers = #stablehlo.conv<[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGH>, #stablehlo<precision HIGHEST>]} : (tensor<2x3x8x8xbf16>, tensor<16x3x3x3xbf16>, tensor<2x2xi64>) -> tensor<2x16x4x4xbf16>
  "func.return"(%0) : (tensor<2x16x4x4xbf16>) -> ()
}
