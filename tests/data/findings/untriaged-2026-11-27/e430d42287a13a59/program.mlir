"builtin.module"() ({
  "func.func"() <{function_type = (tensor<3xf8E3M4>) -> tensor<3xf8E3M4>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<3xf8E3M4>):
    %0 = "chlo.erf_inv"(%arg0) : (tensor<3xf8E3M4>) -> tensor<3xf8E3M4>
    "func.return"(%0) : (tensor<3xf8E3M4>) -> ()
  }) : () -> ()
}) : () -> ()
