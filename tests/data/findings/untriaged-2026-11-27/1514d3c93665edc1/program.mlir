"builtin.module"() ({
  "func.func"() <{function_type = (tensor<f8E5M2>) -> tensor<f8E5M2>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<f8E5M2>):
    %0 = "chlo.erf_inv"(%arg0) : (tensor<f8E5M2>) -> tensor<f8E5M2>
    "func.return"(%0) : (tensor<f8E5M2>) -> ()
  }) : () -> ()
}) : () -> ()
