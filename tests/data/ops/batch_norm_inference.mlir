func.func @main(%operand: tensor<2x2x2xf64>, %scale: tensor<2xf64>, %offset: tensor<2xf64>, %mean: tensor<2xf64>, %variance: tensor<2xf64>) -> tensor<2x2x2xf64> {
  %result = "stablehlo.batch_norm_inference"(%operand, %scale, %offset, %mean, %variance) {
    epsilon = 0.0 : f32,
    feature_index = 2 : i64
  } : (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>) -> tensor<2x2x2xf64>
  "func.return"(%result) : (tensor<2x2x2xf64>) -> ()
}

func.func @f16(%operand: tensor<4x3xf16>, %scale: tensor<3xf16>, %offset: tensor<3xf16>, %mean: tensor<3xf16>, %variance: tensor<3xf16>) -> tensor<4x3xf16> {
  %result = "stablehlo.batch_norm_inference"(%operand, %scale, %offset, %mean, %variance) {epsilon = 1.0e-05 : f32, feature_index = 1 : i64} : (tensor<4x3xf16>, tensor<3xf16>, tensor<3xf16>, tensor<3xf16>, tensor<3xf16>) -> tensor<4x3xf16>
  "func.return"(%result) : (tensor<4x3xf16>) -> ()
}

func.func @dynamic(%operand: tensor<?x3xf32>, %scale: tensor<3xf32>, %offset: tensor<3xf32>, %mean: tensor<3xf32>, %variance: tensor<3xf32>) -> tensor<?x3xf32> {
  %result = "stablehlo.batch_norm_inference"(%operand, %scale, %offset, %mean, %variance) {epsilon = 1.0e-05 : f32, feature_index = 1 : i64} : (tensor<?x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<?x3xf32>
  "func.return"(%result) : (tensor<?x3xf32>) -> ()
}
