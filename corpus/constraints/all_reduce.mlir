// Constraint cases of all_reduce (seed 000, section "all_reduce"): valid programs (the spec's
// example, promoted computation, global device ids, dynamic, quantized) and one program per
// constraint that breaks exactly that constraint (C2 is a definition: unviolable).

// case: valid_spec_example
// expected: valid
func.func @main(%a0: tensor<4xi64>, %a1: tensor<4xi64>) -> (tensor<4xi64>, tensor<4xi64>) {
  %r:2 = "stablehlo.all_reduce"(%a0, %a1) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%0) : (tensor<i64>) -> ()
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xi64>, tensor<4xi64>) -> (tensor<4xi64>, tensor<4xi64>)
  "func.return"(%r#0, %r#1) : (tensor<4xi64>, tensor<4xi64>) -> ()
}

// -----
// case: valid_promoted
// expected: valid
// is_promotable(i8, i32): the computation and the result are i32
func.func @main(%a0: tensor<4xi8>) -> (tensor<4xi32>) {
  %r = "stablehlo.all_reduce"(%a0) ({
    ^bb0(%arg0: tensor<i32>, %arg1: tensor<i32>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%0) : (tensor<i32>) -> ()
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xi8>) -> tensor<4xi32>
  "func.return"(%r) : (tensor<4xi32>) -> ()
}

// -----
// case: valid_global_device_ids
// expected: valid
func.func @main(%a0: tensor<4xi64>) -> (tensor<4xi64>) {
  %r = "stablehlo.all_reduce"(%a0) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%0) : (tensor<i64>) -> ()
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, use_global_device_ids} : (tensor<4xi64>) -> tensor<4xi64>
  "func.return"(%r) : (tensor<4xi64>) -> ()
}

// -----
// case: valid_dynamic
// expected: valid
func.func @main(%a0: tensor<?xf32>) -> (tensor<?xf32>) {
  %r = "stablehlo.all_reduce"(%a0) ({
    ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%0) : (tensor<f32>) -> ()
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<?xf32>) -> tensor<?xf32>
  "func.return"(%r) : (tensor<?xf32>) -> ()
}

// -----
// case: valid_quantized
// expected: valid
func.func @main(%a0: tensor<4x!quant.uniform<i8:f32, 0.5:-1>>) -> (tensor<4x!quant.uniform<i8:f32, 0.5:-1>>) {
  %r = "stablehlo.all_reduce"(%a0) ({
    ^bb0(%arg0: tensor<!quant.uniform<i8:f32, 0.5:-1>>, %arg1: tensor<!quant.uniform<i8:f32, 0.5:-1>>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<!quant.uniform<i8:f32, 0.5:-1>>, tensor<!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<!quant.uniform<i8:f32, 0.5:-1>>
      "stablehlo.return"(%0) : (tensor<!quant.uniform<i8:f32, 0.5:-1>>) -> ()
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<4x!quant.uniform<i8:f32, 0.5:-1>>
  "func.return"(%r) : (tensor<4x!quant.uniform<i8:f32, 0.5:-1>>) -> ()
}

// -----
// case: c1_repeated_id
// expected: all_reduce_c1
func.func @main(%a0: tensor<4xi64>) -> (tensor<4xi64>) {
  %r = "stablehlo.all_reduce"(%a0) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%0) : (tensor<i64>) -> ()
  }) {replica_groups = dense<[[1, 1]]> : tensor<1x2xi64>} : (tensor<4xi64>) -> tensor<4xi64>
  "func.return"(%r) : (tensor<4xi64>) -> ()
}

// -----
// case: c3_id_out_of_range
// expected: all_reduce_c3
func.func @main(%a0: tensor<4xi64>) -> (tensor<4xi64>) {
  %r = "stablehlo.all_reduce"(%a0) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%0) : (tensor<i64>) -> ()
  }) {replica_groups = dense<[[0, 3]]> : tensor<1x2xi64>} : (tensor<4xi64>) -> tensor<4xi64>
  "func.return"(%r) : (tensor<4xi64>) -> ()
}

// -----
// case: c3_padding_id
// expected: all_reduce_c3
// upstream pads groups of unequal sizes with -1; the spec's ids are 0 <= id
func.func @main(%a0: tensor<4xi64>) -> (tensor<4xi64>) {
  %r = "stablehlo.all_reduce"(%a0) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%0) : (tensor<i64>) -> ()
  }) {replica_groups = dense<[[0, -1], [1, 2]]> : tensor<2x2xi64>} : (tensor<4xi64>) -> tensor<4xi64>
  "func.return"(%r) : (tensor<4xi64>) -> ()
}

