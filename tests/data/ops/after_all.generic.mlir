"builtin.module"() ({
  "func.func"() <{function_type = (!stablehlo.token, !stablehlo.token) -> !stablehlo.token, sym_name = "main"}> ({
  ^bb0(%arg4: !stablehlo.token, %arg5: !stablehlo.token):
    %3 = "stablehlo.after_all"(%arg4, %arg5) : (!stablehlo.token, !stablehlo.token) -> !stablehlo.token
    "func.return"(%3) : (!stablehlo.token) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (!stablehlo.token) -> !stablehlo.token, sym_name = "one"}> ({
  ^bb0(%arg3: !stablehlo.token):
    %2 = "stablehlo.after_all"(%arg3) : (!stablehlo.token) -> !stablehlo.token
    "func.return"(%2) : (!stablehlo.token) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> !stablehlo.token, sym_name = "none"}> ({
    %1 = "stablehlo.after_all"() : () -> !stablehlo.token
    "func.return"(%1) : (!stablehlo.token) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (!stablehlo.token, !stablehlo.token, !stablehlo.token) -> !stablehlo.token, sym_name = "three"}> ({
  ^bb0(%arg0: !stablehlo.token, %arg1: !stablehlo.token, %arg2: !stablehlo.token):
    %0 = "stablehlo.after_all"(%arg0, %arg1, %arg2) : (!stablehlo.token, !stablehlo.token, !stablehlo.token) -> !stablehlo.token
    "func.return"(%0) : (!stablehlo.token) -> ()
  }) : () -> ()
}) : () -> ()
