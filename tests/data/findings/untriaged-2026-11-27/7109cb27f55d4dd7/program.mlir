"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4xf4E2M1FN>) -> tensor<2xf4E2M1FN>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<4xf4E2M1FN>):
    %0:2 = "chlo.top_k"(%arg0) {k = 2 : i64} : (tensor<4xf4E2M1FN>) -> (tensor<2xf4E2M1FN>, tensor<2xi32>)
    "func.return"(%0#0) : (tensor<2xf4E2M1FN>) -> ()
  }) : () -> ()
}) : () -> ()
