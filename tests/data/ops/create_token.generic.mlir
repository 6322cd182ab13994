"builtin.module"() ({
  "func.func"() <{function_type = () -> !stablehlo.token, sym_name = "main"}> ({
    %0 = "stablehlo.create_token"() : () -> !stablehlo.token
    "func.return"(%0) : (!stablehlo.token) -> ()
  }) : () -> ()
}) : () -> ()
