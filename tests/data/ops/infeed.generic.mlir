"builtin.module"() ({
  "func.func"() <{function_type = (!stablehlo.token) -> (tensor<2x2xi64>, !stablehlo.token), sym_name = "main"}> ({
  ^bb0(%arg2: !stablehlo.token):
    %2:2 = "stablehlo.infeed"(%arg2) <{infeed_config = ""}> : (!stablehlo.token) -> (tensor<2x2xi64>, !stablehlo.token)
    "func.return"(%2#0, %2#1) : (tensor<2x2xi64>, !stablehlo.token) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (!stablehlo.token) -> !stablehlo.token, sym_name = "no_config"}> ({
  ^bb0(%arg1: !stablehlo.token):
    %1 = "stablehlo.infeed"(%arg1) <{infeed_config = ""}> : (!stablehlo.token) -> !stablehlo.token
    "func.return"(%1) : (!stablehlo.token) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (!stablehlo.token) -> (tensor<3xf32>, tensor<2x2xi1>, !stablehlo.token), sym_name = "config_layout"}> ({
  ^bb0(%arg0: !stablehlo.token):
    %0:3 = "stablehlo.infeed"(%arg0) <{infeed_config = "foo", layout = [[0], [1, 0]]}> : (!stablehlo.token) -> (tensor<3xf32>, tensor<2x2xi1>, !stablehlo.token)
    "func.return"(%0#0, %0#1, %0#2) : (tensor<3xf32>, tensor<2x2xi1>, !stablehlo.token) -> ()
  }) : () -> ()
}) : () -> ()
