"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>, sym_name = "main"}> ({
  ^bb0(%arg27: tensor<2x3xf32>, %arg28: tensor<2x3xf32>):
    %14 = "stablehlo.maximum"(%arg27, %arg28) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    "func.return"(%14) : (tensor<2x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xi1>, tensor<2x3xi1>) -> tensor<2x3xi1>, sym_name = "i1"}> ({
  ^bb0(%arg25: tensor<2x3xi1>, %arg26: tensor<2x3xi1>):
    %13 = "stablehlo.maximum"(%arg25, %arg26) : (tensor<2x3xi1>, tensor<2x3xi1>) -> tensor<2x3xi1>
    "func.return"(%13) : (tensor<2x3xi1>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>, sym_name = "i32"}> ({
  ^bb0(%arg23: tensor<2x3xi32>, %arg24: tensor<2x3xi32>):
    %12 = "stablehlo.maximum"(%arg23, %arg24) : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
    "func.return"(%12) : (tensor<2x3xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xi8>, tensor<2x3xi8>) -> tensor<2x3xi8>, sym_name = "i8"}> ({
  ^bb0(%arg21: tensor<2x3xi8>, %arg22: tensor<2x3xi8>):
    %11 = "stablehlo.maximum"(%arg21, %arg22) : (tensor<2x3xi8>, tensor<2x3xi8>) -> tensor<2x3xi8>
    "func.return"(%11) : (tensor<2x3xi8>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xui8>, tensor<2x3xui8>) -> tensor<2x3xui8>, sym_name = "ui8"}> ({
  ^bb0(%arg19: tensor<2x3xui8>, %arg20: tensor<2x3xui8>):
    %10 = "stablehlo.maximum"(%arg19, %arg20) : (tensor<2x3xui8>, tensor<2x3xui8>) -> tensor<2x3xui8>
    "func.return"(%10) : (tensor<2x3xui8>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xi4>, tensor<2x3xi4>) -> tensor<2x3xi4>, sym_name = "i4"}> ({
  ^bb0(%arg17: tensor<2x3xi4>, %arg18: tensor<2x3xi4>):
    %9 = "stablehlo.maximum"(%arg17, %arg18) : (tensor<2x3xi4>, tensor<2x3xi4>) -> tensor<2x3xi4>
    "func.return"(%9) : (tensor<2x3xi4>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xbf16>, tensor<2x3xbf16>) -> tensor<2x3xbf16>, sym_name = "bf16"}> ({
  ^bb0(%arg15: tensor<2x3xbf16>, %arg16: tensor<2x3xbf16>):
    %8 = "stablehlo.maximum"(%arg15, %arg16) : (tensor<2x3xbf16>, tensor<2x3xbf16>) -> tensor<2x3xbf16>
    "func.return"(%8) : (tensor<2x3xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xf16>, tensor<2x3xf16>) -> tensor<2x3xf16>, sym_name = "f16"}> ({
  ^bb0(%arg13: tensor<2x3xf16>, %arg14: tensor<2x3xf16>):
    %7 = "stablehlo.maximum"(%arg13, %arg14) : (tensor<2x3xf16>, tensor<2x3xf16>) -> tensor<2x3xf16>
    "func.return"(%7) : (tensor<2x3xf16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>, sym_name = "f64"}> ({
  ^bb0(%arg11: tensor<2x3xf64>, %arg12: tensor<2x3xf64>):
    %6 = "stablehlo.maximum"(%arg11, %arg12) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
    "func.return"(%6) : (tensor<2x3xf64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xf8E4M3FN>, tensor<2x3xf8E4M3FN>) -> tensor<2x3xf8E4M3FN>, sym_name = "f8E4M3FN"}> ({
  ^bb0(%arg9: tensor<2x3xf8E4M3FN>, %arg10: tensor<2x3xf8E4M3FN>):
    %5 = "stablehlo.maximum"(%arg9, %arg10) : (tensor<2x3xf8E4M3FN>, tensor<2x3xf8E4M3FN>) -> tensor<2x3xf8E4M3FN>
    "func.return"(%5) : (tensor<2x3xf8E4M3FN>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xcomplex<f32>>, tensor<2x3xcomplex<f32>>) -> tensor<2x3xcomplex<f32>>, sym_name = "complex_f32"}> ({
  ^bb0(%arg7: tensor<2x3xcomplex<f32>>, %arg8: tensor<2x3xcomplex<f32>>):
    %4 = "stablehlo.maximum"(%arg7, %arg8) : (tensor<2x3xcomplex<f32>>, tensor<2x3xcomplex<f32>>) -> tensor<2x3xcomplex<f32>>
    "func.return"(%4) : (tensor<2x3xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<f32>, tensor<f32>) -> tensor<f32>, sym_name = "rank0"}> ({
  ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
    %3 = "stablehlo.maximum"(%arg5, %arg6) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%3) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x3xf32>, tensor<?x3xf32>, tensor<?x3xf32, #stablehlo.bounds<5, ?>>) -> (tensor<?x3xf32>, tensor<?x3xf32, #stablehlo.bounds<5, ?>>), sym_name = "dynamic"}> ({
  ^bb0(%arg2: tensor<?x3xf32>, %arg3: tensor<?x3xf32>, %arg4: tensor<?x3xf32, #stablehlo.bounds<5, ?>>):
    %1 = "stablehlo.maximum"(%arg2, %arg3) : (tensor<?x3xf32>, tensor<?x3xf32>) -> tensor<?x3xf32>
    %2 = "stablehlo.maximum"(%arg4, %arg4) : (tensor<?x3xf32, #stablehlo.bounds<5, ?>>, tensor<?x3xf32, #stablehlo.bounds<5, ?>>) -> tensor<?x3xf32, #stablehlo.bounds<5, ?>>
    "func.return"(%1, %2) : (tensor<?x3xf32>, tensor<?x3xf32, #stablehlo.bounds<5, ?>>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>, sym_name = "mixed"}> ({
  ^bb0(%arg0: tensor<?x3xf32>, %arg1: tensor<2x3xf32>):
    %0 = "stablehlo.maximum"(%arg0, %arg1) : (tensor<?x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    "func.return"(%0) : (tensor<2x3xf32>) -> ()
  }) : () -> ()
}) : () -> ()
