"builtin.module"() <{sym_name = "jit_main"}> ({
  "func.func"() <{arg_attrs = [{jax.arg = 1 : i64, mhlo.sharding = "{replicated}"}, {}], function_type = (tensor<2xf32>, tensor<f32>) -> tensor<2xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main"}> ({
  ^bb0(%arg13: tensor<2xf32>, %arg14: tensor<f32>):
    %8 = "func.call"(%arg13) <{callee = @helper}> : (tensor<2xf32>) -> tensor<2xf32>
    "func.return"(%8) : (tensor<2xf32>) -> ()
  }) {mhlo.frontend_attributes = {a = "b"}} : () -> ()
  "func.func"() <{function_type = (tensor<2xf32>) -> tensor<2xf32>, sym_name = "helper", sym_visibility = "private"}> ({
  ^bb0(%arg12: tensor<2xf32>):
    %7 = "stablehlo.add"(%arg12, %arg12) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    "func.return"(%7) : (tensor<2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{jax.arg = 1 : i64}, {jax.buffer_donor = true, mhlo.layout_mode = "default"}, {}], function_type = (tensor<f32>, tensor<i32>, tensor<2xf32>) -> (tensor<f32>, tensor<i32>), res_attrs = [{jax.result_info = "[0]"}, {}], sym_name = "arg_attrs"}> ({
  ^bb0(%arg9: tensor<f32>, %arg10: tensor<i32>, %arg11: tensor<2xf32>):
    "func.return"(%arg9, %arg10) : (tensor<f32>, tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "no_args_no_results"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<f32>, tensor<i32>, tensor<2xf32>) -> (tensor<f32>, tensor<i32>), sym_name = "calls"}> ({
  ^bb0(%arg6: tensor<f32>, %arg7: tensor<i32>, %arg8: tensor<2xf32>):
    %4:2 = "func.call"(%arg6, %arg7, %arg8) <{callee = @arg_attrs}> : (tensor<f32>, tensor<i32>, tensor<2xf32>) -> (tensor<f32>, tensor<i32>)
    "func.call"() <{callee = @no_args_no_results}> : () -> ()
    %5 = "func.call"(%arg8) <{callee = @helper}> : (tensor<2xf32>) -> tensor<2xf32>
    %6 = "func.call"() <{callee = @nested_private}> : () -> !stablehlo.token
    "func.return"(%4#0, %4#1) : (tensor<f32>, tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> !stablehlo.token, sym_name = "nested_private", sym_visibility = "private"}> ({
    %3 = "stablehlo.create_token"() : () -> !stablehlo.token
    "func.return"(%3) : (!stablehlo.token) -> ()
  }) {llvm.emit_c_interface, my.attr = 3 : i32} : () -> ()
  "func.func"() <{function_type = (tuple<tensor<i1>, !stablehlo.token>) -> tuple<tensor<i1>, !stablehlo.token>, sym_name = "nested_visibility", sym_visibility = "nested"}> ({
  ^bb0(%arg5: tuple<tensor<i1>, !stablehlo.token>):
    "func.return"(%arg5) : (tuple<tensor<i1>, !stablehlo.token>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2xf32>) -> tensor<2xf32>, sym_name = "declaration", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x3xf32, #stablehlo.bounds<5, ?>>, tensor<?x?xi8>) -> (tensor<?x3xf32, #stablehlo.bounds<5, ?>>, tensor<?x?xi8>), sym_name = "bounded_and_dynamic"}> ({
  ^bb0(%arg3: tensor<?x3xf32, #stablehlo.bounds<5, ?>>, %arg4: tensor<?x?xi8>):
    "func.return"(%arg3, %arg4) : (tensor<?x3xf32, #stablehlo.bounds<5, ?>>, tensor<?x?xi8>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2xf32>) -> tensor<2xf32>, sym_name = "call_declaration"}> ({
  ^bb0(%arg2: tensor<2xf32>):
    %2 = "func.call"(%arg2) <{callee = @declaration}> : (tensor<2xf32>) -> tensor<2xf32>
    "func.return"(%2) : (tensor<2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<f32>) -> tensor<f32>, sym_name = "quoted name"}> ({
  ^bb0(%arg1: tensor<f32>):
    "func.return"(%arg1) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<f32>) -> tensor<f32>, sym_name = "names_and_results"}> ({
  ^bb0(%arg0: tensor<f32>):
    %0 = "stablehlo.negate"(%arg0) : (tensor<f32>) -> tensor<f32>
    %1:2 = "stablehlo.optimization_barrier"(%0, %0) : (tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<f32>)
    "func.return"(%1#1) : (tensor<f32>) -> ()
  }) : () -> ()
}) {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
