"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3x2xi64>, tensor<2xi64>) -> tensor<3x4xi64>, sym_name = "main"}> ({
  ^bb0(%arg3: tensor<2x3x2xi64>, %arg4: tensor<2xi64>):
    %2 = "stablehlo.dynamic_reshape"(%arg3, %arg4) : (tensor<2x3x2xi64>, tensor<2xi64>) -> tensor<3x4xi64>
    "func.return"(%2) : (tensor<3x4xi64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x3xf32>, tensor<3xi32>, tensor<1xindex>) -> (tensor<?x?x3xf32>, tensor<?xf32>), sym_name = "dynamic"}> ({
  ^bb0(%arg0: tensor<?x3xf32>, %arg1: tensor<3xi32>, %arg2: tensor<1xindex>):
    %0 = "stablehlo.dynamic_reshape"(%arg0, %arg1) : (tensor<?x3xf32>, tensor<3xi32>) -> tensor<?x?x3xf32>
    %1 = "stablehlo.dynamic_reshape"(%arg0, %arg2) : (tensor<?x3xf32>, tensor<1xindex>) -> tensor<?xf32>
    "func.return"(%0, %1) : (tensor<?x?x3xf32>, tensor<?xf32>) -> ()
  }) : () -> ()
}) : () -> ()
