"builtin.module"() ({
  "func.func"() <{function_type = (tensor<3x3xf64>) -> tensor<3x3xf64>, sym_name = "main"}> ({
  ^bb0(%arg4: tensor<3x3xf64>):
    %4 = "stablehlo.cholesky"(%arg4) <{lower = true}> : (tensor<3x3xf64>) -> tensor<3x3xf64>
    "func.return"(%4) : (tensor<3x3xf64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3x3xf32>) -> tensor<3x3xf32>, sym_name = "upper"}> ({
  ^bb0(%arg3: tensor<3x3xf32>):
    %3 = "stablehlo.cholesky"(%arg3) <{lower = false}> : (tensor<3x3xf32>) -> tensor<3x3xf32>
    "func.return"(%3) : (tensor<3x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x4x4xf32>) -> tensor<2x4x4xf32>, sym_name = "no_attr"}> ({
  ^bb0(%arg2: tensor<2x4x4xf32>):
    %2 = "stablehlo.cholesky"(%arg2) : (tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    "func.return"(%2) : (tensor<2x4x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x2xcomplex<f64>>) -> tensor<2x2xcomplex<f64>>, sym_name = "complex"}> ({
  ^bb0(%arg1: tensor<2x2xcomplex<f64>>):
    %1 = "stablehlo.cholesky"(%arg1) <{lower = true}> : (tensor<2x2xcomplex<f64>>) -> tensor<2x2xcomplex<f64>>
    "func.return"(%1) : (tensor<2x2xcomplex<f64>>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x3x3xbf16>) -> tensor<?x3x3xbf16>, sym_name = "dynamic"}> ({
  ^bb0(%arg0: tensor<?x3x3xbf16>):
    %0 = "stablehlo.cholesky"(%arg0) <{lower = true}> : (tensor<?x3x3xbf16>) -> tensor<?x3x3xbf16>
    "func.return"(%0) : (tensor<?x3x3xbf16>) -> ()
  }) : () -> ()
}) : () -> ()
