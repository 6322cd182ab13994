"builtin.module"() ({
  "func.func"() <{function_type = (tensor<3xi32>, tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>, sym_name = "main"}> ({
  ^bb0(%arg15: tensor<3xi32>, %arg16: tensor<3xi32>, %arg17: tensor<3xi32>):
    %9 = "stablehlo.clamp"(%arg15, %arg16, %arg17) : (tensor<3xi32>, tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    "func.return"(%9) : (tensor<3xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<f32>, tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>, sym_name = "scalar_bounds"}> ({
  ^bb0(%arg12: tensor<f32>, %arg13: tensor<2x3xf32>, %arg14: tensor<f32>):
    %8 = "stablehlo.clamp"(%arg12, %arg13, %arg14) : (tensor<f32>, tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
    "func.return"(%8) : (tensor<2x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<f32>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>, sym_name = "mixed_bounds"}> ({
  ^bb0(%arg9: tensor<f32>, %arg10: tensor<2x3xf32>, %arg11: tensor<2x3xf32>):
    %7 = "stablehlo.clamp"(%arg9, %arg10, %arg11) : (tensor<f32>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    "func.return"(%7) : (tensor<2x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xui8>, tensor<4xbf16>, tensor<4xf8E4M3FN>, tensor<4xi1>) -> (tensor<4xui8>, tensor<4xbf16>, tensor<4xf8E4M3FN>, tensor<4xi1>), sym_name = "types"}> ({
  ^bb0(%arg5: tensor<4xui8>, %arg6: tensor<4xbf16>, %arg7: tensor<4xf8E4M3FN>, %arg8: tensor<4xi1>):
    %3 = "stablehlo.clamp"(%arg5, %arg5, %arg5) : (tensor<4xui8>, tensor<4xui8>, tensor<4xui8>) -> tensor<4xui8>
    %4 = "stablehlo.clamp"(%arg6, %arg6, %arg6) : (tensor<4xbf16>, tensor<4xbf16>, tensor<4xbf16>) -> tensor<4xbf16>
    %5 = "stablehlo.clamp"(%arg7, %arg7, %arg7) : (tensor<4xf8E4M3FN>, tensor<4xf8E4M3FN>, tensor<4xf8E4M3FN>) -> tensor<4xf8E4M3FN>
    %6 = "stablehlo.clamp"(%arg8, %arg8, %arg8) : (tensor<4xi1>, tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    "func.return"(%3, %4, %5, %6) : (tensor<4xui8>, tensor<4xbf16>, tensor<4xf8E4M3FN>, tensor<4xi1>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i64>) -> tensor<i64>, sym_name = "rank0"}> ({
  ^bb0(%arg4: tensor<i64>):
    %2 = "stablehlo.clamp"(%arg4, %arg4, %arg4) : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<i64>
    "func.return"(%2) : (tensor<i64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<f32>, tensor<?x3xf32>, tensor<f32>, tensor<?x3xf32, #stablehlo.bounds<5, ?>>) -> (tensor<?x3xf32>, tensor<?x3xf32, #stablehlo.bounds<5, ?>>), sym_name = "dynamic"}> ({
  ^bb0(%arg0: tensor<f32>, %arg1: tensor<?x3xf32>, %arg2: tensor<f32>, %arg3: tensor<?x3xf32, #stablehlo.bounds<5, ?>>):
    %0 = "stablehlo.clamp"(%arg0, %arg1, %arg2) : (tensor<f32>, tensor<?x3xf32>, tensor<f32>) -> tensor<?x3xf32>
    %1 = "stablehlo.clamp"(%arg3, %arg3, %arg3) : (tensor<?x3xf32, #stablehlo.bounds<5, ?>>, tensor<?x3xf32, #stablehlo.bounds<5, ?>>, tensor<?x3xf32, #stablehlo.bounds<5, ?>>) -> tensor<?x3xf32, #stablehlo.bounds<5, ?>>
    "func.return"(%0, %1) : (tensor<?x3xf32>, tensor<?x3xf32, #stablehlo.bounds<5, ?>>) -> ()
  }) : () -> ()
}) : () -> ()
