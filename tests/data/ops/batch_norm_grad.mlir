func.func @main(%operand: tensor<2x2x2xf64>, %scale: tensor<2xf64>, %mean: tensor<2xf64>, %variance: tensor<2xf64>, %grad_output: tensor<2x2x2xf64>) -> (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>) {
  %0:3 = "stablehlo.batch_norm_grad"(%operand, %scale, %mean, %variance, %grad_output) {
    epsilon = 0.0 : f32,
    feature_index = 2 : i64
  } : (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2x2x2xf64>) -> (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>)
  "func.return"(%0#0, %0#1, %0#2) : (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>) -> ()
}

func.func @f32_feature0(%operand: tensor<3x2x4xf32>, %scale: tensor<3xf32>, %mean: tensor<3xf32>, %variance: tensor<3xf32>, %grad_output: tensor<3x2x4xf32>) -> (tensor<3x2x4xf32>, tensor<3xf32>, tensor<3xf32>) {
  %grad_operand, %grad_scale, %grad_offset = "stablehlo.batch_norm_grad"(%operand, %scale, %mean, %variance, %grad_output) {epsilon = 1.0e-03 : f32, feature_index = 0 : i64} : (tensor<3x2x4xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3x2x4xf32>) -> (tensor<3x2x4xf32>, tensor<3xf32>, tensor<3xf32>)
  "func.return"(%grad_operand, %grad_scale, %grad_offset) : (tensor<3x2x4xf32>, tensor<3xf32>, tensor<3xf32>) -> ()
}

func.func @bf16_dynamic(%operand: tensor<?x2xbf16>, %scale: tensor<2xbf16>, %mean: tensor<2xbf16>, %variance: tensor<2xbf16>, %grad_output: tensor<?x2xbf16>) -> (tensor<?x2xbf16>, tensor<2xbf16>, tensor<2xbf16>) {
  %0:3 = "stablehlo.batch_norm_grad"(%operand, %scale, %mean, %variance, %grad_output) {epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64} : (tensor<?x2xbf16>, tensor<2xbf16>, tensor<2xbf16>, tensor<2xbf16>, tensor<?x2xbf16>) -> (tensor<?x2xbf16>, tensor<2xbf16>, tensor<2xbf16>)
  "func.return"(%0#0, %0#1, %0#2) : (tensor<?x2xbf16>, tensor<2xbf16>, tensor<2xbf16>) -> ()
}
