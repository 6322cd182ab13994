"builtin.module"() ({
  "func.func"() <{function_type = (tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<f32>), sym_name = "main"}> ({
  ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
    %2:2 = "stablehlo.optimization_barrier"(%arg4, %arg5) : (tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<f32>)
    "func.return"(%2#0, %2#1) : (tensor<f32>, tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xi32>) -> tensor<2x3xi32>, sym_name = "one"}> ({
  ^bb0(%arg3: tensor<2x3xi32>):
    %1 = "stablehlo.optimization_barrier"(%arg3) : (tensor<2x3xi32>) -> tensor<2x3xi32>
    "func.return"(%1) : (tensor<2x3xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "none"}> ({
    "stablehlo.optimization_barrier"() : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (!stablehlo.token, tensor<2xcomplex<f32>>, tensor<?x3xbf16>) -> (!stablehlo.token, tensor<2xcomplex<f32>>, tensor<?x3xbf16>), sym_name = "mixed"}> ({
  ^bb0(%arg0: !stablehlo.token, %arg1: tensor<2xcomplex<f32>>, %arg2: tensor<?x3xbf16>):
    %0:3 = "stablehlo.optimization_barrier"(%arg0, %arg1, %arg2) : (!stablehlo.token, tensor<2xcomplex<f32>>, tensor<?x3xbf16>) -> (!stablehlo.token, tensor<2xcomplex<f32>>, tensor<?x3xbf16>)
    "func.return"(%0#0, %0#1, %0#2) : (!stablehlo.token, tensor<2xcomplex<f32>>, tensor<?x3xbf16>) -> ()
  }) : () -> ()
}) : () -> ()
