"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3xf32>) -> tensor<2x3xi1>, sym_name = "main"}> ({
  ^bb0(%arg9: tensor<2x3xf32>):
    %9 = "stablehlo.is_finite"(%arg9) : (tensor<2x3xf32>) -> tensor<2x3xi1>
    "func.return"(%9) : (tensor<2x3xi1>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xbf16>) -> tensor<2x3xi1>, sym_name = "bf16"}> ({
  ^bb0(%arg8: tensor<2x3xbf16>):
    %8 = "stablehlo.is_finite"(%arg8) : (tensor<2x3xbf16>) -> tensor<2x3xi1>
    "func.return"(%8) : (tensor<2x3xi1>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xf16>) -> tensor<2x3xi1>, sym_name = "f16"}> ({
  ^bb0(%arg7: tensor<2x3xf16>):
    %7 = "stablehlo.is_finite"(%arg7) : (tensor<2x3xf16>) -> tensor<2x3xi1>
    "func.return"(%7) : (tensor<2x3xi1>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xf64>) -> tensor<2x3xi1>, sym_name = "f64"}> ({
  ^bb0(%arg6: tensor<2x3xf64>):
    %6 = "stablehlo.is_finite"(%arg6) : (tensor<2x3xf64>) -> tensor<2x3xi1>
    "func.return"(%6) : (tensor<2x3xi1>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xf8E4M3FN>) -> tensor<2x3xi1>, sym_name = "f8E4M3FN"}> ({
  ^bb0(%arg5: tensor<2x3xf8E4M3FN>):
    %5 = "stablehlo.is_finite"(%arg5) : (tensor<2x3xf8E4M3FN>) -> tensor<2x3xi1>
    "func.return"(%5) : (tensor<2x3xi1>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xf8E5M2>) -> tensor<2x3xi1>, sym_name = "f8E5M2"}> ({
  ^bb0(%arg4: tensor<2x3xf8E5M2>):
    %4 = "stablehlo.is_finite"(%arg4) : (tensor<2x3xf8E5M2>) -> tensor<2x3xi1>
    "func.return"(%4) : (tensor<2x3xi1>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<f32>) -> tensor<i1>, sym_name = "rank0"}> ({
  ^bb0(%arg3: tensor<f32>):
    %3 = "stablehlo.is_finite"(%arg3) : (tensor<f32>) -> tensor<i1>
    "func.return"(%3) : (tensor<i1>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x3xf32>, tensor<?x3xf32, #stablehlo.bounds<5, ?>>) -> (tensor<?x3xi1>, tensor<?x3xi1, #stablehlo.bounds<5, ?>>), sym_name = "dynamic"}> ({
  ^bb0(%arg1: tensor<?x3xf32>, %arg2: tensor<?x3xf32, #stablehlo.bounds<5, ?>>):
    %1 = "stablehlo.is_finite"(%arg1) : (tensor<?x3xf32>) -> tensor<?x3xi1>
    %2 = "stablehlo.is_finite"(%arg2) : (tensor<?x3xf32, #stablehlo.bounds<5, ?>>) -> tensor<?x3xi1, #stablehlo.bounds<5, ?>>
    "func.return"(%1, %2) : (tensor<?x3xi1>, tensor<?x3xi1, #stablehlo.bounds<5, ?>>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x3xf32>) -> tensor<2x3xi1>, sym_name = "refine"}> ({
  ^bb0(%arg0: tensor<?x3xf32>):
    %0 = "stablehlo.is_finite"(%arg0) : (tensor<?x3xf32>) -> tensor<2x3xi1>
    "func.return"(%0) : (tensor<2x3xi1>) -> ()
  }) : () -> ()
}) : () -> ()
