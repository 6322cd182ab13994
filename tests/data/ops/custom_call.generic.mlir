"builtin.module"() ({
  "func.func"() <{function_type = (tensor<f64>) -> tensor<f64>, sym_name = "main"}> ({
  ^bb0(%arg10: tensor<f64>):
    %11 = "stablehlo.custom_call"(%arg10) <{api_version = 4 : i32, backend_config = {bar = 42 : i32}, call_target_name = "foo", called_computations = [@foo], has_side_effect = false}> : (tensor<f64>) -> tensor<f64>
    "func.return"(%11) : (tensor<f64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<f64>) -> tensor<f64>, sym_name = "foo", sym_visibility = "private"}> ({
  ^bb0(%arg9: tensor<f64>):
    "func.return"(%arg9) : (tensor<f64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "bar", sym_visibility = "private"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xf32>) -> tensor<2x3xf32>, sym_name = "minimal"}> ({
  ^bb0(%arg8: tensor<2x3xf32>):
    %10 = "stablehlo.custom_call"(%arg8) <{call_target_name = "my_target"}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
    "func.return"(%10) : (tensor<2x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "no_operands_no_results"}> ({
    "stablehlo.custom_call"() <{call_target_name = "side_effect_only", has_side_effect = true}> : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>), sym_name = "api_versions"}> ({
  ^bb0(%arg7: tensor<4xf32>):
    %5 = "stablehlo.custom_call"(%arg7) <{api_version = 0 : i32, call_target_name = "v0"}> : (tensor<4xf32>) -> tensor<4xf32>
    %6 = "stablehlo.custom_call"(%arg7) <{api_version = 1 : i32, backend_config = "opaque string", call_target_name = "v1"}> : (tensor<4xf32>) -> tensor<4xf32>
    %7 = "stablehlo.custom_call"(%arg7) <{api_version = 2 : i32, backend_config = "", call_target_name = "v2"}> : (tensor<4xf32>) -> tensor<4xf32>
    %8 = "stablehlo.custom_call"(%arg7) <{api_version = 3 : i32, backend_config = "\00\01binary", call_target_name = "v3"}> : (tensor<4xf32>) -> tensor<4xf32>
    %9 = "stablehlo.custom_call"(%arg7) <{api_version = 4 : i32, backend_config = {arr = [1, 2], d = dense<[1, 2]> : tensor<2xi32>, f = 2.500000e+00 : f32, i = 1 : i64, nested = {x = true}, s = "str", u}, call_target_name = "v4"}> : (tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%5, %6, %7, %8, %9) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xf32>, tensor<3xi32>) -> (tensor<2x3xf32>, tensor<3xi32>), sym_name = "layouts_and_aliases"}> ({
  ^bb0(%arg5: tensor<2x3xf32>, %arg6: tensor<3xi32>):
    %4:2 = "stablehlo.custom_call"(%arg5, %arg6) <{api_version = 2 : i32, call_target_name = "with_layouts", has_side_effect = true, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [1], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>]}> : (tensor<2x3xf32>, tensor<3xi32>) -> (tensor<2x3xf32>, tensor<3xi32>)
    "func.return"(%4#0, %4#1) : (tensor<2x3xf32>, tensor<3xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (!stablehlo.token, tensor<?x3xbf16>, tuple<tensor<i32>, tensor<2xf32>>) -> (!stablehlo.token, tuple<tensor<i1>>, tensor<?x?xbf16>), sym_name = "tokens_tuples_dynamic"}> ({
  ^bb0(%arg2: !stablehlo.token, %arg3: tensor<?x3xbf16>, %arg4: tuple<tensor<i32>, tensor<2xf32>>):
    %3:3 = "stablehlo.custom_call"(%arg2, %arg3, %arg4) <{call_target_name = "weird", called_computations = [@foo, @bar]}> {mhlo.frontend_attributes = {key = "value"}, mhlo.sharding = "{replicated}"} : (!stablehlo.token, tensor<?x3xbf16>, tuple<tensor<i32>, tensor<2xf32>>) -> (!stablehlo.token, tuple<tensor<i1>>, tensor<?x?xbf16>)
    "func.return"(%3#0, %3#1, %3#2) : (!stablehlo.token, tuple<tensor<i1>>, tensor<?x?xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<f32>) -> tensor<f32>, sym_name = "quoted_target"}> ({
  ^bb0(%arg1: tensor<f32>):
    %2 = "stablehlo.custom_call"(%arg1) <{call_target_name = "name with spaces.and-dashes"}> : (tensor<f32>) -> tensor<f32>
    "func.return"(%2) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>), sym_name = "explicit_defaults"}> ({
  ^bb0(%arg0: tensor<2xf32>):
    %0 = "stablehlo.custom_call"(%arg0) <{api_version = 1 : i32, backend_config = "", call_target_name = "x", called_computations = [], has_side_effect = false}> : (tensor<2xf32>) -> tensor<2xf32>
    %1 = "stablehlo.custom_call"(%arg0) <{api_version = 1 : i32, call_target_name = "x", called_computations = [], has_side_effect = false}> : (tensor<2xf32>) -> tensor<2xf32>
    "func.return"(%0, %1) : (tensor<2xf32>, tensor<2xf32>) -> ()
  }) : () -> ()
}) : () -> ()
