func.func @main(%operand: tensor<2x2x2xf64>, %scale: tensor<2xf64>, %offset: tensor<2xf64>) -> (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>) {
  %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%operand, %scale, %offset) {
    epsilon = 0.0 : f32,
    feature_index = 2 : i64
  } : (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>) -> (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>)
  "func.return"(%output, %batch_mean, %batch_var) : (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>) -> ()
}

func.func @f32(%operand: tensor<5x4xf32>, %scale: tensor<5xf32>, %offset: tensor<5xf32>) -> (tensor<5x4xf32>, tensor<5xf32>, tensor<5xf32>) {
  %0:3 = "stablehlo.batch_norm_training"(%operand, %scale, %offset) {epsilon = 1.000000e-03 : f32, feature_index = 0 : i64} : (tensor<5x4xf32>, tensor<5xf32>, tensor<5xf32>) -> (tensor<5x4xf32>, tensor<5xf32>, tensor<5xf32>)
  "func.return"(%0#0, %0#1, %0#2) : (tensor<5x4xf32>, tensor<5xf32>, tensor<5xf32>) -> ()
}
