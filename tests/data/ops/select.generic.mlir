"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x2xi1>, tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi32>, sym_name = "main"}> ({
  ^bb0(%arg15: tensor<2x2xi1>, %arg16: tensor<2x2xi32>, %arg17: tensor<2x2xi32>):
    %8 = "stablehlo.select"(%arg15, %arg16, %arg17) : (tensor<2x2xi1>, tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi32>
    "func.return"(%8) : (tensor<2x2xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>, sym_name = "scalar_pred"}> ({
  ^bb0(%arg12: tensor<i1>, %arg13: tensor<2x2xf32>, %arg14: tensor<2x2xf32>):
    %7 = "stablehlo.select"(%arg12, %arg13, %arg14) : (tensor<i1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    "func.return"(%7) : (tensor<2x2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3xi1>, tensor<3xi1>, tensor<3xcomplex<f32>>, tensor<3xf8E4M3FN>, tensor<3xui2>) -> (tensor<3xi1>, tensor<3xcomplex<f32>>, tensor<3xf8E4M3FN>, tensor<3xui2>), sym_name = "types"}> ({
  ^bb0(%arg7: tensor<3xi1>, %arg8: tensor<3xi1>, %arg9: tensor<3xcomplex<f32>>, %arg10: tensor<3xf8E4M3FN>, %arg11: tensor<3xui2>):
    %3 = "stablehlo.select"(%arg7, %arg8, %arg8) : (tensor<3xi1>, tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
    %4 = "stablehlo.select"(%arg7, %arg9, %arg9) : (tensor<3xi1>, tensor<3xcomplex<f32>>, tensor<3xcomplex<f32>>) -> tensor<3xcomplex<f32>>
    %5 = "stablehlo.select"(%arg7, %arg10, %arg10) : (tensor<3xi1>, tensor<3xf8E4M3FN>, tensor<3xf8E4M3FN>) -> tensor<3xf8E4M3FN>
    %6 = "stablehlo.select"(%arg7, %arg11, %arg11) : (tensor<3xi1>, tensor<3xui2>, tensor<3xui2>) -> tensor<3xui2>
    "func.return"(%3, %4, %5, %6) : (tensor<3xi1>, tensor<3xcomplex<f32>>, tensor<3xf8E4M3FN>, tensor<3xui2>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i1>, tensor<i1>) -> tensor<i1>, sym_name = "rank0"}> ({
  ^bb0(%arg5: tensor<i1>, %arg6: tensor<i1>):
    %2 = "stablehlo.select"(%arg5, %arg6, %arg6) : (tensor<i1>, tensor<i1>, tensor<i1>) -> tensor<i1>
    "func.return"(%2) : (tensor<i1>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x3xi1>, tensor<?x3xf32>, tensor<2x3xf32>, tensor<?x3xi1, #stablehlo.bounds<5, ?>>, tensor<?x3xf32, #stablehlo.bounds<5, ?>>) -> (tensor<2x3xf32>, tensor<?x3xf32, #stablehlo.bounds<5, ?>>), sym_name = "dynamic"}> ({
  ^bb0(%arg0: tensor<?x3xi1>, %arg1: tensor<?x3xf32>, %arg2: tensor<2x3xf32>, %arg3: tensor<?x3xi1, #stablehlo.bounds<5, ?>>, %arg4: tensor<?x3xf32, #stablehlo.bounds<5, ?>>):
    %0 = "stablehlo.select"(%arg0, %arg1, %arg2) : (tensor<?x3xi1>, tensor<?x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %1 = "stablehlo.select"(%arg3, %arg4, %arg4) : (tensor<?x3xi1, #stablehlo.bounds<5, ?>>, tensor<?x3xf32, #stablehlo.bounds<5, ?>>, tensor<?x3xf32, #stablehlo.bounds<5, ?>>) -> tensor<?x3xf32, #stablehlo.bounds<5, ?>>
    "func.return"(%0, %1) : (tensor<2x3xf32>, tensor<?x3xf32, #stablehlo.bounds<5, ?>>) -> ()
  }) : () -> ()
}) : () -> ()
