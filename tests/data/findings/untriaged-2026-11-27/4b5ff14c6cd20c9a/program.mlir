"builtin.module"() ({
  "func.func"() <{function_type = (tensor<f8E8M0FNU>) -> tensor<f8E8M0FNU>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<f8E8M0FNU>):
    %0 = "chlo.atanh"(%arg0) : (tensor<f8E8M0FNU>) -> tensor<f8E8M0FNU>
    "func.return"(%0) : (tensor<f8E8M0FNU>) -> ()
  }) : () -> ()
}) : () -> ()
