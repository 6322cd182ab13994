"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x4x4x1xi64>, tensor<3x3x1x1xi64>) -> tensor<1x2x2x1xi64>, sym_name = "main"}> ({
  ^bb0(%arg28: tensor<1x4x4x1xi64>, %arg29: tensor<3x3x1x1xi64>):
    %18 = "stablehlo.convolution"(%arg28, %arg29) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<0> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 4, 4>}> : (tensor<1x4x4x1xi64>, tensor<3x3x1x1xi64>) -> tensor<1x2x2x1xi64>
    "func.return"(%18) : (tensor<1x2x2x1xi64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<1x8x8x3xf32>, tensor<3x3x3x16xf32>) -> tensor<1x6x6x16xf32>, sym_name = "no_window"}> ({
  ^bb0(%arg26: tensor<1x8x8x3xf32>, %arg27: tensor<3x3x3x16xf32>):
    %17 = "stablehlo.convolution"(%arg26, %arg27) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64}> : (tensor<1x8x8x3xf32>, tensor<3x3x3x16xf32>) -> tensor<1x6x6x16xf32>
    "func.return"(%17) : (tensor<1x6x6x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3x8x8xbf16>, tensor<16x3x3x3xbf16>) -> tensor<2x16x4x4xbf16>, sym_name = "nchw"}> ({
  ^bb0(%arg24: tensor<2x3x8x8xbf16>, %arg25: tensor<16x3x3x3xbf16>):
    %16 = "stablehlo.convolution"(%arg24, %arg25) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]>, feature_group_count = 1 : i64, padding = dense<1> : tensor<2x2xi64>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGH>], window_strides = array<i64: 2, 2>}> : (tensor<2x3x8x8xbf16>, tensor<16x3x3x3xbf16>) -> tensor<2x16x4x4xbf16>
    "func.return"(%16) : (tensor<2x16x4x4xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<1x8x8x2xf32>, tensor<3x3x2x2xf32>) -> (tensor<1x6x6x2xf32>, tensor<1x6x6x2xf32>, tensor<1x13x13x2xf32>, tensor<1x4x4x2xf32>, tensor<1x8x8x2xf32>), sym_name = "window_parts"}> ({
  ^bb0(%arg22: tensor<1x8x8x2xf32>, %arg23: tensor<3x3x2x2xf32>):
    %11 = "stablehlo.convolution"(%arg22, %arg23) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, window_strides = array<i64: 1, 1>}> : (tensor<1x8x8x2xf32>, tensor<3x3x2x2xf32>) -> tensor<1x6x6x2xf32>
    %12 = "stablehlo.convolution"(%arg22, %arg23) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, window_reversal = array<i1: true, false>}> : (tensor<1x8x8x2xf32>, tensor<3x3x2x2xf32>) -> tensor<1x6x6x2xf32>
    %13 = "stablehlo.convolution"(%arg22, %arg23) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>}> : (tensor<1x8x8x2xf32>, tensor<3x3x2x2xf32>) -> tensor<1x13x13x2xf32>
    %14 = "stablehlo.convolution"(%arg22, %arg23) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, rhs_dilation = array<i64: 2, 2>}> : (tensor<1x8x8x2xf32>, tensor<3x3x2x2xf32>) -> tensor<1x4x4x2xf32>
    %15 = "stablehlo.convolution"(%arg22, %arg23) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, padding = dense<[[1, 1], [2, 0]]> : tensor<2x2xi64>}> : (tensor<1x8x8x2xf32>, tensor<3x3x2x2xf32>) -> tensor<1x8x8x2xf32>
    "func.return"(%11, %12, %13, %14, %15) : (tensor<1x6x6x2xf32>, tensor<1x6x6x2xf32>, tensor<1x13x13x2xf32>, tensor<1x4x4x2xf32>, tensor<1x8x8x2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<1x8x1xf32>, tensor<3x1x1xf32>) -> tensor<1x4x1xf32>, sym_name = "negative_padding"}> ({
  ^bb0(%arg20: tensor<1x8x1xf32>, %arg21: tensor<3x1x1xf32>):
    %10 = "stablehlo.convolution"(%arg20, %arg21) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, feature_group_count = 1 : i64, padding = dense<-1> : tensor<1x2xi64>}> : (tensor<1x8x1xf32>, tensor<3x1x1xf32>) -> tensor<1x4x1xf32>
    "func.return"(%10) : (tensor<1x4x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<1x4x4x4x2xf32>, tensor<2x2x2x2x4xf32>) -> tensor<1x3x3x3x4xf32>, sym_name = "conv3d"}> ({
  ^bb0(%arg18: tensor<1x4x4x4x2xf32>, %arg19: tensor<2x2x2x2x4xf32>):
    %9 = "stablehlo.convolution"(%arg18, %arg19) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, 2, f]x[0, 1, 2, i, o]->[b, 0, 1, 2, f]>, feature_group_count = 1 : i64, window_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x4x4x2xf32>, tensor<2x2x2x2x4xf32>) -> tensor<1x3x3x3x4xf32>
    "func.return"(%9) : (tensor<1x3x3x3x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>, sym_name = "no_spatial"}> ({
  ^bb0(%arg16: tensor<3x4xf32>, %arg17: tensor<4x5xf32>):
    %8 = "stablehlo.convolution"(%arg16, %arg17) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, f]x[i, o]->[b, f]>, feature_group_count = 1 : i64}> : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
    "func.return"(%8) : (tensor<3x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<1x8x8x4xf32>, tensor<3x3x2x4xf32>, tensor<4x8x8x2xf32>, tensor<3x3x2x4xf32>) -> (tensor<1x6x6x4xf32>, tensor<2x6x6x4xf32>), sym_name = "groups"}> ({
  ^bb0(%arg12: tensor<1x8x8x4xf32>, %arg13: tensor<3x3x2x4xf32>, %arg14: tensor<4x8x8x2xf32>, %arg15: tensor<3x3x2x4xf32>):
    %6 = "stablehlo.convolution"(%arg12, %arg13) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 2 : i64}> : (tensor<1x8x8x4xf32>, tensor<3x3x2x4xf32>) -> tensor<1x6x6x4xf32>
    %7 = "stablehlo.convolution"(%arg14, %arg15) <{batch_group_count = 2 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64}> : (tensor<4x8x8x2xf32>, tensor<3x3x2x4xf32>) -> tensor<2x6x6x4xf32>
    "func.return"(%6, %7) : (tensor<1x6x6x4xf32>, tensor<2x6x6x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<1x8x8x3xf32>, tensor<3x3x3x16xf32>) -> tensor<16x6x1x6xf32>, sym_name = "permuted_output"}> ({
  ^bb0(%arg10: tensor<1x8x8x3xf32>, %arg11: tensor<3x3x3x16xf32>):
    %5 = "stablehlo.convolution"(%arg10, %arg11) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[f, 1, b, 0]>, feature_group_count = 1 : i64}> : (tensor<1x8x8x3xf32>, tensor<3x3x3x16xf32>) -> tensor<16x6x1x6xf32>
    "func.return"(%5) : (tensor<16x6x1x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32>, sym_name = "raw_dims"}> ({
  ^bb0(%arg8: tensor<1x4x4x1xf32>, %arg9: tensor<3x3x1x1xf32>):
    %4 = "stablehlo.convolution"(%arg8, %arg9) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64}> : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32>
    "func.return"(%4) : (tensor<1x2x2x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<1x4x1xi8>, tensor<2x1x1xi8>, tensor<1x4x1xf8E4M3FN>, tensor<2x1x1xf8E4M3FN>, tensor<1x4x1xcomplex<f32>>, tensor<2x1x1xcomplex<f32>>) -> (tensor<1x3x1xi32>, tensor<1x3x1xf32>, tensor<1x3x1xcomplex<f32>>), sym_name = "types"}> ({
  ^bb0(%arg2: tensor<1x4x1xi8>, %arg3: tensor<2x1x1xi8>, %arg4: tensor<1x4x1xf8E4M3FN>, %arg5: tensor<2x1x1xf8E4M3FN>, %arg6: tensor<1x4x1xcomplex<f32>>, %arg7: tensor<2x1x1xcomplex<f32>>):
    %1 = "stablehlo.convolution"(%arg2, %arg3) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, feature_group_count = 1 : i64}> : (tensor<1x4x1xi8>, tensor<2x1x1xi8>) -> tensor<1x3x1xi32>
    %2 = "stablehlo.convolution"(%arg4, %arg5) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, feature_group_count = 1 : i64}> : (tensor<1x4x1xf8E4M3FN>, tensor<2x1x1xf8E4M3FN>) -> tensor<1x3x1xf32>
    %3 = "stablehlo.convolution"(%arg6, %arg7) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, feature_group_count = 1 : i64}> : (tensor<1x4x1xcomplex<f32>>, tensor<2x1x1xcomplex<f32>>) -> tensor<1x3x1xcomplex<f32>>
    "func.return"(%1, %2, %3) : (tensor<1x3x1xi32>, tensor<1x3x1xf32>, tensor<1x3x1xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x8x8x3xf32>, tensor<3x3x3x16xf32>) -> tensor<?x6x6x16xf32>, sym_name = "dynamic"}> ({
  ^bb0(%arg0: tensor<?x8x8x3xf32>, %arg1: tensor<3x3x3x16xf32>):
    %0 = "stablehlo.convolution"(%arg0, %arg1) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<?x8x8x3xf32>, tensor<3x3x3x16xf32>) -> tensor<?x6x6x16xf32>
    "func.return"(%0) : (tensor<?x6x6x16xf32>) -> ()
  }) : () -> ()
}) : () -> ()
