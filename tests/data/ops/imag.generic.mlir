"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3xcomplex<f32>>) -> tensor<2x3xf32>, sym_name = "main"}> ({
  ^bb0(%arg7: tensor<2x3xcomplex<f32>>):
    %7 = "stablehlo.imag"(%arg7) : (tensor<2x3xcomplex<f32>>) -> tensor<2x3xf32>
    "func.return"(%7) : (tensor<2x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xcomplex<f64>>) -> tensor<2x3xf64>, sym_name = "complex_f64"}> ({
  ^bb0(%arg6: tensor<2x3xcomplex<f64>>):
    %6 = "stablehlo.imag"(%arg6) : (tensor<2x3xcomplex<f64>>) -> tensor<2x3xf64>
    "func.return"(%6) : (tensor<2x3xf64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xf32>) -> tensor<2x3xf32>, sym_name = "f32"}> ({
  ^bb0(%arg5: tensor<2x3xf32>):
    %5 = "stablehlo.imag"(%arg5) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    "func.return"(%5) : (tensor<2x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xf16>) -> tensor<2x3xf16>, sym_name = "f16"}> ({
  ^bb0(%arg4: tensor<2x3xf16>):
    %4 = "stablehlo.imag"(%arg4) : (tensor<2x3xf16>) -> tensor<2x3xf16>
    "func.return"(%4) : (tensor<2x3xf16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<complex<f32>>) -> tensor<f32>, sym_name = "rank0"}> ({
  ^bb0(%arg3: tensor<complex<f32>>):
    %3 = "stablehlo.imag"(%arg3) : (tensor<complex<f32>>) -> tensor<f32>
    "func.return"(%3) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x3xcomplex<f32>>, tensor<?x3xcomplex<f32>, #stablehlo.bounds<5, ?>>) -> (tensor<?x3xf32>, tensor<?x3xf32, #stablehlo.bounds<5, ?>>), sym_name = "dynamic"}> ({
  ^bb0(%arg1: tensor<?x3xcomplex<f32>>, %arg2: tensor<?x3xcomplex<f32>, #stablehlo.bounds<5, ?>>):
    %1 = "stablehlo.imag"(%arg1) : (tensor<?x3xcomplex<f32>>) -> tensor<?x3xf32>
    %2 = "stablehlo.imag"(%arg2) : (tensor<?x3xcomplex<f32>, #stablehlo.bounds<5, ?>>) -> tensor<?x3xf32, #stablehlo.bounds<5, ?>>
    "func.return"(%1, %2) : (tensor<?x3xf32>, tensor<?x3xf32, #stablehlo.bounds<5, ?>>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x3xcomplex<f32>>) -> tensor<2x3xf32>, sym_name = "refine"}> ({
  ^bb0(%arg0: tensor<?x3xcomplex<f32>>):
    %0 = "stablehlo.imag"(%arg0) : (tensor<?x3xcomplex<f32>>) -> tensor<2x3xf32>
    "func.return"(%0) : (tensor<2x3xf32>) -> ()
  }) : () -> ()
}) : () -> ()
