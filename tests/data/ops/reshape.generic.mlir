"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2xf32>) -> tensor<1x2xf32>, sym_name = "main"}> ({
  ^bb0(%arg5: tensor<2xf32>):
    %6 = "stablehlo.reshape"(%arg5) : (tensor<2xf32>) -> tensor<1x2xf32>
    "func.return"(%6) : (tensor<1x2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3x2xi32>, tensor<f32>, tensor<1x1xcomplex<f32>>, tensor<4xi1>) -> (tensor<3x2x2xi32>, tensor<1x1x1xf32>, tensor<complex<f32>>, tensor<2x2xi1>, tensor<12xi32>), sym_name = "variants"}> ({
  ^bb0(%arg1: tensor<2x3x2xi32>, %arg2: tensor<f32>, %arg3: tensor<1x1xcomplex<f32>>, %arg4: tensor<4xi1>):
    %1 = "stablehlo.reshape"(%arg1) : (tensor<2x3x2xi32>) -> tensor<3x2x2xi32>
    %2 = "stablehlo.reshape"(%arg2) : (tensor<f32>) -> tensor<1x1x1xf32>
    %3 = "stablehlo.reshape"(%arg3) : (tensor<1x1xcomplex<f32>>) -> tensor<complex<f32>>
    %4 = "stablehlo.reshape"(%arg4) : (tensor<4xi1>) -> tensor<2x2xi1>
    %5 = "stablehlo.reshape"(%arg1) : (tensor<2x3x2xi32>) -> tensor<12xi32>
    "func.return"(%1, %2, %3, %4, %5) : (tensor<3x2x2xi32>, tensor<1x1x1xf32>, tensor<complex<f32>>, tensor<2x2xi1>, tensor<12xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x3xf32, #stablehlo.bounds<5, ?>>) -> tensor<?x1x3xf32, #stablehlo.bounds<5, ?, ?>>, sym_name = "bounded"}> ({
  ^bb0(%arg0: tensor<?x3xf32, #stablehlo.bounds<5, ?>>):
    %0 = "stablehlo.reshape"(%arg0) : (tensor<?x3xf32, #stablehlo.bounds<5, ?>>) -> tensor<?x1x3xf32, #stablehlo.bounds<5, ?, ?>>
    "func.return"(%0) : (tensor<?x1x3xf32, #stablehlo.bounds<5, ?, ?>>) -> ()
  }) : () -> ()
}) : () -> ()
