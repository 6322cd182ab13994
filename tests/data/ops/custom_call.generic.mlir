"builtin.module"() ({
  "func.func"() <{function_type = (tensor<f64>) -> tensor<f64>, sym_name = "main"}> ({
  ^bb0(%arg9: tensor<f64>):
    %9 = "stablehlo.custom_call"(%arg9) <{api_version = 4 : i32, backend_config = {bar = 42 : i32}, call_target_name = "foo", called_computations = [@foo], has_side_effect = false}> : (tensor<f64>) -> tensor<f64>
    "func.return"(%9) : (tensor<f64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<f64>) -> tensor<f64>, sym_name = "foo", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<f64>):
    "func.return"(%arg8) : (tensor<f64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "bar", sym_visibility = "private"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xf32>) -> tensor<2x3xf32>, sym_name = "minimal"}> ({
  ^bb0(%arg7: tensor<2x3xf32>):
    %8 = "stablehlo.custom_call"(%arg7) <{call_target_name = "my_target"}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
    "func.return"(%8) : (tensor<2x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "no_operands_no_results"}> ({
    "stablehlo.custom_call"() <{call_target_name = "side_effect_only", has_side_effect = true}> : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>), sym_name = "api_versions"}> ({
  ^bb0(%arg6: tensor<4xf32>):
    %3 = "stablehlo.custom_call"(%arg6) <{api_version = 0 : i32, call_target_name = "v0"}> : (tensor<4xf32>) -> tensor<4xf32>
    %4 = "stablehlo.custom_call"(%arg6) <{api_version = 1 : i32, backend_config = "opaque string", call_target_name = "v1"}> : (tensor<4xf32>) -> tensor<4xf32>
    %5 = "stablehlo.custom_call"(%arg6) <{api_version = 2 : i32, backend_config = "", call_target_name = "v2"}> : (tensor<4xf32>) -> tensor<4xf32>
    %6 = "stablehlo.custom_call"(%arg6) <{api_version = 3 : i32, backend_config = "\00\01binary", call_target_name = "v3"}> : (tensor<4xf32>) -> tensor<4xf32>
    %7 = "stablehlo.custom_call"(%arg6) <{api_version = 4 : i32, backend_config = {arr = [1, 2], d = dense<[1, 2]> : tensor<2xi32>, f = 2.500000e+00 : f32, i = 1 : i64, nested = {x = true}, s = "str", u}, call_target_name = "v4"}> : (tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%3, %4, %5, %6, %7) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xf32>, tensor<3xi32>) -> (tensor<2x3xf32>, tensor<3xi32>), sym_name = "layouts_and_aliases"}> ({
  ^bb0(%arg4: tensor<2x3xf32>, %arg5: tensor<3xi32>):
    %2:2 = "stablehlo.custom_call"(%arg4, %arg5) <{api_version = 2 : i32, call_target_name = "with_layouts", has_side_effect = true, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [1], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>]}> : (tensor<2x3xf32>, tensor<3xi32>) -> (tensor<2x3xf32>, tensor<3xi32>)
    "func.return"(%2#0, %2#1) : (tensor<2x3xf32>, tensor<3xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (!stablehlo.token, tensor<?x3xbf16>, tuple<tensor<i32>, tensor<2xf32>>) -> (!stablehlo.token, tuple<tensor<i1>>, tensor<?x?xbf16>), sym_name = "tokens_tuples_dynamic"}> ({
  ^bb0(%arg1: !stablehlo.token, %arg2: tensor<?x3xbf16>, %arg3: tuple<tensor<i32>, tensor<2xf32>>):
    %1:3 = "stablehlo.custom_call"(%arg1, %arg2, %arg3) <{call_target_name = "weird", called_computations = [@foo, @bar]}> {mhlo.frontend_attributes = {key = "value"}, mhlo.sharding = "{replicated}"} : (!stablehlo.token, tensor<?x3xbf16>, tuple<tensor<i32>, tensor<2xf32>>) -> (!stablehlo.token, tuple<tensor<i1>>, tensor<?x?xbf16>)
    "func.return"(%1#0, %1#1, %1#2) : (!stablehlo.token, tuple<tensor<i1>>, tensor<?x?xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<f32>) -> tensor<f32>, sym_name = "quoted_target"}> ({
  ^bb0(%arg0: tensor<f32>):
    %0 = "stablehlo.custom_call"(%arg0) <{call_target_name = "name with spaces.and-dashes"}> : (tensor<f32>) -> tensor<f32>
    "func.return"(%0) : (tensor<f32>) -> ()
  }) : () -> ()
}) : () -> ()
