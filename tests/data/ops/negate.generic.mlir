"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3xi32>) -> tensor<2x3xi32>, sym_name = "main"}> ({
  ^bb0(%arg12: tensor<2x3xi32>):
    %12 = "stablehlo.negate"(%arg12) : (tensor<2x3xi32>) -> tensor<2x3xi32>
    "func.return"(%12) : (tensor<2x3xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xi8>) -> tensor<2x3xi8>, sym_name = "i8"}> ({
  ^bb0(%arg11: tensor<2x3xi8>):
    %11 = "stablehlo.negate"(%arg11) : (tensor<2x3xi8>) -> tensor<2x3xi8>
    "func.return"(%11) : (tensor<2x3xi8>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xui8>) -> tensor<2x3xui8>, sym_name = "ui8"}> ({
  ^bb0(%arg10: tensor<2x3xui8>):
    %10 = "stablehlo.negate"(%arg10) : (tensor<2x3xui8>) -> tensor<2x3xui8>
    "func.return"(%10) : (tensor<2x3xui8>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xf32>) -> tensor<2x3xf32>, sym_name = "f32"}> ({
  ^bb0(%arg9: tensor<2x3xf32>):
    %9 = "stablehlo.negate"(%arg9) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    "func.return"(%9) : (tensor<2x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xbf16>) -> tensor<2x3xbf16>, sym_name = "bf16"}> ({
  ^bb0(%arg8: tensor<2x3xbf16>):
    %8 = "stablehlo.negate"(%arg8) : (tensor<2x3xbf16>) -> tensor<2x3xbf16>
    "func.return"(%8) : (tensor<2x3xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xf64>) -> tensor<2x3xf64>, sym_name = "f64"}> ({
  ^bb0(%arg7: tensor<2x3xf64>):
    %7 = "stablehlo.negate"(%arg7) : (tensor<2x3xf64>) -> tensor<2x3xf64>
    "func.return"(%7) : (tensor<2x3xf64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xcomplex<f32>>) -> tensor<2x3xcomplex<f32>>, sym_name = "complex_f32"}> ({
  ^bb0(%arg6: tensor<2x3xcomplex<f32>>):
    %6 = "stablehlo.negate"(%arg6) : (tensor<2x3xcomplex<f32>>) -> tensor<2x3xcomplex<f32>>
    "func.return"(%6) : (tensor<2x3xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xf8E5M2>) -> tensor<2x3xf8E5M2>, sym_name = "f8E5M2"}> ({
  ^bb0(%arg5: tensor<2x3xf8E5M2>):
    %5 = "stablehlo.negate"(%arg5) : (tensor<2x3xf8E5M2>) -> tensor<2x3xf8E5M2>
    "func.return"(%5) : (tensor<2x3xf8E5M2>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xf4E2M1FN>) -> tensor<2x3xf4E2M1FN>, sym_name = "f4E2M1FN"}> ({
  ^bb0(%arg4: tensor<2x3xf4E2M1FN>):
    %4 = "stablehlo.negate"(%arg4) : (tensor<2x3xf4E2M1FN>) -> tensor<2x3xf4E2M1FN>
    "func.return"(%4) : (tensor<2x3xf4E2M1FN>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>) -> tensor<i32>, sym_name = "rank0"}> ({
  ^bb0(%arg3: tensor<i32>):
    %3 = "stablehlo.negate"(%arg3) : (tensor<i32>) -> tensor<i32>
    "func.return"(%3) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x3xi32>, tensor<?x3xi32, #stablehlo.bounds<5, ?>>) -> (tensor<?x3xi32>, tensor<?x3xi32, #stablehlo.bounds<5, ?>>), sym_name = "dynamic"}> ({
  ^bb0(%arg1: tensor<?x3xi32>, %arg2: tensor<?x3xi32, #stablehlo.bounds<5, ?>>):
    %1 = "stablehlo.negate"(%arg1) : (tensor<?x3xi32>) -> tensor<?x3xi32>
    %2 = "stablehlo.negate"(%arg2) : (tensor<?x3xi32, #stablehlo.bounds<5, ?>>) -> tensor<?x3xi32, #stablehlo.bounds<5, ?>>
    "func.return"(%1, %2) : (tensor<?x3xi32>, tensor<?x3xi32, #stablehlo.bounds<5, ?>>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x3xi32>) -> tensor<2x3xi32>, sym_name = "refine"}> ({
  ^bb0(%arg0: tensor<?x3xi32>):
    %0 = "stablehlo.negate"(%arg0) : (tensor<?x3xi32>) -> tensor<2x3xi32>
    "func.return"(%0) : (tensor<2x3xi32>) -> ()
  }) : () -> ()
}) : () -> ()
