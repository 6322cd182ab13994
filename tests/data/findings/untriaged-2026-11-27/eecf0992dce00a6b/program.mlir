"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x3x3xf8E4M3B11FNUZ>, tensor<1xf8E4M3B11FNUZ>) -> tensor<1x3xf8E4M3B11FNUZ>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<1x3x3xf8E4M3B11FNUZ>, %arg1: tensor<1xf8E4M3B11FNUZ>):
    %0 = "stablehlo.einsum"(%arg0, %arg1) {einsum_config = "abc,a->ab"} : (tensor<1x3x3xf8E4M3B11FNUZ>, tensor<1xf8E4M3B11FNUZ>) -> tensor<1x3xf8E4M3B11FNUZ>
    "func.return"(%0) : (tensor<1x3xf8E4M3B11FNUZ>) -> ()
  }) : () -> ()
}) : () -> ()
