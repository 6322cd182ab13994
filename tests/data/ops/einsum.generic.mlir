"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>, sym_name = "main"}> ({
  ^bb0(%arg2: tensor<2x3xf32>, %arg3: tensor<3x4xf32>):
    %1 = "stablehlo.einsum"(%arg2, %arg3) <{einsum_config = "ab,bc->ac"}> : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
    "func.return"(%1) : (tensor<2x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<5x2x3xbf16>, tensor<5x3x4xbf16>) -> tensor<5x2x4xbf16>, sym_name = "batched"}> ({
  ^bb0(%arg0: tensor<5x2x3xbf16>, %arg1: tensor<5x3x4xbf16>):
    %0 = "stablehlo.einsum"(%arg0, %arg1) <{einsum_config = "bij,bjk->bik"}> : (tensor<5x2x3xbf16>, tensor<5x3x4xbf16>) -> tensor<5x2x4xbf16>
    "func.return"(%0) : (tensor<5x2x4xbf16>) -> ()
  }) : () -> ()
}) : () -> ()
