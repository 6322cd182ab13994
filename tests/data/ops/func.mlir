module @jit_main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32, jax.uses_shape_polymorphism = false} {
  "func.func"() <{function_type = (tensor<2xf32>, tensor<f32>) -> tensor<2xf32>, sym_name = "main", arg_attrs = [{jax.arg = 1 : i64, mhlo.sharding = "{replicated}"}, {}], res_attrs = [{jax.result_info = "result"}]}> ({
  ^bb0(%arg0: tensor<2xf32>, %arg1: tensor<f32>):
    %0 = "func.call"(%arg0) <{callee = @helper}> : (tensor<2xf32>) -> tensor<2xf32>
    "func.return"(%0) : (tensor<2xf32>) -> ()
  }) {mhlo.frontend_attributes = {a = "b"}} : () -> ()

  func.func private @helper(%x: tensor<2xf32>) -> tensor<2xf32> {
    %0 = "stablehlo.add"(%x, %x) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    "func.return"(%0) : (tensor<2xf32>) -> ()
  }

  func.func @arg_attrs(%a: tensor<f32> {jax.arg = 1}, %b: tensor<i32> {jax.buffer_donor = true, mhlo.layout_mode = "default"}, %c: tensor<2xf32>) -> (tensor<f32> {jax.result_info = "[0]"}, tensor<i32>) {
    "func.return"(%a, %b) : (tensor<f32>, tensor<i32>) -> ()
  }

  func.func @no_args_no_results() {
    "func.return"() : () -> ()
  }

  func.func @calls(%a: tensor<f32>, %b: tensor<i32>, %c: tensor<2xf32>) -> (tensor<f32>, tensor<i32>) {
    %0:2 = "func.call"(%a, %b, %c) {callee = @arg_attrs} : (tensor<f32>, tensor<i32>, tensor<2xf32>) -> (tensor<f32>, tensor<i32>)
    "func.call"() {callee = @no_args_no_results} : () -> ()
    %1 = "func.call"(%c) {callee = @helper} : (tensor<2xf32>) -> tensor<2xf32>
    %2 = "func.call"() {callee = @nested_private} : () -> !stablehlo.token
    "func.return"(%0#0, %0#1) : (tensor<f32>, tensor<i32>) -> ()
  }

  func.func private @nested_private() -> !stablehlo.token attributes {llvm.emit_c_interface, my.attr = 3 : i32} {
    %0 = "stablehlo.create_token"() : () -> !stablehlo.token
    "func.return"(%0) : (!stablehlo.token) -> ()
  }

  func.func nested @nested_visibility(%x: tuple<tensor<i1>, !stablehlo.token>) -> tuple<tensor<i1>, !stablehlo.token> {
    "func.return"(%x) : (tuple<tensor<i1>, !stablehlo.token>) -> ()
  }

  func.func private @declaration(tensor<2xf32>) -> tensor<2xf32>

  func.func @bounded_and_dynamic(%x: tensor<?x3xf32, #stablehlo.bounds<5, ?>>, %y: tensor<?x?xi8>) -> (tensor<?x3xf32, #stablehlo.bounds<5, ?>>, tensor<?x?xi8>) {
    "func.return"(%x, %y) : (tensor<?x3xf32, #stablehlo.bounds<5, ?>>, tensor<?x?xi8>) -> ()
  }

  func.func @call_declaration(%x: tensor<2xf32>) -> tensor<2xf32> {
    %0 = "func.call"(%x) {callee = @declaration} : (tensor<2xf32>) -> tensor<2xf32>
    "func.return"(%0) : (tensor<2xf32>) -> ()
  }

  func.func @"quoted name"(%x: tensor<f32>) -> tensor<f32> {
    "func.return"(%x) : (tensor<f32>) -> ()
  }

  func.func @names_and_results(%x: tensor<f32>) -> tensor<f32> {
    %named_value = "stablehlo.negate"(%x) : (tensor<f32>) -> tensor<f32>
    %tuple_result:2 = "stablehlo.optimization_barrier"(%named_value, %named_value) : (tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<f32>)
    "func.return"(%tuple_result#1) : (tensor<f32>) -> ()
  }
}
