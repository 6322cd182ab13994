"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3xf32>) -> tensor<2x3xf32>, sym_name = "main"}> ({
  ^bb0(%arg10: tensor<2x3xf32>):
    %10 = "stablehlo.round_nearest_even"(%arg10) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    "func.return"(%10) : (tensor<2x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xbf16>) -> tensor<2x3xbf16>, sym_name = "bf16"}> ({
  ^bb0(%arg9: tensor<2x3xbf16>):
    %9 = "stablehlo.round_nearest_even"(%arg9) : (tensor<2x3xbf16>) -> tensor<2x3xbf16>
    "func.return"(%9) : (tensor<2x3xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xf16>) -> tensor<2x3xf16>, sym_name = "f16"}> ({
  ^bb0(%arg8: tensor<2x3xf16>):
    %8 = "stablehlo.round_nearest_even"(%arg8) : (tensor<2x3xf16>) -> tensor<2x3xf16>
    "func.return"(%8) : (tensor<2x3xf16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xf64>) -> tensor<2x3xf64>, sym_name = "f64"}> ({
  ^bb0(%arg7: tensor<2x3xf64>):
    %7 = "stablehlo.round_nearest_even"(%arg7) : (tensor<2x3xf64>) -> tensor<2x3xf64>
    "func.return"(%7) : (tensor<2x3xf64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xf8E4M3FN>) -> tensor<2x3xf8E4M3FN>, sym_name = "f8E4M3FN"}> ({
  ^bb0(%arg6: tensor<2x3xf8E4M3FN>):
    %6 = "stablehlo.round_nearest_even"(%arg6) : (tensor<2x3xf8E4M3FN>) -> tensor<2x3xf8E4M3FN>
    "func.return"(%6) : (tensor<2x3xf8E4M3FN>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xf8E5M2>) -> tensor<2x3xf8E5M2>, sym_name = "f8E5M2"}> ({
  ^bb0(%arg5: tensor<2x3xf8E5M2>):
    %5 = "stablehlo.round_nearest_even"(%arg5) : (tensor<2x3xf8E5M2>) -> tensor<2x3xf8E5M2>
    "func.return"(%5) : (tensor<2x3xf8E5M2>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xf4E2M1FN>) -> tensor<2x3xf4E2M1FN>, sym_name = "f4E2M1FN"}> ({
  ^bb0(%arg4: tensor<2x3xf4E2M1FN>):
    %4 = "stablehlo.round_nearest_even"(%arg4) : (tensor<2x3xf4E2M1FN>) -> tensor<2x3xf4E2M1FN>
    "func.return"(%4) : (tensor<2x3xf4E2M1FN>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<f32>) -> tensor<f32>, sym_name = "rank0"}> ({
  ^bb0(%arg3: tensor<f32>):
    %3 = "stablehlo.round_nearest_even"(%arg3) : (tensor<f32>) -> tensor<f32>
    "func.return"(%3) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x3xf32>, tensor<?x3xf32, #stablehlo.bounds<5, ?>>) -> (tensor<?x3xf32>, tensor<?x3xf32, #stablehlo.bounds<5, ?>>), sym_name = "dynamic"}> ({
  ^bb0(%arg1: tensor<?x3xf32>, %arg2: tensor<?x3xf32, #stablehlo.bounds<5, ?>>):
    %1 = "stablehlo.round_nearest_even"(%arg1) : (tensor<?x3xf32>) -> tensor<?x3xf32>
    %2 = "stablehlo.round_nearest_even"(%arg2) : (tensor<?x3xf32, #stablehlo.bounds<5, ?>>) -> tensor<?x3xf32, #stablehlo.bounds<5, ?>>
    "func.return"(%1, %2) : (tensor<?x3xf32>, tensor<?x3xf32, #stablehlo.bounds<5, ?>>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x3xf32>) -> tensor<2x3xf32>, sym_name = "refine"}> ({
  ^bb0(%arg0: tensor<?x3xf32>):
    %0 = "stablehlo.round_nearest_even"(%arg0) : (tensor<?x3xf32>) -> tensor<2x3xf32>
    "func.return"(%0) : (tensor<2x3xf32>) -> ()
  }) : () -> ()
}) : () -> ()
