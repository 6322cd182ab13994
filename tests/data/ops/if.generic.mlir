"builtin.module"() ({
  "func.func"() <{function_type = (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>, sym_name = "main"}> ({
  ^bb0(%arg8: tensor<i1>, %arg9: tensor<i32>, %arg10: tensor<i32>):
    %4 = "stablehlo.if"(%arg8) ({
      "stablehlo.return"(%arg9) : (tensor<i32>) -> ()
    }, {
      "stablehlo.return"(%arg10) : (tensor<i32>) -> ()
    }) : (tensor<i1>) -> tensor<i32>
    "func.return"(%4) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i1>, tensor<2xf32>, tensor<?x3xbf16>) -> (tensor<2xf32>, tensor<?x3xbf16>), sym_name = "multi"}> ({
  ^bb0(%arg5: tensor<i1>, %arg6: tensor<2xf32>, %arg7: tensor<?x3xbf16>):
    %2:2 = "stablehlo.if"(%arg5) ({
      %3 = "stablehlo.negate"(%arg6) : (tensor<2xf32>) -> tensor<2xf32>
      "stablehlo.return"(%3, %arg7) : (tensor<2xf32>, tensor<?x3xbf16>) -> ()
    }, {
      "stablehlo.return"(%arg6, %arg7) : (tensor<2xf32>, tensor<?x3xbf16>) -> ()
    }) : (tensor<i1>) -> (tensor<2xf32>, tensor<?x3xbf16>)
    "func.return"(%2#0, %2#1) : (tensor<2xf32>, tensor<?x3xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i1>, !stablehlo.token) -> (), sym_name = "no_results"}> ({
  ^bb0(%arg3: tensor<i1>, %arg4: !stablehlo.token):
    "stablehlo.if"(%arg3) ({
      "stablehlo.return"() : () -> ()
    }, {
      "stablehlo.return"() : () -> ()
    }) : (tensor<i1>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i1>, !stablehlo.token, tensor<i32>) -> (!stablehlo.token, tensor<i32>), sym_name = "token"}> ({
  ^bb0(%arg0: tensor<i1>, %arg1: !stablehlo.token, %arg2: tensor<i32>):
    %0:2 = "stablehlo.if"(%arg0) ({
      %1 = "stablehlo.after_all"(%arg1) : (!stablehlo.token) -> !stablehlo.token
      "stablehlo.return"(%1, %arg2) : (!stablehlo.token, tensor<i32>) -> ()
    }, {
      "stablehlo.return"(%arg1, %arg2) : (!stablehlo.token, tensor<i32>) -> ()
    }) : (tensor<i1>) -> (!stablehlo.token, tensor<i32>)
    "func.return"(%0#0, %0#1) : (!stablehlo.token, tensor<i32>) -> ()
  }) : () -> ()
}) : () -> ()