// -----
// case: c4_global_ids_without_channel
// expected: all_reduce_c4
func.func @main(%a0: tensor<4xi64>) -> (tensor<4xi64>) {
  %r = "stablehlo.all_reduce"(%a0) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%0) : (tensor<i64>) -> ()
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids} : (tensor<4xi64>) -> tensor<4xi64>
  "func.return"(%r) : (tensor<4xi64>) -> ()
}

// -----
// case: c5_computation_not_promotable
// expected: all_reduce_c5
func.func @main(%a0: tensor<4xi64>) -> (tensor<4xi64>) {
  %r = "stablehlo.all_reduce"(%a0) ({
    ^bb0(%arg0: tensor<i32>, %arg1: tensor<i32>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%0) : (tensor<i32>) -> ()
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xi64>) -> tensor<4xi64>
  "func.return"(%r) : (tensor<4xi64>) -> ()
}

// -----
// case: c5_computation_arity
// expected: all_reduce_c5
func.func @main(%a0: tensor<4xi64>) -> (tensor<4xi64>) {
  %r = "stablehlo.all_reduce"(%a0) ({
    ^bb0(%arg0: tensor<i64>):
      "stablehlo.return"(%arg0) : (tensor<i64>) -> ()
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xi64>) -> tensor<4xi64>
  "func.return"(%r) : (tensor<4xi64>) -> ()
}

// -----
// case: c6_result_shape
// expected: all_reduce_c6
func.func @main(%a0: tensor<4xi64>) -> (tensor<2xi64>) {
  %r = "stablehlo.all_reduce"(%a0) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%0) : (tensor<i64>) -> ()
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xi64>) -> tensor<2xi64>
  "func.return"(%r) : (tensor<2xi64>) -> ()
}

// -----
// case: c7_result_element_type
// expected: all_reduce_c7
func.func @main(%a0: tensor<4xi64>) -> (tensor<4xi32>) {
  %r = "stablehlo.all_reduce"(%a0) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%0) : (tensor<i64>) -> ()
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xi64>) -> tensor<4xi32>
  "func.return"(%r) : (tensor<4xi32>) -> ()
}

// -----
// case: c5_bool_operand_integer_computation
// expected: all_reduce_c5
// The official verifier accepts an i1 operand reduced by an i64 computation (it promotes i1 as a
// 1-bit integer); the spec's is_promotable keeps booleans and integers apart.
func.func @main(%a0: tensor<4xi1>) -> (tensor<4xi64>) {
  %r = "stablehlo.all_reduce"(%a0) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%0) : (tensor<i64>) -> ()
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xi1>) -> tensor<4xi64>
  "func.return"(%r) : (tensor<4xi64>) -> ()
}

// -----
// case: valid_mesh_axes
// expected: valid
func.func @main(%a0: tensor<4xi64>) -> (tensor<4xi64>) {
  %r = "stablehlo.all_reduce"(%a0) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%0) : (tensor<i64>) -> ()
  }) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 2>, #stablehlo.mesh_axis<name = "y", size = 2>]>, axes = [#stablehlo.axis_ref<name = "y">]>} : (tensor<4xi64>) -> tensor<4xi64>
  "func.return"(%r) : (tensor<4xi64>) -> ()
}

// -----
// case: c1_mesh_axes_overlap
// expected: all_reduce_c1
func.func @main(%a0: tensor<4xi64>) -> (tensor<4xi64>) {
  %r = "stablehlo.all_reduce"(%a0) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%0) : (tensor<i64>) -> ()
  }) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 2>, #stablehlo.mesh_axis<name = "y", size = 2>]>, axes = [#stablehlo.axis_ref<name = "y">, #stablehlo.axis_ref<name = "y">]>} : (tensor<4xi64>) -> tensor<4xi64>
  "func.return"(%r) : (tensor<4xi64>) -> ()
}

// -----
// case: c1_mesh_device_ids_repeated
// expected: all_reduce_c1
func.func @main(%a0: tensor<4xi64>) -> (tensor<4xi64>) {
  %r = "stablehlo.all_reduce"(%a0) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%0) : (tensor<i64>) -> ()
  }) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 2>, #stablehlo.mesh_axis<name = "y", size = 2>], device_ids = dense<[0, 0, 1, 2]> : tensor<4xi64>>, axes = [#stablehlo.axis_ref<name = "y">]>} : (tensor<4xi64>) -> tensor<4xi64>
  "func.return"(%r) : (tensor<4xi64>) -> ()
}

// -----
// case: c1_mesh_sub_axis_does_not_split
// expected: all_reduce_c1
func.func @main(%a0: tensor<4xi64>) -> (tensor<4xi64>) {
  %r = "stablehlo.all_reduce"(%a0) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%0) : (tensor<i64>) -> ()
  }) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 4>]>, axes = [#stablehlo.axis_ref<name = "x", sub_axis_info = (1)3>]>} : (tensor<4xi64>) -> tensor<4xi64>
  "func.return"(%r) : (tensor<4xi64>) -> ()
}
