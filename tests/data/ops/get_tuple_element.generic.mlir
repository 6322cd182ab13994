"builtin.module"() ({
  "func.func"() <{function_type = (tuple<tensor<2xf64>, tuple<tensor<i64>>>) -> (tensor<2xf64>, tuple<tensor<i64>>), sym_name = "main"}> ({
  ^bb0(%arg2: tuple<tensor<2xf64>, tuple<tensor<i64>>>):
    %4 = "stablehlo.get_tuple_element"(%arg2) <{index = 0 : i32}> : (tuple<tensor<2xf64>, tuple<tensor<i64>>>) -> tensor<2xf64>
    %5 = "stablehlo.get_tuple_element"(%arg2) <{index = 1 : i32}> : (tuple<tensor<2xf64>, tuple<tensor<i64>>>) -> tuple<tensor<i64>>
    "func.return"(%4, %5) : (tensor<2xf64>, tuple<tensor<i64>>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tuple<!stablehlo.token, tensor<?x3xf32>>) -> (!stablehlo.token, tensor<?x3xf32>), sym_name = "token"}> ({
  ^bb0(%arg1: tuple<!stablehlo.token, tensor<?x3xf32>>):
    %2 = "stablehlo.get_tuple_element"(%arg1) <{index = 0 : i32}> : (tuple<!stablehlo.token, tensor<?x3xf32>>) -> !stablehlo.token
    %3 = "stablehlo.get_tuple_element"(%arg1) <{index = 1 : i32}> : (tuple<!stablehlo.token, tensor<?x3xf32>>) -> tensor<?x3xf32>
    "func.return"(%2, %3) : (!stablehlo.token, tensor<?x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tuple<tuple<tensor<i1>, tensor<2xcomplex<f32>>>>) -> tensor<2xcomplex<f32>>, sym_name = "nested"}> ({
  ^bb0(%arg0: tuple<tuple<tensor<i1>, tensor<2xcomplex<f32>>>>):
    %0 = "stablehlo.get_tuple_element"(%arg0) <{index = 0 : i32}> : (tuple<tuple<tensor<i1>, tensor<2xcomplex<f32>>>>) -> tuple<tensor<i1>, tensor<2xcomplex<f32>>>
    %1 = "stablehlo.get_tuple_element"(%0) <{index = 1 : i32}> : (tuple<tensor<i1>, tensor<2xcomplex<f32>>>) -> tensor<2xcomplex<f32>>
    "func.return"(%1) : (tensor<2xcomplex<f32>>) -> ()
  }) : () -> ()
}) : () -> ()
