"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2xf64>, tuple<tensor<i64>>) -> tuple<tensor<2xf64>, tuple<tensor<i64>>>, sym_name = "main"}> ({
  ^bb0(%arg5: tensor<2xf64>, %arg6: tuple<tensor<i64>>):
    %3 = "stablehlo.tuple"(%arg5, %arg6) : (tensor<2xf64>, tuple<tensor<i64>>) -> tuple<tensor<2xf64>, tuple<tensor<i64>>>
    "func.return"(%3) : (tuple<tensor<2xf64>, tuple<tensor<i64>>>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> tuple<>, sym_name = "empty"}> ({
    %2 = "stablehlo.tuple"() : () -> tuple<>
    "func.return"(%2) : (tuple<>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>) -> tuple<tensor<i32>>, sym_name = "one"}> ({
  ^bb0(%arg4: tensor<i32>):
    %1 = "stablehlo.tuple"(%arg4) : (tensor<i32>) -> tuple<tensor<i32>>
    "func.return"(%1) : (tuple<tensor<i32>>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (!stablehlo.token, tensor<?x3xf32>, tensor<2xi1>, tensor<?xbf16, #stablehlo.bounds<4>>) -> tuple<!stablehlo.token, tensor<?x3xf32>, tensor<2xi1>, tensor<?xbf16, #stablehlo.bounds<4>>>, sym_name = "mixed"}> ({
  ^bb0(%arg0: !stablehlo.token, %arg1: tensor<?x3xf32>, %arg2: tensor<2xi1>, %arg3: tensor<?xbf16, #stablehlo.bounds<4>>):
    %0 = "stablehlo.tuple"(%arg0, %arg1, %arg2, %arg3) : (!stablehlo.token, tensor<?x3xf32>, tensor<2xi1>, tensor<?xbf16, #stablehlo.bounds<4>>) -> tuple<!stablehlo.token, tensor<?x3xf32>, tensor<2xi1>, tensor<?xbf16, #stablehlo.bounds<4>>>
    "func.return"(%0) : (tuple<!stablehlo.token, tensor<?x3xf32>, tensor<2xi1>, tensor<?xbf16, #stablehlo.bounds<4>>>) -> ()
  }) : () -> ()
}) : () -> ()
