module @jit_main attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func @main(%arg0: tensor<2xf32> {jax.arg = 1 : i64, mhlo.sharding = "{replicated}"}, %arg1: tensor<f32>) -> (tensor<2xf32> {jax.result_info = "result"}) attributes {mhlo.frontend_attributes = {a = "b"}} {
    %0 = call @helper(%arg0) : (tensor<2xf32>) -> tensor<2xf32>
    return %0 : tensor<2xf32>
  }
  func.func private @helper(%arg0: tensor<2xf32>) -> tensor<2xf32> {
    %0 = stablehlo.add %arg0, %arg0 : tensor<2xf32>
    return %0 : tensor<2xf32>
  }
  func.func @arg_attrs(%arg0: tensor<f32> {jax.arg = 1 : i64}, %arg1: tensor<i32> {jax.buffer_donor = true, mhlo.layout_mode = "default"}, %arg2: tensor<2xf32>) -> (tensor<f32> {jax.result_info = "[0]"}, tensor<i32>) {
    return %arg0, %arg1 : tensor<f32>, tensor<i32>
  }
  func.func @no_args_no_results() {
    return
  }
  func.func @calls(%arg0: tensor<f32>, %arg1: tensor<i32>, %arg2: tensor<2xf32>) -> (tensor<f32>, tensor<i32>) {
    %0:2 = call @arg_attrs(%arg0, %arg1, %arg2) : (tensor<f32>, tensor<i32>, tensor<2xf32>) -> (tensor<f32>, tensor<i32>)
    call @no_args_no_results() : () -> ()
    %1 = call @helper(%arg2) : (tensor<2xf32>) -> tensor<2xf32>
    %2 = call @nested_private() : () -> !stablehlo.token
    return %0#0, %0#1 : tensor<f32>, tensor<i32>
  }
  func.func private @nested_private() -> !stablehlo.token attributes {llvm.emit_c_interface, my.attr = 3 : i32} {
    %0 = stablehlo.create_token : !stablehlo.token
    return %0 : !stablehlo.token
  }
  func.func nested @nested_visibility(%arg0: tuple<tensor<i1>, !stablehlo.token>) -> tuple<tensor<i1>, !stablehlo.token> {
    return %arg0 : tuple<tensor<i1>, !stablehlo.token>
  }
  func.func private @declaration(tensor<2xf32>) -> tensor<2xf32>
  func.func @bounded_and_dynamic(%arg0: tensor<?x3xf32, #stablehlo.bounds<5, ?>>, %arg1: tensor<?x?xi8>) -> (tensor<?x3xf32, #stablehlo.bounds<5, ?>>, tensor<?x?xi8>) {
    return %arg0, %arg1 : tensor<?x3xf32, #stablehlo.bounds<5, ?>>, tensor<?x?xi8>
  }
  func.func @call_declaration(%arg0: tensor<2xf32>) -> tensor<2xf32> {
    %0 = call @declaration(%arg0) : (tensor<2xf32>) -> tensor<2xf32>
    return %0 : tensor<2xf32>
  }
  func.func @"quoted name"(%arg0: tensor<f32>) -> tensor<f32> {
    return %arg0 : tensor<f32>
  }
  func.func @names_and_results(%arg0: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.negate %arg0 : tensor<f32>
    %1:2 = stablehlo.optimization_barrier %0, %0 : tensor<f32>, tensor<f32>
    return %1#1 : tensor<f32>
  }
}
