// Constraint cases of reduce_scatter (seed 000, section "reduce_scatter"): valid programs (the
// spec's example, promoted computation, dynamic, global device ids) and one program per
// constraint that breaks exactly that constraint (C4 is a definition: unviolable).

// case: valid_spec_example
// expected: valid
func.func @main(%a0: tensor<2x4xi64>) -> (tensor<2x2xi64>) {
  %r = "stablehlo.reduce_scatter"(%a0) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%0) : (tensor<i64>) -> ()
  }) {scatter_dimension = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 0, type = 0>} : (tensor<2x4xi64>) -> tensor<2x2xi64>
  "func.return"(%r) : (tensor<2x2xi64>) -> ()
}

// -----
// case: valid_promoted
// expected: valid
func.func @main(%a0: tensor<2x4xi8>) -> (tensor<2x2xi32>) {
  %r = "stablehlo.reduce_scatter"(%a0) ({
    ^bb0(%arg0: tensor<i32>, %arg1: tensor<i32>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%0) : (tensor<i32>) -> ()
  }) {scatter_dimension = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xi8>) -> tensor<2x2xi32>
  "func.return"(%r) : (tensor<2x2xi32>) -> ()
}

// -----
// case: valid_dynamic
// expected: valid
func.func @main(%a0: tensor<?x4xf32>) -> (tensor<?x2xf32>) {
  %r = "stablehlo.reduce_scatter"(%a0) ({
    ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%0) : (tensor<f32>) -> ()
  }) {scatter_dimension = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<?x4xf32>) -> tensor<?x2xf32>
  "func.return"(%r) : (tensor<?x2xf32>) -> ()
}

// -----
// case: valid_global_device_ids
// expected: valid
func.func @main(%a0: tensor<2x4xi64>) -> (tensor<2x2xi64>) {
  %r = "stablehlo.reduce_scatter"(%a0) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%0) : (tensor<i64>) -> ()
  }) {scatter_dimension = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, use_global_device_ids} : (tensor<2x4xi64>) -> tensor<2x2xi64>
  "func.return"(%r) : (tensor<2x2xi64>) -> ()
}

// -----
// case: valid_quantized
// expected: valid
func.func @main(%a0: tensor<2x4x!quant.uniform<i8:f32, 0.5:-1>>) -> (tensor<2x2x!quant.uniform<i8:f32, 0.5:-1>>) {
  %r = "stablehlo.reduce_scatter"(%a0) ({
    ^bb0(%arg0: tensor<!quant.uniform<i8:f32, 0.5:-1>>, %arg1: tensor<!quant.uniform<i8:f32, 0.5:-1>>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<!quant.uniform<i8:f32, 0.5:-1>>, tensor<!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<!quant.uniform<i8:f32, 0.5:-1>>
      "stablehlo.return"(%0) : (tensor<!quant.uniform<i8:f32, 0.5:-1>>) -> ()
  }) {scatter_dimension = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<2x2x!quant.uniform<i8:f32, 0.5:-1>>
  "func.return"(%r) : (tensor<2x2x!quant.uniform<i8:f32, 0.5:-1>>) -> ()
}

// -----
// case: c1_not_divisible
// expected: reduce_scatter_c1
func.func @main(%a0: tensor<2x3xi64>) -> (tensor<2x1xi64>) {
  %r = "stablehlo.reduce_scatter"(%a0) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%0) : (tensor<i64>) -> ()
  }) {scatter_dimension = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x3xi64>) -> tensor<2x1xi64>
  "func.return"(%r) : (tensor<2x1xi64>) -> ()
}

// -----
// case: c2_dimension_out_of_range
// expected: reduce_scatter_c2
func.func @main(%a0: tensor<2x4xi64>) -> (tensor<2x2xi64>) {
  %r = "stablehlo.reduce_scatter"(%a0) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%0) : (tensor<i64>) -> ()
  }) {scatter_dimension = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xi64>) -> tensor<2x2xi64>
  "func.return"(%r) : (tensor<2x2xi64>) -> ()
}

