"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xcomplex<f32>>, sym_name = "main"}> ({
  ^bb0(%arg9: tensor<2x3xf32>, %arg10: tensor<2x3xf32>):
    %5 = "stablehlo.complex"(%arg9, %arg10) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xcomplex<f32>>
    "func.return"(%5) : (tensor<2x3xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xcomplex<f64>>, sym_name = "f64"}> ({
  ^bb0(%arg7: tensor<2x3xf64>, %arg8: tensor<2x3xf64>):
    %4 = "stablehlo.complex"(%arg7, %arg8) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xcomplex<f64>>
    "func.return"(%4) : (tensor<2x3xcomplex<f64>>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<f32>, tensor<f32>) -> tensor<complex<f32>>, sym_name = "rank0"}> ({
  ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
    %3 = "stablehlo.complex"(%arg5, %arg6) : (tensor<f32>, tensor<f32>) -> tensor<complex<f32>>
    "func.return"(%3) : (tensor<complex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x3xf32>, tensor<?x3xf32>, tensor<?x3xf32, #stablehlo.bounds<5, ?>>) -> (tensor<?x3xcomplex<f32>>, tensor<?x3xcomplex<f32>, #stablehlo.bounds<5, ?>>), sym_name = "dynamic"}> ({
  ^bb0(%arg2: tensor<?x3xf32>, %arg3: tensor<?x3xf32>, %arg4: tensor<?x3xf32, #stablehlo.bounds<5, ?>>):
    %1 = "stablehlo.complex"(%arg2, %arg3) : (tensor<?x3xf32>, tensor<?x3xf32>) -> tensor<?x3xcomplex<f32>>
    %2 = "stablehlo.complex"(%arg4, %arg4) : (tensor<?x3xf32, #stablehlo.bounds<5, ?>>, tensor<?x3xf32, #stablehlo.bounds<5, ?>>) -> tensor<?x3xcomplex<f32>, #stablehlo.bounds<5, ?>>
    "func.return"(%1, %2) : (tensor<?x3xcomplex<f32>>, tensor<?x3xcomplex<f32>, #stablehlo.bounds<5, ?>>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x3xf32>, tensor<2x3xf32>) -> tensor<2x3xcomplex<f32>>, sym_name = "mixed"}> ({
  ^bb0(%arg0: tensor<?x3xf32>, %arg1: tensor<2x3xf32>):
    %0 = "stablehlo.complex"(%arg0, %arg1) : (tensor<?x3xf32>, tensor<2x3xf32>) -> tensor<2x3xcomplex<f32>>
    "func.return"(%0) : (tensor<2x3xcomplex<f32>>) -> ()
  }) : () -> ()
}) : () -> ()
