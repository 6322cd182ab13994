module {
  func.func @main(%arg0: tensor<2x2x2xf64>, %arg1: tensor<2xf64>, %arg2: tensor<2xf64>) -> (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>) {
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%arg0, %arg1, %arg2) <{epsilon = 0.000000e+00 : f32, feature_index = 2 : i64}> : (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>) -> (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>)
    return %output, %batch_mean, %batch_var : tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>
  }
  func.func @f32(%arg0: tensor<5x4xf32>, %arg1: tensor<5xf32>, %arg2: tensor<5xf32>) -> (tensor<5x4xf32>, tensor<5xf32>, tensor<5xf32>) {
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%arg0, %arg1, %arg2) <{epsilon = 1.000000e-03 : f32, feature_index = 0 : i64}> : (tensor<5x4xf32>, tensor<5xf32>, tensor<5xf32>) -> (tensor<5x4xf32>, tensor<5xf32>, tensor<5xf32>)
    return %output, %batch_mean, %batch_var : tensor<5x4xf32>, tensor<5xf32>, tensor<5xf32>
  }
}
