"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3xf32>) -> tensor<2x3xf32>, sym_name = "main"}> ({
  ^bb0(%arg13: tensor<2x3xf32>):
    %13 = "stablehlo.abs"(%arg13) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    "func.return"(%13) : (tensor<2x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xi32>) -> tensor<2x3xi32>, sym_name = "i32"}> ({
  ^bb0(%arg12: tensor<2x3xi32>):
    %12 = "stablehlo.abs"(%arg12) : (tensor<2x3xi32>) -> tensor<2x3xi32>
    "func.return"(%12) : (tensor<2x3xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xi8>) -> tensor<2x3xi8>, sym_name = "i8"}> ({
  ^bb0(%arg11: tensor<2x3xi8>):
    %11 = "stablehlo.abs"(%arg11) : (tensor<2x3xi8>) -> tensor<2x3xi8>
    "func.return"(%11) : (tensor<2x3xi8>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xi4>) -> tensor<2x3xi4>, sym_name = "i4"}> ({
  ^bb0(%arg10: tensor<2x3xi4>):
    %10 = "stablehlo.abs"(%arg10) : (tensor<2x3xi4>) -> tensor<2x3xi4>
    "func.return"(%10) : (tensor<2x3xi4>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xbf16>) -> tensor<2x3xbf16>, sym_name = "bf16"}> ({
  ^bb0(%arg9: tensor<2x3xbf16>):
    %9 = "stablehlo.abs"(%arg9) : (tensor<2x3xbf16>) -> tensor<2x3xbf16>
    "func.return"(%9) : (tensor<2x3xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xf16>) -> tensor<2x3xf16>, sym_name = "f16"}> ({
  ^bb0(%arg8: tensor<2x3xf16>):
    %8 = "stablehlo.abs"(%arg8) : (tensor<2x3xf16>) -> tensor<2x3xf16>
    "func.return"(%8) : (tensor<2x3xf16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xf64>) -> tensor<2x3xf64>, sym_name = "f64"}> ({
  ^bb0(%arg7: tensor<2x3xf64>):
    %7 = "stablehlo.abs"(%arg7) : (tensor<2x3xf64>) -> tensor<2x3xf64>
    "func.return"(%7) : (tensor<2x3xf64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xf8E4M3FN>) -> tensor<2x3xf8E4M3FN>, sym_name = "f8E4M3FN"}> ({
  ^bb0(%arg6: tensor<2x3xf8E4M3FN>):
    %6 = "stablehlo.abs"(%arg6) : (tensor<2x3xf8E4M3FN>) -> tensor<2x3xf8E4M3FN>
    "func.return"(%6) : (tensor<2x3xf8E4M3FN>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xcomplex<f32>>) -> tensor<2x3xf32>, sym_name = "complex_f32"}> ({
  ^bb0(%arg5: tensor<2x3xcomplex<f32>>):
    %5 = "stablehlo.abs"(%arg5) : (tensor<2x3xcomplex<f32>>) -> tensor<2x3xf32>
    "func.return"(%5) : (tensor<2x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xcomplex<f64>>) -> tensor<2x3xf64>, sym_name = "complex_f64"}> ({
  ^bb0(%arg4: tensor<2x3xcomplex<f64>>):
    %4 = "stablehlo.abs"(%arg4) : (tensor<2x3xcomplex<f64>>) -> tensor<2x3xf64>
    "func.return"(%4) : (tensor<2x3xf64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<f32>) -> tensor<f32>, sym_name = "rank0"}> ({
  ^bb0(%arg3: tensor<f32>):
    %3 = "stablehlo.abs"(%arg3) : (tensor<f32>) -> tensor<f32>
    "func.return"(%3) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x3xf32>, tensor<?x3xf32, #stablehlo.bounds<5, ?>>) -> (tensor<?x3xf32>, tensor<?x3xf32, #stablehlo.bounds<5, ?>>), sym_name = "dynamic"}> ({
  ^bb0(%arg1: tensor<?x3xf32>, %arg2: tensor<?x3xf32, #stablehlo.bounds<5, ?>>):
    %1 = "stablehlo.abs"(%arg1) : (tensor<?x3xf32>) -> tensor<?x3xf32>
    %2 = "stablehlo.abs"(%arg2) : (tensor<?x3xf32, #stablehlo.bounds<5, ?>>) -> tensor<?x3xf32, #stablehlo.bounds<5, ?>>
    "func.return"(%1, %2) : (tensor<?x3xf32>, tensor<?x3xf32, #stablehlo.bounds<5, ?>>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x3xf32>) -> tensor<2x3xf32>, sym_name = "refine"}> ({
  ^bb0(%arg0: tensor<?x3xf32>):
    %0 = "stablehlo.abs"(%arg0) : (tensor<?x3xf32>) -> tensor<2x3xf32>
    "func.return"(%0) : (tensor<2x3xf32>) -> ()
  }) : () -> ()
}) : () -> ()
