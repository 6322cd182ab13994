"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x4xf8E8M0FNU>) -> tensor<2x4xf8E8M0FNU>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<2x4xf8E8M0FNU>):
    %0 = "chlo.acosh"(%arg0) : (tensor<2x4xf8E8M0FNU>) -> tensor<2x4xf8E8M0FNU>
    "func.return"(%0) : (tensor<2x4xf8E8M0FNU>) -> ()
  }) : () -> ()
}) : () -> ()
