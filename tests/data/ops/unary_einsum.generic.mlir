"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3xf32>) -> tensor<3x2xf32>, sym_name = "main"}> ({
  ^bb0(%arg1: tensor<2x3xf32>):
    %1 = "stablehlo.unary_einsum"(%arg1) <{einsum_config = "ab->ba"}> : (tensor<2x3xf32>) -> tensor<3x2xf32>
    "func.return"(%1) : (tensor<3x2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xi32>) -> tensor<2xi32>, sym_name = "reduce"}> ({
  ^bb0(%arg0: tensor<2x3xi32>):
    %0 = "stablehlo.unary_einsum"(%arg0) <{einsum_config = "ab->a"}> : (tensor<2x3xi32>) -> tensor<2xi32>
    "func.return"(%0) : (tensor<2xi32>) -> ()
  }) : () -> ()
}) : () -> ()
