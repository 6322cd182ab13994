"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2xf4E2M1FN>) -> tensor<2xi1>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<2xf4E2M1FN>):
    %0 = "chlo.is_pos_inf"(%arg0) : (tensor<2xf4E2M1FN>) -> tensor<2xi1>
    "func.return"(%0) : (tensor<2xi1>) -> ()
  }) : () -> ()
}) : () -> ()
