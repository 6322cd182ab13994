"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3xi64>, tensor<i64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<?x?xi64>, sym_name = "main"}> ({
  ^bb0(%arg5: tensor<2x3xi64>, %arg6: tensor<i64>, %arg7: tensor<2xi64>, %arg8: tensor<2xi64>, %arg9: tensor<2xi64>):
    %1 = "stablehlo.dynamic_pad"(%arg5, %arg6, %arg7, %arg8, %arg9) : (tensor<2x3xi64>, tensor<i64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<?x?xi64>
    "func.return"(%1) : (tensor<?x?xi64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x3xf32>, tensor<f32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<7x5xf32>, sym_name = "static_result"}> ({
  ^bb0(%arg0: tensor<?x3xf32>, %arg1: tensor<f32>, %arg2: tensor<2xi32>, %arg3: tensor<2xi32>, %arg4: tensor<2xi32>):
    %0 = "stablehlo.dynamic_pad"(%arg0, %arg1, %arg2, %arg3, %arg4) : (tensor<?x3xf32>, tensor<f32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<7x5xf32>
    "func.return"(%0) : (tensor<7x5xf32>) -> ()
  }) : () -> ()
}) : () -> ()
