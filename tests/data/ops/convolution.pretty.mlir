module {
  func.func @main(%arg0: tensor<1x4x4x1xi64>, %arg1: tensor<3x3x1x1xi64>) -> tensor<1x2x2x1xi64> {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [4, 4], pad = [[0, 0], [0, 0]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x1xi64>, tensor<3x3x1x1xi64>) -> tensor<1x2x2x1xi64>
    return %0 : tensor<1x2x2x1xi64>
  }
  func.func @no_window(%arg0: tensor<1x8x8x3xf32>, %arg1: tensor<3x3x3x16xf32>) -> tensor<1x6x6x16xf32> {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x3xf32>, tensor<3x3x3x16xf32>) -> tensor<1x6x6x16xf32>
    return %0 : tensor<1x6x6x16xf32>
  }
  func.func @nchw(%arg0: tensor<2x3x8x8xbf16>, %arg1: tensor<16x3x3x3xbf16>) -> tensor<2x16x4x4xbf16> {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGH>]} : (tensor<2x3x8x8xbf16>, tensor<16x3x3x3xbf16>) -> tensor<2x16x4x4xbf16>
    return %0 : tensor<2x16x4x4xbf16>
  }
  func.func @window_parts(%arg0: tensor<1x8x8x2xf32>, %arg1: tensor<3x3x2x2xf32>) -> (tensor<1x6x6x2xf32>, tensor<1x6x6x2xf32>, tensor<1x13x13x2xf32>, tensor<1x4x4x2xf32>, tensor<1x8x8x2xf32>) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x2xf32>, tensor<3x3x2x2xf32>) -> tensor<1x6x6x2xf32>
    %1 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {reverse = [true, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x2xf32>, tensor<3x3x2x2xf32>) -> tensor<1x6x6x2xf32>
    %2 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {lhs_dilate = [2, 2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x2xf32>, tensor<3x3x2x2xf32>) -> tensor<1x13x13x2xf32>
    %3 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {rhs_dilate = [2, 2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x2xf32>, tensor<3x3x2x2xf32>) -> tensor<1x4x4x2xf32>
    %4 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {pad = [[1, 1], [2, 0]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x2xf32>, tensor<3x3x2x2xf32>) -> tensor<1x8x8x2xf32>
    return %0, %1, %2, %3, %4 : tensor<1x6x6x2xf32>, tensor<1x6x6x2xf32>, tensor<1x13x13x2xf32>, tensor<1x4x4x2xf32>, tensor<1x8x8x2xf32>
  }
  func.func @negative_padding(%arg0: tensor<1x8x1xf32>, %arg1: tensor<3x1x1xf32>) -> tensor<1x4x1xf32> {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {pad = [[-1, -1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x1xf32>, tensor<3x1x1xf32>) -> tensor<1x4x1xf32>
    return %0 : tensor<1x4x1xf32>
  }
  func.func @conv3d(%arg0: tensor<1x4x4x4x2xf32>, %arg1: tensor<2x2x2x2x4xf32>) -> tensor<1x3x3x3x4xf32> {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, 2, f]x[0, 1, 2, i, o]->[b, 0, 1, 2, f], window = {stride = [1, 1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x4x2xf32>, tensor<2x2x2x2x4xf32>) -> tensor<1x3x3x3x4xf32>
    return %0 : tensor<1x3x3x3x4xf32>
  }
  func.func @no_spatial(%arg0: tensor<3x4xf32>, %arg1: tensor<4x5xf32>) -> tensor<3x5xf32> {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f]x[i, o]->[b, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
    return %0 : tensor<3x5xf32>
  }
  func.func @groups(%arg0: tensor<1x8x8x4xf32>, %arg1: tensor<3x3x2x4xf32>, %arg2: tensor<4x8x8x2xf32>, %arg3: tensor<3x3x2x4xf32>) -> (tensor<1x6x6x4xf32>, tensor<2x6x6x4xf32>) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 2 : i64} : (tensor<1x8x8x4xf32>, tensor<3x3x2x4xf32>) -> tensor<1x6x6x4xf32>
    %1 = stablehlo.convolution(%arg2, %arg3) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 2 : i64, feature_group_count = 1 : i64} : (tensor<4x8x8x2xf32>, tensor<3x3x2x4xf32>) -> tensor<2x6x6x4xf32>
    return %0, %1 : tensor<1x6x6x4xf32>, tensor<2x6x6x4xf32>
  }
  func.func @permuted_output(%arg0: tensor<1x8x8x3xf32>, %arg1: tensor<3x3x3x16xf32>) -> tensor<16x6x1x6xf32> {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[f, 1, b, 0], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x3xf32>, tensor<3x3x3x16xf32>) -> tensor<16x6x1x6xf32>
    return %0 : tensor<16x6x1x6xf32>
  }
  func.func @raw_dims(%arg0: tensor<1x4x4x1xf32>, %arg1: tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32> {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32>
    return %0 : tensor<1x2x2x1xf32>
  }
  func.func @types(%arg0: tensor<1x4x1xi8>, %arg1: tensor<2x1x1xi8>, %arg2: tensor<1x4x1xf8E4M3FN>, %arg3: tensor<2x1x1xf8E4M3FN>, %arg4: tensor<1x4x1xcomplex<f32>>, %arg5: tensor<2x1x1xcomplex<f32>>) -> (tensor<1x3x1xi32>, tensor<1x3x1xf32>, tensor<1x3x1xcomplex<f32>>) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x1xi8>, tensor<2x1x1xi8>) -> tensor<1x3x1xi32>
    %1 = stablehlo.convolution(%arg2, %arg3) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x1xf8E4M3FN>, tensor<2x1x1xf8E4M3FN>) -> tensor<1x3x1xf32>
    %2 = stablehlo.convolution(%arg4, %arg5) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x1xcomplex<f32>>, tensor<2x1x1xcomplex<f32>>) -> tensor<1x3x1xcomplex<f32>>
    return %0, %1, %2 : tensor<1x3x1xi32>, tensor<1x3x1xf32>, tensor<1x3x1xcomplex<f32>>
  }
  func.func @dynamic(%arg0: tensor<?x8x8x3xf32>, %arg1: tensor<3x3x3x16xf32>) -> tensor<?x6x6x16xf32> {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<?x8x8x3xf32>, tensor<3x3x3x16xf32>) -> tensor<?x6x6x16xf32>
    return %0 : tensor<?x6x6x16xf32>
  }
}
