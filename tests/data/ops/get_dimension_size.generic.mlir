"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3xi64>) -> tensor<i32>, sym_name = "main"}> ({
  ^bb0(%arg2: tensor<2x3xi64>):
    %2 = "stablehlo.get_dimension_size"(%arg2) <{dimension = 1 : i64}> : (tensor<2x3xi64>) -> tensor<i32>
    "func.return"(%2) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x3xf32>, tensor<?x3xbf16, #stablehlo.bounds<5, ?>>) -> (tensor<i32>, tensor<i32>), sym_name = "dynamic"}> ({
  ^bb0(%arg0: tensor<?x3xf32>, %arg1: tensor<?x3xbf16, #stablehlo.bounds<5, ?>>):
    %0 = "stablehlo.get_dimension_size"(%arg0) <{dimension = 0 : i64}> : (tensor<?x3xf32>) -> tensor<i32>
    %1 = "stablehlo.get_dimension_size"(%arg1) <{dimension = 0 : i64}> : (tensor<?x3xbf16, #stablehlo.bounds<5, ?>>) -> tensor<i32>
    "func.return"(%0, %1) : (tensor<i32>, tensor<i32>) -> ()
  }) : () -> ()
}) : () -> ()
