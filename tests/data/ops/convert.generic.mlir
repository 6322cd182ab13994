"builtin.module"() ({
  "func.func"() <{function_type = (tensor<3xi64>) -> tensor<3xcomplex<f64>>, sym_name = "main"}> ({
  ^bb0(%arg10: tensor<3xi64>):
    %14 = "stablehlo.convert"(%arg10) : (tensor<3xi64>) -> tensor<3xcomplex<f64>>
    "func.return"(%14) : (tensor<3xcomplex<f64>>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2xf32>) -> tensor<2xf32>, sym_name = "same"}> ({
  ^bb0(%arg9: tensor<2xf32>):
    %13 = "stablehlo.convert"(%arg9) : (tensor<2xf32>) -> tensor<2xf32>
    "func.return"(%13) : (tensor<2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2xf32>, tensor<2xi1>, tensor<2xui8>, tensor<2xbf16>, tensor<2xf8E4M3FN>, tensor<2xcomplex<f32>>) -> (tensor<2xbf16>, tensor<2xf16>, tensor<2xi4>, tensor<2xf8E5M2>, tensor<2xf32>, tensor<2xcomplex<f64>>, tensor<2xf4E2M1FN>, tensor<2xi1>, tensor<2xui2>), sym_name = "types"}> ({
  ^bb0(%arg3: tensor<2xf32>, %arg4: tensor<2xi1>, %arg5: tensor<2xui8>, %arg6: tensor<2xbf16>, %arg7: tensor<2xf8E4M3FN>, %arg8: tensor<2xcomplex<f32>>):
    %4 = "stablehlo.convert"(%arg3) : (tensor<2xf32>) -> tensor<2xbf16>
    %5 = "stablehlo.convert"(%arg4) : (tensor<2xi1>) -> tensor<2xf16>
    %6 = "stablehlo.convert"(%arg5) : (tensor<2xui8>) -> tensor<2xi4>
    %7 = "stablehlo.convert"(%arg6) : (tensor<2xbf16>) -> tensor<2xf8E5M2>
    %8 = "stablehlo.convert"(%arg7) : (tensor<2xf8E4M3FN>) -> tensor<2xf32>
    %9 = "stablehlo.convert"(%arg8) : (tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f64>>
    %10 = "stablehlo.convert"(%arg3) : (tensor<2xf32>) -> tensor<2xf4E2M1FN>
    %11 = "stablehlo.convert"(%arg3) : (tensor<2xf32>) -> tensor<2xi1>
    %12 = "stablehlo.convert"(%arg3) : (tensor<2xf32>) -> tensor<2xui2>
    "func.return"(%4, %5, %6, %7, %8, %9, %10, %11, %12) : (tensor<2xbf16>, tensor<2xf16>, tensor<2xi4>, tensor<2xf8E5M2>, tensor<2xf32>, tensor<2xcomplex<f64>>, tensor<2xf4E2M1FN>, tensor<2xi1>, tensor<2xui2>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>) -> tensor<f32>, sym_name = "rank0"}> ({
  ^bb0(%arg2: tensor<i32>):
    %3 = "stablehlo.convert"(%arg2) : (tensor<i32>) -> tensor<f32>
    "func.return"(%3) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x3xf32>, tensor<?x3xi32, #stablehlo.bounds<5, ?>>) -> (tensor<?x3xi32>, tensor<?x3xf64, #stablehlo.bounds<5, ?>>, tensor<2x3xf16>), sym_name = "dynamic"}> ({
  ^bb0(%arg0: tensor<?x3xf32>, %arg1: tensor<?x3xi32, #stablehlo.bounds<5, ?>>):
    %0 = "stablehlo.convert"(%arg0) : (tensor<?x3xf32>) -> tensor<?x3xi32>
    %1 = "stablehlo.convert"(%arg1) : (tensor<?x3xi32, #stablehlo.bounds<5, ?>>) -> tensor<?x3xf64, #stablehlo.bounds<5, ?>>
    %2 = "stablehlo.convert"(%arg0) : (tensor<?x3xf32>) -> tensor<2x3xf16>
    "func.return"(%0, %1, %2) : (tensor<?x3xi32>, tensor<?x3xf64, #stablehlo.bounds<5, ?>>, tensor<2x3xf16>) -> ()
  }) : () -> ()
}) : () -> ()
