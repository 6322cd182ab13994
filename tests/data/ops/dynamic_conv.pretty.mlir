module {
  func.func @main(%arg0: tensor<1x4x4x1xi64>, %arg1: tensor<3x3x1x1xi64>, %arg2: tensor<2x2xi64>) -> tensor<1x2x2x1xi64> {
    %0 = "stablehlo.dynamic_conv"(%arg0, %arg1, %arg2) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 4, 4>}> : (tensor<1x4x4x1xi64>, tensor<3x3x1x1xi64>, tensor<2x2xi64>) -> tensor<1x2x2x1xi64>
    return %0 : tensor<1x2x2x1xi64>
  }
  func.func @minimal(%arg0: tensor<1x8x8x3xf32>, %arg1: tensor<3x3x3x16xf32>, %arg2: tensor<2x2xi32>) -> tensor<1x?x?x16xf32> {
    %0 = "stablehlo.dynamic_conv"(%arg0, %arg1, %arg2) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64}> : (tensor<1x8x8x3xf32>, tensor<3x3x3x16xf32>, tensor<2x2xi32>) -> tensor<1x?x?x16xf32>
    return %0 : tensor<1x?x?x16xf32>
  }
  func.func @nchw(%arg0: tensor<2x3x8x8xbf16>, %arg1: tensor<16x3x3x3xbf16>, %arg2: tensor<2x2xi64>) -> tensor<2x16x4x4xbf16> {
    %0 = "stablehlo.dynamic_conv"(%arg0, %arg1, %arg2) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]>, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGH>, #stablehlo<precision HIGHEST>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: true, false>, window_strides = array<i64: 2, 2>}> : (tensor<2x3x8x8xbf16>, tensor<16x3x3x3xbf16>, tensor<2x2xi64>) -> tensor<2x16x4x4xbf16>
    return %0 : tensor<2x16x4x4xbf16>
  }
}