// -----
// case: c3_repeated_id
// expected: reduce_scatter_c3
func.func @main(%a0: tensor<2x4xi64>) -> (tensor<2x2xi64>) {
  %r = "stablehlo.reduce_scatter"(%a0) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%0) : (tensor<i64>) -> ()
  }) {scatter_dimension = 1 : i64, replica_groups = dense<[[0, 0]]> : tensor<1x2xi64>} : (tensor<2x4xi64>) -> tensor<2x2xi64>
  "func.return"(%r) : (tensor<2x2xi64>) -> ()
}

// -----
// case: c5_id_out_of_range
// expected: reduce_scatter_c5
func.func @main(%a0: tensor<2x4xi64>) -> (tensor<2x2xi64>) {
  %r = "stablehlo.reduce_scatter"(%a0) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%0) : (tensor<i64>) -> ()
  }) {scatter_dimension = 1 : i64, replica_groups = dense<[[1, 2]]> : tensor<1x2xi64>} : (tensor<2x4xi64>) -> tensor<2x2xi64>
  "func.return"(%r) : (tensor<2x2xi64>) -> ()
}

// -----
// case: c6_global_ids_without_channel
// expected: reduce_scatter_c6
func.func @main(%a0: tensor<2x4xi64>) -> (tensor<2x2xi64>) {
  %r = "stablehlo.reduce_scatter"(%a0) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%0) : (tensor<i64>) -> ()
  }) {scatter_dimension = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids} : (tensor<2x4xi64>) -> tensor<2x2xi64>
  "func.return"(%r) : (tensor<2x2xi64>) -> ()
}

// -----
// case: c7_computation_not_promotable
// expected: reduce_scatter_c7
func.func @main(%a0: tensor<2x4xi64>) -> (tensor<2x2xi64>) {
  %r = "stablehlo.reduce_scatter"(%a0) ({
    ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%0) : (tensor<f32>) -> ()
  }) {scatter_dimension = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xi64>) -> tensor<2x2xi64>
  "func.return"(%r) : (tensor<2x2xi64>) -> ()
}

// -----
// case: c8_result_shape
// expected: reduce_scatter_c8
func.func @main(%a0: tensor<2x4xi64>) -> (tensor<2x4xi64>) {
  %r = "stablehlo.reduce_scatter"(%a0) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%0) : (tensor<i64>) -> ()
  }) {scatter_dimension = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xi64>) -> tensor<2x4xi64>
  "func.return"(%r) : (tensor<2x4xi64>) -> ()
}

// -----
// case: c9_result_element_type
// expected: reduce_scatter_c9
func.func @main(%a0: tensor<2x4xi64>) -> (tensor<2x2xi32>) {
  %r = "stablehlo.reduce_scatter"(%a0) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%0) : (tensor<i64>) -> ()
  }) {scatter_dimension = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xi64>) -> tensor<2x2xi32>
  "func.return"(%r) : (tensor<2x2xi32>) -> ()
}

// -----
// case: c7_bool_operand_integer_computation
// expected: reduce_scatter_c7
// The official verifier accepts an i1 operand reduced by an i64 computation (it promotes i1 as a
// 1-bit integer); the spec's is_promotable keeps booleans and integers apart.
func.func @main(%a0: tensor<2x4xi1>) -> tensor<2x2xi64> {
  %r = "stablehlo.reduce_scatter"(%a0) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%0) : (tensor<i64>) -> ()
  }) {channel_handle = #stablehlo.channel_handle<handle = 0, type = 0>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, scatter_dimension = 1 : i64} : (tensor<2x4xi1>) -> tensor<2x2xi64>
  "func.return"(%r) : (tensor<2x2xi64>) -> ()
}

// -----
// case: valid_zero_size_scatter_dimension
// expected: valid
func.func @main(%a0: tensor<2x0xi64>) -> (tensor<2x0xi64>) {
  %r = "stablehlo.reduce_scatter"(%a0) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%0) : (tensor<i64>) -> ()
  }) {scatter_dimension = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x0xi64>) -> tensor<2x0xi64>
  "func.return"(%r) : (tensor<2x0xi64>) -> ()
}
