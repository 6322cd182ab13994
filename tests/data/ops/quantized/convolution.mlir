// per-tensor quantized convolution (C28, C31-C33)
func.func @per_tensor(%lhs: tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5:3>>, %rhs: tensor<3x3x1x1x!quant.uniform<i8:f32, 0.25:0>>) -> tensor<1x2x2x1x!quant.uniform<i32:f32, 0.125:0>> {
  %result = "stablehlo.convolution"(%lhs, %rhs) {
    window_strides = array<i64: 1, 1>,
    padding = dense<0> : tensor<2x2xi64>,
    lhs_dilation = array<i64: 1, 1>,
    rhs_dilation = array<i64: 1, 1>,
    window_reversal = array<i1: false, false>,
    dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>,
    feature_group_count = 1 : i64,
    batch_group_count = 1 : i64,
    precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]
  } : (tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5:3>>, tensor<3x3x1x1x!quant.uniform<i8:f32, 0.25:0>>) -> tensor<1x2x2x1x!quant.uniform<i32:f32, 0.125:0>>
  "func.return"(%result) : (tensor<1x2x2x1x!quant.uniform<i32:f32, 0.125:0>>) -> ()
}

// per-axis rhs on kernel_output_feature_dimension (C29), per-axis result on output_feature_dimension (C30)
func.func @per_axis(%lhs: tensor<1x4x4x2x!quant.uniform<i8:f32, 0.5:3>>, %rhs: tensor<3x3x2x2x!quant.uniform<i8<-127:127>:f32:3, {0.1:0, 0.2:0}>>) -> tensor<1x2x2x2x!quant.uniform<i32:f32:3, {0.05:0, 0.1:0}>> {
  %0 = "stablehlo.convolution"(%lhs, %rhs) {dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64} : (tensor<1x4x4x2x!quant.uniform<i8:f32, 0.5:3>>, tensor<3x3x2x2x!quant.uniform<i8<-127:127>:f32:3, {0.1:0, 0.2:0}>>) -> tensor<1x2x2x2x!quant.uniform<i32:f32:3, {0.05:0, 0.1:0}>>
  "func.return"(%0) : (tensor<1x2x2x2x!quant.uniform<i32:f32:3, {0.05:0, 0.1:0}>>) -> ()
}

// hybrid: float lhs/result, quantized rhs (C34)
func.func @hybrid(%lhs: tensor<1x4x4x1xf32>, %rhs: tensor<3x3x1x1x!quant.uniform<i8:f32, 0.25:0>>) -> tensor<1x2x2x1xf32> {
  %0 = "stablehlo.convolution"(%lhs, %rhs) {window_strides = array<i64: 1, 1>, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1x!quant.uniform<i8:f32, 0.25:0>>) -> tensor<1x2x2x1xf32>
  "func.return"(%0) : (tensor<1x2x2x1xf32>) -> ()
}
