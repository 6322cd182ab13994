"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>, sym_name = "main"}> ({
  ^bb0(%arg29: tensor<2x3xf32>, %arg30: tensor<2x3xf32>):
    %15 = "stablehlo.multiply"(%arg29, %arg30) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    "func.return"(%15) : (tensor<2x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xi1>, tensor<2x3xi1>) -> tensor<2x3xi1>, sym_name = "i1"}> ({
  ^bb0(%arg27: tensor<2x3xi1>, %arg28: tensor<2x3xi1>):
    %14 = "stablehlo.multiply"(%arg27, %arg28) : (tensor<2x3xi1>, tensor<2x3xi1>) -> tensor<2x3xi1>
    "func.return"(%14) : (tensor<2x3xi1>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>, sym_name = "i32"}> ({
  ^bb0(%arg25: tensor<2x3xi32>, %arg26: tensor<2x3xi32>):
    %13 = "stablehlo.multiply"(%arg25, %arg26) : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
    "func.return"(%13) : (tensor<2x3xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xi8>, tensor<2x3xi8>) -> tensor<2x3xi8>, sym_name = "i8"}> ({
  ^bb0(%arg23: tensor<2x3xi8>, %arg24: tensor<2x3xi8>):
    %12 = "stablehlo.multiply"(%arg23, %arg24) : (tensor<2x3xi8>, tensor<2x3xi8>) -> tensor<2x3xi8>
    "func.return"(%12) : (tensor<2x3xi8>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xui8>, tensor<2x3xui8>) -> tensor<2x3xui8>, sym_name = "ui8"}> ({
  ^bb0(%arg21: tensor<2x3xui8>, %arg22: tensor<2x3xui8>):
    %11 = "stablehlo.multiply"(%arg21, %arg22) : (tensor<2x3xui8>, tensor<2x3xui8>) -> tensor<2x3xui8>
    "func.return"(%11) : (tensor<2x3xui8>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xi4>, tensor<2x3xi4>) -> tensor<2x3xi4>, sym_name = "i4"}> ({
  ^bb0(%arg19: tensor<2x3xi4>, %arg20: tensor<2x3xi4>):
    %10 = "stablehlo.multiply"(%arg19, %arg20) : (tensor<2x3xi4>, tensor<2x3xi4>) -> tensor<2x3xi4>
    "func.return"(%10) : (tensor<2x3xi4>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xui2>, tensor<2x3xui2>) -> tensor<2x3xui2>, sym_name = "ui2"}> ({
  ^bb0(%arg17: tensor<2x3xui2>, %arg18: tensor<2x3xui2>):
    %9 = "stablehlo.multiply"(%arg17, %arg18) : (tensor<2x3xui2>, tensor<2x3xui2>) -> tensor<2x3xui2>
    "func.return"(%9) : (tensor<2x3xui2>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xbf16>, tensor<2x3xbf16>) -> tensor<2x3xbf16>, sym_name = "bf16"}> ({
  ^bb0(%arg15: tensor<2x3xbf16>, %arg16: tensor<2x3xbf16>):
    %8 = "stablehlo.multiply"(%arg15, %arg16) : (tensor<2x3xbf16>, tensor<2x3xbf16>) -> tensor<2x3xbf16>
    "func.return"(%8) : (tensor<2x3xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xf16>, tensor<2x3xf16>) -> tensor<2x3xf16>, sym_name = "f16"}> ({
  ^bb0(%arg13: tensor<2x3xf16>, %arg14: tensor<2x3xf16>):
    %7 = "stablehlo.multiply"(%arg13, %arg14) : (tensor<2x3xf16>, tensor<2x3xf16>) -> tensor<2x3xf16>
    "func.return"(%7) : (tensor<2x3xf16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>, sym_name = "f64"}> ({
  ^bb0(%arg11: tensor<2x3xf64>, %arg12: tensor<2x3xf64>):
    %6 = "stablehlo.multiply"(%arg11, %arg12) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
    "func.return"(%6) : (tensor<2x3xf64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xf8E5M2>, tensor<2x3xf8E5M2>) -> tensor<2x3xf8E5M2>, sym_name = "f8E5M2"}> ({
  ^bb0(%arg9: tensor<2x3xf8E5M2>, %arg10: tensor<2x3xf8E5M2>):
    %5 = "stablehlo.multiply"(%arg9, %arg10) : (tensor<2x3xf8E5M2>, tensor<2x3xf8E5M2>) -> tensor<2x3xf8E5M2>
    "func.return"(%5) : (tensor<2x3xf8E5M2>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xcomplex<f32>>, tensor<2x3xcomplex<f32>>) -> tensor<2x3xcomplex<f32>>, sym_name = "complex_f32"}> ({
  ^bb0(%arg7: tensor<2x3xcomplex<f32>>, %arg8: tensor<2x3xcomplex<f32>>):
    %4 = "stablehlo.multiply"(%arg7, %arg8) : (tensor<2x3xcomplex<f32>>, tensor<2x3xcomplex<f32>>) -> tensor<2x3xcomplex<f32>>
    "func.return"(%4) : (tensor<2x3xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<f32>, tensor<f32>) -> tensor<f32>, sym_name = "rank0"}> ({
  ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
    %3 = "stablehlo.multiply"(%arg5, %arg6) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%3) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x3xf32>, tensor<?x3xf32>, tensor<?x3xf32, #stablehlo.bounds<5, ?>>) -> (tensor<?x3xf32>, tensor<?x3xf32, #stablehlo.bounds<5, ?>>), sym_name = "dynamic"}> ({
  ^bb0(%arg2: tensor<?x3xf32>, %arg3: tensor<?x3xf32>, %arg4: tensor<?x3xf32, #stablehlo.bounds<5, ?>>):
    %1 = "stablehlo.multiply"(%arg2, %arg3) : (tensor<?x3xf32>, tensor<?x3xf32>) -> tensor<?x3xf32>
    %2 = "stablehlo.multiply"(%arg4, %arg4) : (tensor<?x3xf32, #stablehlo.bounds<5, ?>>, tensor<?x3xf32, #stablehlo.bounds<5, ?>>) -> tensor<?x3xf32, #stablehlo.bounds<5, ?>>
    "func.return"(%1, %2) : (tensor<?x3xf32>, tensor<?x3xf32, #stablehlo.bounds<5, ?>>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>, sym_name = "mixed"}> ({
  ^bb0(%arg0: tensor<?x3xf32>, %arg1: tensor<2x3xf32>):
    %0 = "stablehlo.multiply"(%arg0, %arg1) : (tensor<?x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    "func.return"(%0) : (tensor<2x3xf32>) -> ()
  }) : () -> ()
}) : () -> ()
