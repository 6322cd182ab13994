"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3xf32>) -> tensor<2x3xf32>, sym_name = "main"}> ({
  ^bb0(%arg11: tensor<2x3xf32>):
    %13 = "stablehlo.tan"(%arg11) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    "func.return"(%13) : (tensor<2x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xbf16>) -> tensor<2x3xbf16>, sym_name = "bf16"}> ({
  ^bb0(%arg10: tensor<2x3xbf16>):
    %12 = "stablehlo.tan"(%arg10) : (tensor<2x3xbf16>) -> tensor<2x3xbf16>
    "func.return"(%12) : (tensor<2x3xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xf16>) -> tensor<2x3xf16>, sym_name = "f16"}> ({
  ^bb0(%arg9: tensor<2x3xf16>):
    %11 = "stablehlo.tan"(%arg9) : (tensor<2x3xf16>) -> tensor<2x3xf16>
    "func.return"(%11) : (tensor<2x3xf16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xf64>) -> tensor<2x3xf64>, sym_name = "f64"}> ({
  ^bb0(%arg8: tensor<2x3xf64>):
    %10 = "stablehlo.tan"(%arg8) : (tensor<2x3xf64>) -> tensor<2x3xf64>
    "func.return"(%10) : (tensor<2x3xf64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xf8E4M3FN>) -> tensor<2x3xf8E4M3FN>, sym_name = "f8E4M3FN"}> ({
  ^bb0(%arg7: tensor<2x3xf8E4M3FN>):
    %9 = "stablehlo.tan"(%arg7) : (tensor<2x3xf8E4M3FN>) -> tensor<2x3xf8E4M3FN>
    "func.return"(%9) : (tensor<2x3xf8E4M3FN>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xcomplex<f32>>) -> tensor<2x3xcomplex<f32>>, sym_name = "complex_f32"}> ({
  ^bb0(%arg6: tensor<2x3xcomplex<f32>>):
    %8 = "stablehlo.tan"(%arg6) : (tensor<2x3xcomplex<f32>>) -> tensor<2x3xcomplex<f32>>
    "func.return"(%8) : (tensor<2x3xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xcomplex<f64>>) -> tensor<2x3xcomplex<f64>>, sym_name = "complex_f64"}> ({
  ^bb0(%arg5: tensor<2x3xcomplex<f64>>):
    %7 = "stablehlo.tan"(%arg5) : (tensor<2x3xcomplex<f64>>) -> tensor<2x3xcomplex<f64>>
    "func.return"(%7) : (tensor<2x3xcomplex<f64>>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<f32>) -> tensor<f32>, sym_name = "rank0"}> ({
  ^bb0(%arg4: tensor<f32>):
    %6 = "stablehlo.tan"(%arg4) : (tensor<f32>) -> tensor<f32>
    "func.return"(%6) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x3xf32>, tensor<?x3xf32, #stablehlo.bounds<5, ?>>) -> (tensor<?x3xf32>, tensor<?x3xf32, #stablehlo.bounds<5, ?>>), sym_name = "dynamic"}> ({
  ^bb0(%arg2: tensor<?x3xf32>, %arg3: tensor<?x3xf32, #stablehlo.bounds<5, ?>>):
    %4 = "stablehlo.tan"(%arg2) : (tensor<?x3xf32>) -> tensor<?x3xf32>
    %5 = "stablehlo.tan"(%arg3) : (tensor<?x3xf32, #stablehlo.bounds<5, ?>>) -> tensor<?x3xf32, #stablehlo.bounds<5, ?>>
    "func.return"(%4, %5) : (tensor<?x3xf32>, tensor<?x3xf32, #stablehlo.bounds<5, ?>>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x3xf32>) -> tensor<2x3xf32>, sym_name = "refine"}> ({
  ^bb0(%arg1: tensor<?x3xf32>):
    %3 = "stablehlo.tan"(%arg1) : (tensor<?x3xf32>) -> tensor<2x3xf32>
    "func.return"(%3) : (tensor<2x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>), sym_name = "accuracy"}> ({
  ^bb0(%arg0: tensor<4xf32>):
    %0 = "stablehlo.tan"(%arg0) <{result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<DEFAULT>>}> : (tensor<4xf32>) -> tensor<4xf32>
    %1 = "stablehlo.tan"(%arg0) <{result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>}> : (tensor<4xf32>) -> tensor<4xf32>
    %2 = "stablehlo.tan"(%arg0) <{result_accuracy = #stablehlo.result_accuracy<atol = 1.000000e-05, rtol = 2.500000e-01, ulps = 3, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>}> : (tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%0, %1, %2) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> ()
  }) : () -> ()
}) : () -> ()
