"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>) -> tensor<2x2x2xf64>, sym_name = "main"}> ({
  ^bb0(%arg10: tensor<2x2x2xf64>, %arg11: tensor<2xf64>, %arg12: tensor<2xf64>, %arg13: tensor<2xf64>, %arg14: tensor<2xf64>):
    %2 = "stablehlo.batch_norm_inference"(%arg10, %arg11, %arg12, %arg13, %arg14) <{epsilon = 0.000000e+00 : f32, feature_index = 2 : i64}> : (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>) -> tensor<2x2x2xf64>
    "func.return"(%2) : (tensor<2x2x2xf64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x3xf16>, tensor<3xf16>, tensor<3xf16>, tensor<3xf16>, tensor<3xf16>) -> tensor<4x3xf16>, sym_name = "f16"}> ({
  ^bb0(%arg5: tensor<4x3xf16>, %arg6: tensor<3xf16>, %arg7: tensor<3xf16>, %arg8: tensor<3xf16>, %arg9: tensor<3xf16>):
    %1 = "stablehlo.batch_norm_inference"(%arg5, %arg6, %arg7, %arg8, %arg9) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<4x3xf16>, tensor<3xf16>, tensor<3xf16>, tensor<3xf16>, tensor<3xf16>) -> tensor<4x3xf16>
    "func.return"(%1) : (tensor<4x3xf16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<?x3xf32>, sym_name = "dynamic"}> ({
  ^bb0(%arg0: tensor<?x3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<3xf32>, %arg3: tensor<3xf32>, %arg4: tensor<3xf32>):
    %0 = "stablehlo.batch_norm_inference"(%arg0, %arg1, %arg2, %arg3, %arg4) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<?x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<?x3xf32>
    "func.return"(%0) : (tensor<?x3xf32>) -> ()
  }) : () -> ()
}) : () -> ()
