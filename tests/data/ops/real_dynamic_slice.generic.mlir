"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x4xi32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<?x?xi32>, sym_name = "main"}> ({
  ^bb0(%arg4: tensor<4x4xi32>, %arg5: tensor<2xi64>, %arg6: tensor<2xi64>, %arg7: tensor<2xi64>):
    %1 = "stablehlo.real_dynamic_slice"(%arg4, %arg5, %arg6, %arg7) : (tensor<4x4xi32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<?x?xi32>
    "func.return"(%1) : (tensor<?x?xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x4xf32>, tensor<2xindex>, tensor<2xindex>, tensor<2xindex>) -> tensor<?x2xf32>, sym_name = "dynamic"}> ({
  ^bb0(%arg0: tensor<?x4xf32>, %arg1: tensor<2xindex>, %arg2: tensor<2xindex>, %arg3: tensor<2xindex>):
    %0 = "stablehlo.real_dynamic_slice"(%arg0, %arg1, %arg2, %arg3) : (tensor<?x4xf32>, tensor<2xindex>, tensor<2xindex>, tensor<2xindex>) -> tensor<?x2xf32>
    "func.return"(%0) : (tensor<?x2xf32>) -> ()
  }) : () -> ()
}) : () -> ()
