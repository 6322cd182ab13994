"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>, sym_name = "main"}> ({
  ^bb0(%arg35: tensor<2x3xf32>, %arg36: tensor<2x3xf32>):
    %18 = "stablehlo.add"(%arg35, %arg36) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    "func.return"(%18) : (tensor<2x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xi1>, tensor<2x3xi1>) -> tensor<2x3xi1>, sym_name = "i1"}> ({
  ^bb0(%arg33: tensor<2x3xi1>, %arg34: tensor<2x3xi1>):
    %17 = "stablehlo.add"(%arg33, %arg34) : (tensor<2x3xi1>, tensor<2x3xi1>) -> tensor<2x3xi1>
    "func.return"(%17) : (tensor<2x3xi1>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>, sym_name = "i32"}> ({
  ^bb0(%arg31: tensor<2x3xi32>, %arg32: tensor<2x3xi32>):
    %16 = "stablehlo.add"(%arg31, %arg32) : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
    "func.return"(%16) : (tensor<2x3xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xi8>, tensor<2x3xi8>) -> tensor<2x3xi8>, sym_name = "i8"}> ({
  ^bb0(%arg29: tensor<2x3xi8>, %arg30: tensor<2x3xi8>):
    %15 = "stablehlo.add"(%arg29, %arg30) : (tensor<2x3xi8>, tensor<2x3xi8>) -> tensor<2x3xi8>
    "func.return"(%15) : (tensor<2x3xi8>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xui8>, tensor<2x3xui8>) -> tensor<2x3xui8>, sym_name = "ui8"}> ({
  ^bb0(%arg27: tensor<2x3xui8>, %arg28: tensor<2x3xui8>):
    %14 = "stablehlo.add"(%arg27, %arg28) : (tensor<2x3xui8>, tensor<2x3xui8>) -> tensor<2x3xui8>
    "func.return"(%14) : (tensor<2x3xui8>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xi4>, tensor<2x3xi4>) -> tensor<2x3xi4>, sym_name = "i4"}> ({
  ^bb0(%arg25: tensor<2x3xi4>, %arg26: tensor<2x3xi4>):
    %13 = "stablehlo.add"(%arg25, %arg26) : (tensor<2x3xi4>, tensor<2x3xi4>) -> tensor<2x3xi4>
    "func.return"(%13) : (tensor<2x3xi4>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xui2>, tensor<2x3xui2>) -> tensor<2x3xui2>, sym_name = "ui2"}> ({
  ^bb0(%arg23: tensor<2x3xui2>, %arg24: tensor<2x3xui2>):
    %12 = "stablehlo.add"(%arg23, %arg24) : (tensor<2x3xui2>, tensor<2x3xui2>) -> tensor<2x3xui2>
    "func.return"(%12) : (tensor<2x3xui2>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xbf16>, tensor<2x3xbf16>) -> tensor<2x3xbf16>, sym_name = "bf16"}> ({
  ^bb0(%arg21: tensor<2x3xbf16>, %arg22: tensor<2x3xbf16>):
    %11 = "stablehlo.add"(%arg21, %arg22) : (tensor<2x3xbf16>, tensor<2x3xbf16>) -> tensor<2x3xbf16>
    "func.return"(%11) : (tensor<2x3xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xf16>, tensor<2x3xf16>) -> tensor<2x3xf16>, sym_name = "f16"}> ({
  ^bb0(%arg19: tensor<2x3xf16>, %arg20: tensor<2x3xf16>):
    %10 = "stablehlo.add"(%arg19, %arg20) : (tensor<2x3xf16>, tensor<2x3xf16>) -> tensor<2x3xf16>
    "func.return"(%10) : (tensor<2x3xf16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>, sym_name = "f64"}> ({
  ^bb0(%arg17: tensor<2x3xf64>, %arg18: tensor<2x3xf64>):
    %9 = "stablehlo.add"(%arg17, %arg18) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
    "func.return"(%9) : (tensor<2x3xf64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xf8E4M3FN>, tensor<2x3xf8E4M3FN>) -> tensor<2x3xf8E4M3FN>, sym_name = "f8E4M3FN"}> ({
  ^bb0(%arg15: tensor<2x3xf8E4M3FN>, %arg16: tensor<2x3xf8E4M3FN>):
    %8 = "stablehlo.add"(%arg15, %arg16) : (tensor<2x3xf8E4M3FN>, tensor<2x3xf8E4M3FN>) -> tensor<2x3xf8E4M3FN>
    "func.return"(%8) : (tensor<2x3xf8E4M3FN>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xf8E5M2>, tensor<2x3xf8E5M2>) -> tensor<2x3xf8E5M2>, sym_name = "f8E5M2"}> ({
  ^bb0(%arg13: tensor<2x3xf8E5M2>, %arg14: tensor<2x3xf8E5M2>):
    %7 = "stablehlo.add"(%arg13, %arg14) : (tensor<2x3xf8E5M2>, tensor<2x3xf8E5M2>) -> tensor<2x3xf8E5M2>
    "func.return"(%7) : (tensor<2x3xf8E5M2>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xf4E2M1FN>, tensor<2x3xf4E2M1FN>) -> tensor<2x3xf4E2M1FN>, sym_name = "f4E2M1FN"}> ({
  ^bb0(%arg11: tensor<2x3xf4E2M1FN>, %arg12: tensor<2x3xf4E2M1FN>):
    %6 = "stablehlo.add"(%arg11, %arg12) : (tensor<2x3xf4E2M1FN>, tensor<2x3xf4E2M1FN>) -> tensor<2x3xf4E2M1FN>
    "func.return"(%6) : (tensor<2x3xf4E2M1FN>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xcomplex<f32>>, tensor<2x3xcomplex<f32>>) -> tensor<2x3xcomplex<f32>>, sym_name = "complex_f32"}> ({
  ^bb0(%arg9: tensor<2x3xcomplex<f32>>, %arg10: tensor<2x3xcomplex<f32>>):
    %5 = "stablehlo.add"(%arg9, %arg10) : (tensor<2x3xcomplex<f32>>, tensor<2x3xcomplex<f32>>) -> tensor<2x3xcomplex<f32>>
    "func.return"(%5) : (tensor<2x3xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xcomplex<f64>>, tensor<2x3xcomplex<f64>>) -> tensor<2x3xcomplex<f64>>, sym_name = "complex_f64"}> ({
  ^bb0(%arg7: tensor<2x3xcomplex<f64>>, %arg8: tensor<2x3xcomplex<f64>>):
    %4 = "stablehlo.add"(%arg7, %arg8) : (tensor<2x3xcomplex<f64>>, tensor<2x3xcomplex<f64>>) -> tensor<2x3xcomplex<f64>>
    "func.return"(%4) : (tensor<2x3xcomplex<f64>>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<f32>, tensor<f32>) -> tensor<f32>, sym_name = "rank0"}> ({
  ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
    %3 = "stablehlo.add"(%arg5, %arg6) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%3) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x3xf32>, tensor<?x3xf32>, tensor<?x3xf32, #stablehlo.bounds<5, ?>>) -> (tensor<?x3xf32>, tensor<?x3xf32, #stablehlo.bounds<5, ?>>), sym_name = "dynamic"}> ({
  ^bb0(%arg2: tensor<?x3xf32>, %arg3: tensor<?x3xf32>, %arg4: tensor<?x3xf32, #stablehlo.bounds<5, ?>>):
    %1 = "stablehlo.add"(%arg2, %arg3) : (tensor<?x3xf32>, tensor<?x3xf32>) -> tensor<?x3xf32>
    %2 = "stablehlo.add"(%arg4, %arg4) : (tensor<?x3xf32, #stablehlo.bounds<5, ?>>, tensor<?x3xf32, #stablehlo.bounds<5, ?>>) -> tensor<?x3xf32, #stablehlo.bounds<5, ?>>
    "func.return"(%1, %2) : (tensor<?x3xf32>, tensor<?x3xf32, #stablehlo.bounds<5, ?>>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>, sym_name = "mixed"}> ({
  ^bb0(%arg0: tensor<?x3xf32>, %arg1: tensor<2x3xf32>):
    %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<?x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    "func.return"(%0) : (tensor<2x3xf32>) -> ()
  }) : () -> ()
}) : () -> ()
