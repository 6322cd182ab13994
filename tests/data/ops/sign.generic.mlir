"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3xf32>) -> tensor<2x3xf32>, sym_name = "main"}> ({
  ^bb0(%arg10: tensor<2x3xf32>):
    %10 = "stablehlo.sign"(%arg10) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    "func.return"(%10) : (tensor<2x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xi32>) -> tensor<2x3xi32>, sym_name = "i32"}> ({
  ^bb0(%arg9: tensor<2x3xi32>):
    %9 = "stablehlo.sign"(%arg9) : (tensor<2x3xi32>) -> tensor<2x3xi32>
    "func.return"(%9) : (tensor<2x3xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xi8>) -> tensor<2x3xi8>, sym_name = "i8"}> ({
  ^bb0(%arg8: tensor<2x3xi8>):
    %8 = "stablehlo.sign"(%arg8) : (tensor<2x3xi8>) -> tensor<2x3xi8>
    "func.return"(%8) : (tensor<2x3xi8>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xbf16>) -> tensor<2x3xbf16>, sym_name = "bf16"}> ({
  ^bb0(%arg7: tensor<2x3xbf16>):
    %7 = "stablehlo.sign"(%arg7) : (tensor<2x3xbf16>) -> tensor<2x3xbf16>
    "func.return"(%7) : (tensor<2x3xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xf64>) -> tensor<2x3xf64>, sym_name = "f64"}> ({
  ^bb0(%arg6: tensor<2x3xf64>):
    %6 = "stablehlo.sign"(%arg6) : (tensor<2x3xf64>) -> tensor<2x3xf64>
    "func.return"(%6) : (tensor<2x3xf64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xcomplex<f32>>) -> tensor<2x3xcomplex<f32>>, sym_name = "complex_f32"}> ({
  ^bb0(%arg5: tensor<2x3xcomplex<f32>>):
    %5 = "stablehlo.sign"(%arg5) : (tensor<2x3xcomplex<f32>>) -> tensor<2x3xcomplex<f32>>
    "func.return"(%5) : (tensor<2x3xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xcomplex<f64>>) -> tensor<2x3xcomplex<f64>>, sym_name = "complex_f64"}> ({
  ^bb0(%arg4: tensor<2x3xcomplex<f64>>):
    %4 = "stablehlo.sign"(%arg4) : (tensor<2x3xcomplex<f64>>) -> tensor<2x3xcomplex<f64>>
    "func.return"(%4) : (tensor<2x3xcomplex<f64>>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<f32>) -> tensor<f32>, sym_name = "rank0"}> ({
  ^bb0(%arg3: tensor<f32>):
    %3 = "stablehlo.sign"(%arg3) : (tensor<f32>) -> tensor<f32>
    "func.return"(%3) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x3xf32>, tensor<?x3xf32, #stablehlo.bounds<5, ?>>) -> (tensor<?x3xf32>, tensor<?x3xf32, #stablehlo.bounds<5, ?>>), sym_name = "dynamic"}> ({
  ^bb0(%arg1: tensor<?x3xf32>, %arg2: tensor<?x3xf32, #stablehlo.bounds<5, ?>>):
    %1 = "stablehlo.sign"(%arg1) : (tensor<?x3xf32>) -> tensor<?x3xf32>
    %2 = "stablehlo.sign"(%arg2) : (tensor<?x3xf32, #stablehlo.bounds<5, ?>>) -> tensor<?x3xf32, #stablehlo.bounds<5, ?>>
    "func.return"(%1, %2) : (tensor<?x3xf32>, tensor<?x3xf32, #stablehlo.bounds<5, ?>>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x3xf32>) -> tensor<2x3xf32>, sym_name = "refine"}> ({
  ^bb0(%arg0: tensor<?x3xf32>):
    %0 = "stablehlo.sign"(%arg0) : (tensor<?x3xf32>) -> tensor<2x3xf32>
    "func.return"(%0) : (tensor<2x3xf32>) -> ()
  }) : () -> ()
}) : () -> ()
