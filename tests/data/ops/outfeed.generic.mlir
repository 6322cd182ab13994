"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x2x2xi64>, !stablehlo.token) -> !stablehlo.token, sym_name = "main"}> ({
  ^bb0(%arg3: tensor<2x2x2xi64>, %arg4: !stablehlo.token):
    %3 = "stablehlo.outfeed"(%arg3, %arg4) <{outfeed_config = ""}> : (tensor<2x2x2xi64>, !stablehlo.token) -> !stablehlo.token
    "func.return"(%3) : (!stablehlo.token) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3xf32>, tensor<i1>, !stablehlo.token) -> (!stablehlo.token, !stablehlo.token, !stablehlo.token), sym_name = "variants"}> ({
  ^bb0(%arg0: tensor<3xf32>, %arg1: tensor<i1>, %arg2: !stablehlo.token):
    %0 = "stablehlo.outfeed"(%arg2) <{outfeed_config = ""}> : (!stablehlo.token) -> !stablehlo.token
    %1 = "stablehlo.outfeed"(%arg0, %arg1, %0) <{outfeed_config = "cfg"}> : (tensor<3xf32>, tensor<i1>, !stablehlo.token) -> !stablehlo.token
    %2 = "stablehlo.outfeed"(%arg0, %1) <{outfeed_config = ""}> : (tensor<3xf32>, !stablehlo.token) -> !stablehlo.token
    "func.return"(%0, %1, %2) : (!stablehlo.token, !stablehlo.token, !stablehlo.token) -> ()
  }) : () -> ()
}) : () -> ()
