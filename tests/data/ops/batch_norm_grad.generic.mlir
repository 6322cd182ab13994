"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2x2x2xf64>) -> (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>), sym_name = "main"}> ({
  ^bb0(%arg10: tensor<2x2x2xf64>, %arg11: tensor<2xf64>, %arg12: tensor<2xf64>, %arg13: tensor<2xf64>, %arg14: tensor<2x2x2xf64>):
    %2:3 = "stablehlo.batch_norm_grad"(%arg10, %arg11, %arg12, %arg13, %arg14) <{epsilon = 0.000000e+00 : f32, feature_index = 2 : i64}> : (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2x2x2xf64>) -> (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>)
    "func.return"(%2#0, %2#1, %2#2) : (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3x2x4xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3x2x4xf32>) -> (tensor<3x2x4xf32>, tensor<3xf32>, tensor<3xf32>), sym_name = "f32_feature0"}> ({
  ^bb0(%arg5: tensor<3x2x4xf32>, %arg6: tensor<3xf32>, %arg7: tensor<3xf32>, %arg8: tensor<3xf32>, %arg9: tensor<3x2x4xf32>):
    %1:3 = "stablehlo.batch_norm_grad"(%arg5, %arg6, %arg7, %arg8, %arg9) <{epsilon = 1.000000e-03 : f32, feature_index = 0 : i64}> : (tensor<3x2x4xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3x2x4xf32>) -> (tensor<3x2x4xf32>, tensor<3xf32>, tensor<3xf32>)
    "func.return"(%1#0, %1#1, %1#2) : (tensor<3x2x4xf32>, tensor<3xf32>, tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x2xbf16>, tensor<2xbf16>, tensor<2xbf16>, tensor<2xbf16>, tensor<?x2xbf16>) -> (tensor<?x2xbf16>, tensor<2xbf16>, tensor<2xbf16>), sym_name = "bf16_dynamic"}> ({
  ^bb0(%arg0: tensor<?x2xbf16>, %arg1: tensor<2xbf16>, %arg2: tensor<2xbf16>, %arg3: tensor<2xbf16>, %arg4: tensor<?x2xbf16>):
    %0:3 = "stablehlo.batch_norm_grad"(%arg0, %arg1, %arg2, %arg3, %arg4) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<?x2xbf16>, tensor<2xbf16>, tensor<2xbf16>, tensor<2xbf16>, tensor<?x2xbf16>) -> (tensor<?x2xbf16>, tensor<2xbf16>, tensor<2xbf16>)
    "func.return"(%0#0, %0#1, %0#2) : (tensor<?x2xbf16>, tensor<2xbf16>, tensor<2xbf16>) -> ()
  }) : () -> ()
}) : () -> ()
