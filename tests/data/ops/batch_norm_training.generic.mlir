"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>) -> (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>), sym_name = "main"}> ({
  ^bb0(%arg3: tensor<2x2x2xf64>, %arg4: tensor<2xf64>, %arg5: tensor<2xf64>):
    %1:3 = "stablehlo.batch_norm_training"(%arg3, %arg4, %arg5) <{epsilon = 0.000000e+00 : f32, feature_index = 2 : i64}> : (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>) -> (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>)
    "func.return"(%1#0, %1#1, %1#2) : (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<5x4xf32>, tensor<5xf32>, tensor<5xf32>) -> (tensor<5x4xf32>, tensor<5xf32>, tensor<5xf32>), sym_name = "f32"}> ({
  ^bb0(%arg0: tensor<5x4xf32>, %arg1: tensor<5xf32>, %arg2: tensor<5xf32>):
    %0:3 = "stablehlo.batch_norm_training"(%arg0, %arg1, %arg2) <{epsilon = 1.000000e-03 : f32, feature_index = 0 : i64}> : (tensor<5x4xf32>, tensor<5xf32>, tensor<5xf32>) -> (tensor<5x4xf32>, tensor<5xf32>, tensor<5xf32>)
    "func.return"(%0#0, %0#1, %0#2) : (tensor<5x4xf32>, tensor<5xf32>, tensor<5xf32>) -> ()
  }) : () -> ()
}) : () -> ()
