"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x3xf32>, tensor<i32>) -> tensor<?x3xf32, #stablehlo.bounds<4, ?>>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<4x3xf32>, %arg1: tensor<i32>):
    %0 = "stablehlo.set_dimension_size"(%arg0, %arg1) <{dimension = 0 : i64}> : (tensor<4x3xf32>, tensor<i32>) -> tensor<?x3xf32, #stablehlo.bounds<4, ?>>
    "func.return"(%0) : (tensor<?x3xf32, #stablehlo.bounds<4, ?>>) -> ()
  }) : () -> ()
}) : () -> ()
