"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>, sym_name = "main"}> ({
  ^bb0(%arg21: tensor<2x3xf32>, %arg22: tensor<2x3xf32>):
    %11 = "stablehlo.power"(%arg21, %arg22) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    "func.return"(%11) : (tensor<2x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>, sym_name = "i32"}> ({
  ^bb0(%arg19: tensor<2x3xi32>, %arg20: tensor<2x3xi32>):
    %10 = "stablehlo.power"(%arg19, %arg20) : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
    "func.return"(%10) : (tensor<2x3xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xi8>, tensor<2x3xi8>) -> tensor<2x3xi8>, sym_name = "i8"}> ({
  ^bb0(%arg17: tensor<2x3xi8>, %arg18: tensor<2x3xi8>):
    %9 = "stablehlo.power"(%arg17, %arg18) : (tensor<2x3xi8>, tensor<2x3xi8>) -> tensor<2x3xi8>
    "func.return"(%9) : (tensor<2x3xi8>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xui8>, tensor<2x3xui8>) -> tensor<2x3xui8>, sym_name = "ui8"}> ({
  ^bb0(%arg15: tensor<2x3xui8>, %arg16: tensor<2x3xui8>):
    %8 = "stablehlo.power"(%arg15, %arg16) : (tensor<2x3xui8>, tensor<2x3xui8>) -> tensor<2x3xui8>
    "func.return"(%8) : (tensor<2x3xui8>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xbf16>, tensor<2x3xbf16>) -> tensor<2x3xbf16>, sym_name = "bf16"}> ({
  ^bb0(%arg13: tensor<2x3xbf16>, %arg14: tensor<2x3xbf16>):
    %7 = "stablehlo.power"(%arg13, %arg14) : (tensor<2x3xbf16>, tensor<2x3xbf16>) -> tensor<2x3xbf16>
    "func.return"(%7) : (tensor<2x3xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xf16>, tensor<2x3xf16>) -> tensor<2x3xf16>, sym_name = "f16"}> ({
  ^bb0(%arg11: tensor<2x3xf16>, %arg12: tensor<2x3xf16>):
    %6 = "stablehlo.power"(%arg11, %arg12) : (tensor<2x3xf16>, tensor<2x3xf16>) -> tensor<2x3xf16>
    "func.return"(%6) : (tensor<2x3xf16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>, sym_name = "f64"}> ({
  ^bb0(%arg9: tensor<2x3xf64>, %arg10: tensor<2x3xf64>):
    %5 = "stablehlo.power"(%arg9, %arg10) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
    "func.return"(%5) : (tensor<2x3xf64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xcomplex<f32>>, tensor<2x3xcomplex<f32>>) -> tensor<2x3xcomplex<f32>>, sym_name = "complex_f32"}> ({
  ^bb0(%arg7: tensor<2x3xcomplex<f32>>, %arg8: tensor<2x3xcomplex<f32>>):
    %4 = "stablehlo.power"(%arg7, %arg8) : (tensor<2x3xcomplex<f32>>, tensor<2x3xcomplex<f32>>) -> tensor<2x3xcomplex<f32>>
    "func.return"(%4) : (tensor<2x3xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<f32>, tensor<f32>) -> tensor<f32>, sym_name = "rank0"}> ({
  ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
    %3 = "stablehlo.power"(%arg5, %arg6) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%3) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x3xf32>, tensor<?x3xf32>, tensor<?x3xf32, #stablehlo.bounds<5, ?>>) -> (tensor<?x3xf32>, tensor<?x3xf32, #stablehlo.bounds<5, ?>>), sym_name = "dynamic"}> ({
  ^bb0(%arg2: tensor<?x3xf32>, %arg3: tensor<?x3xf32>, %arg4: tensor<?x3xf32, #stablehlo.bounds<5, ?>>):
    %1 = "stablehlo.power"(%arg2, %arg3) : (tensor<?x3xf32>, tensor<?x3xf32>) -> tensor<?x3xf32>
    %2 = "stablehlo.power"(%arg4, %arg4) : (tensor<?x3xf32, #stablehlo.bounds<5, ?>>, tensor<?x3xf32, #stablehlo.bounds<5, ?>>) -> tensor<?x3xf32, #stablehlo.bounds<5, ?>>
    "func.return"(%1, %2) : (tensor<?x3xf32>, tensor<?x3xf32, #stablehlo.bounds<5, ?>>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>, sym_name = "mixed"}> ({
  ^bb0(%arg0: tensor<?x3xf32>, %arg1: tensor<2x3xf32>):
    %0 = "stablehlo.power"(%arg0, %arg1) : (tensor<?x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    "func.return"(%0) : (tensor<2x3xf32>) -> ()
  }) : () -> ()
}) : () -> ()
