"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x4xf64>) -> tensor<2x4xf64>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<2x4xf64>):
    %0 = "chlo.lgamma"(%arg0) : (tensor<2x4xf64>) -> tensor<2x4xf64>
    "func.return"(%0) : (tensor<2x4xf64>) -> ()
  }) : () -> ()
}) : () -> ()
