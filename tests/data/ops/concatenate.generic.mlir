"builtin.module"() ({
  "func.func"() <{function_type = (tensor<3x2xi64>, tensor<1x2xi64>) -> tensor<4x2xi64>, sym_name = "main"}> ({
  ^bb0(%arg11: tensor<3x2xi64>, %arg12: tensor<1x2xi64>):
    %8 = "stablehlo.concatenate"(%arg11, %arg12) <{dimension = 0 : i64}> : (tensor<3x2xi64>, tensor<1x2xi64>) -> tensor<4x2xi64>
    "func.return"(%8) : (tensor<4x2xi64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xf32>) -> tensor<2x3xf32>, sym_name = "one"}> ({
  ^bb0(%arg10: tensor<2x3xf32>):
    %7 = "stablehlo.concatenate"(%arg10) <{dimension = 1 : i64}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
    "func.return"(%7) : (tensor<2x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x1xbf16>, tensor<2x2xbf16>, tensor<2x3xbf16>) -> tensor<2x6xbf16>, sym_name = "three"}> ({
  ^bb0(%arg7: tensor<2x1xbf16>, %arg8: tensor<2x2xbf16>, %arg9: tensor<2x3xbf16>):
    %6 = "stablehlo.concatenate"(%arg7, %arg8, %arg9) <{dimension = 1 : i64}> : (tensor<2x1xbf16>, tensor<2x2xbf16>, tensor<2x3xbf16>) -> tensor<2x6xbf16>
    "func.return"(%6) : (tensor<2x6xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2xi1>, tensor<2xcomplex<f64>>, tensor<2xui2>, tensor<2xf4E2M1FN>) -> (tensor<4xi1>, tensor<4xcomplex<f64>>, tensor<4xui2>, tensor<4xf4E2M1FN>), sym_name = "types"}> ({
  ^bb0(%arg3: tensor<2xi1>, %arg4: tensor<2xcomplex<f64>>, %arg5: tensor<2xui2>, %arg6: tensor<2xf4E2M1FN>):
    %2 = "stablehlo.concatenate"(%arg3, %arg3) <{dimension = 0 : i64}> : (tensor<2xi1>, tensor<2xi1>) -> tensor<4xi1>
    %3 = "stablehlo.concatenate"(%arg4, %arg4) <{dimension = 0 : i64}> : (tensor<2xcomplex<f64>>, tensor<2xcomplex<f64>>) -> tensor<4xcomplex<f64>>
    %4 = "stablehlo.concatenate"(%arg5, %arg5) <{dimension = 0 : i64}> : (tensor<2xui2>, tensor<2xui2>) -> tensor<4xui2>
    %5 = "stablehlo.concatenate"(%arg6, %arg6) <{dimension = 0 : i64}> : (tensor<2xf4E2M1FN>, tensor<2xf4E2M1FN>) -> tensor<4xf4E2M1FN>
    "func.return"(%2, %3, %4, %5) : (tensor<4xi1>, tensor<4xcomplex<f64>>, tensor<4xui2>, tensor<4xf4E2M1FN>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x2xf32>, tensor<3x2xf32>, tensor<?x2xf32, #stablehlo.bounds<4, ?>>) -> (tensor<?x2xf32>, tensor<?x2xf32, #stablehlo.bounds<7, ?>>), sym_name = "dynamic"}> ({
  ^bb0(%arg0: tensor<?x2xf32>, %arg1: tensor<3x2xf32>, %arg2: tensor<?x2xf32, #stablehlo.bounds<4, ?>>):
    %0 = "stablehlo.concatenate"(%arg0, %arg1) <{dimension = 0 : i64}> : (tensor<?x2xf32>, tensor<3x2xf32>) -> tensor<?x2xf32>
    %1 = "stablehlo.concatenate"(%arg2, %arg1) <{dimension = 0 : i64}> : (tensor<?x2xf32, #stablehlo.bounds<4, ?>>, tensor<3x2xf32>) -> tensor<?x2xf32, #stablehlo.bounds<7, ?>>
    "func.return"(%0, %1) : (tensor<?x2xf32>, tensor<?x2xf32, #stablehlo.bounds<7, ?>>) -> ()
  }) : () -> ()
}) : () -> ()
