module {
  func.func @main(%arg0: tensor<2x2x2xf64>, %arg1: tensor<2xf64>, %arg2: tensor<2xf64>, %arg3: tensor<2xf64>, %arg4: tensor<2x2x2xf64>) -> (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>) {
    %grad_operand, %grad_scale, %grad_offset = "stablehlo.batch_norm_grad"(%arg0, %arg1, %arg2, %arg3, %arg4) <{epsilon = 0.000000e+00 : f32, feature_index = 2 : i64}> : (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2x2x2xf64>) -> (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>)
    return %grad_operand, %grad_scale, %grad_offset : tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>
  }
  func.func @f32_feature0(%arg0: tensor<3x2x4xf32>, %arg1: tensor<3xf32>, %arg2: tensor<3xf32>, %arg3: tensor<3xf32>, %arg4: tensor<3x2x4xf32>) -> (tensor<3x2x4xf32>, tensor<3xf32>, tensor<3xf32>) {
    %grad_operand, %grad_scale, %grad_offset = "stablehlo.batch_norm_grad"(%arg0, %arg1, %arg2, %arg3, %arg4) <{epsilon = 1.000000e-03 : f32, feature_index = 0 : i64}> : (tensor<3x2x4xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3x2x4xf32>) -> (tensor<3x2x4xf32>, tensor<3xf32>, tensor<3xf32>)
    return %grad_operand, %grad_scale, %grad_offset : tensor<3x2x4xf32>, tensor<3xf32>, tensor<3xf32>
  }
  func.func @bf16_dynamic(%arg0: tensor<?x2xbf16>, %arg1: tensor<2xbf16>, %arg2: tensor<2xbf16>, %arg3: tensor<2xbf16>, %arg4: tensor<?x2xbf16>) -> (tensor<?x2xbf16>, tensor<2xbf16>, tensor<2xbf16>) {
    %grad_operand, %grad_scale, %grad_offset = "stablehlo.batch_norm_grad"(%arg0, %arg1, %arg2, %arg3, %arg4) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<?x2xbf16>, tensor<2xbf16>, tensor<2xbf16>, tensor<2xbf16>, tensor<?x2xbf16>) -> (tensor<?x2xbf16>, tensor<2xbf16>, tensor<2xbf16>)
    return %grad_operand, %grad_scale, %grad_offset : tensor<?x2xbf16>, tensor<2xbf16>, tensor<2xbf16>
  }
}
