// Constraint cases of all_gather (seed 000, section "all_gather"): valid programs (the spec's
// example, global device ids, dynamic, quantized) and one program per constraint that breaks
// exactly that constraint (C3 is a definition: unviolable).

// case: valid_spec_example
// expected: valid
func.func @main(%a0: tensor<2x2xi64>, %a1: tensor<2x2xi64>) -> (tensor<2x4xi64>, tensor<2x4xi64>) {
  %r:2 = "stablehlo.all_gather"(%a0, %a1) {all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> (tensor<2x4xi64>, tensor<2x4xi64>)
  "func.return"(%r#0, %r#1) : (tensor<2x4xi64>, tensor<2x4xi64>) -> ()
}

// -----
// case: valid_global_device_ids
// expected: valid
func.func @main(%a0: tensor<2x2xi64>) -> (tensor<2x4xi64>) {
  %r = "stablehlo.all_gather"(%a0) {all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, use_global_device_ids} : (tensor<2x2xi64>) -> tensor<2x4xi64>
  "func.return"(%r) : (tensor<2x4xi64>) -> ()
}

// -----
// case: valid_dynamic
// expected: valid
func.func @main(%a0: tensor<?x2xf32>) -> (tensor<?x4xf32>) {
  %r = "stablehlo.all_gather"(%a0) {all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<?x2xf32>) -> tensor<?x4xf32>
  "func.return"(%r) : (tensor<?x4xf32>) -> ()
}

// -----
// case: valid_quantized
// expected: valid
func.func @main(%a0: tensor<2x2x!quant.uniform<i8:f32, 0.5:-1>>) -> (tensor<2x4x!quant.uniform<i8:f32, 0.5:-1>>) {
  %r = "stablehlo.all_gather"(%a0) {all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x2x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<2x4x!quant.uniform<i8:f32, 0.5:-1>>
  "func.return"(%r) : (tensor<2x4x!quant.uniform<i8:f32, 0.5:-1>>) -> ()
}

// -----
// case: c1_dimension_out_of_range
// expected: all_gather_c1
func.func @main(%a0: tensor<2x2xi64>) -> (tensor<2x4xi64>) {
  %r = "stablehlo.all_gather"(%a0) {all_gather_dim = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x2xi64>) -> tensor<2x4xi64>
  "func.return"(%r) : (tensor<2x4xi64>) -> ()
}

// -----
// case: c2_repeated_id
// expected: all_gather_c2
func.func @main(%a0: tensor<2x2xi64>) -> (tensor<2x4xi64>) {
  %r = "stablehlo.all_gather"(%a0) {all_gather_dim = 1 : i64, replica_groups = dense<[[0, 0]]> : tensor<1x2xi64>} : (tensor<2x2xi64>) -> tensor<2x4xi64>
  "func.return"(%r) : (tensor<2x4xi64>) -> ()
}

// -----
// case: c4_id_out_of_range
// expected: all_gather_c4
// 2 ids: the ids must be 0 and 1
func.func @main(%a0: tensor<2x2xi64>) -> (tensor<2x4xi64>) {
  %r = "stablehlo.all_gather"(%a0) {all_gather_dim = 1 : i64, replica_groups = dense<[[0, 2]]> : tensor<1x2xi64>} : (tensor<2x2xi64>) -> tensor<2x4xi64>
  "func.return"(%r) : (tensor<2x4xi64>) -> ()
}

// -----
// case: c4_negative_id
// expected: all_gather_c4
func.func @main(%a0: tensor<2x2xi64>) -> (tensor<2x4xi64>) {
  %r = "stablehlo.all_gather"(%a0) {all_gather_dim = 1 : i64, replica_groups = dense<[[0, -1]]> : tensor<1x2xi64>} : (tensor<2x2xi64>) -> tensor<2x4xi64>
  "func.return"(%r) : (tensor<2x4xi64>) -> ()
}

// -----
// case: c5_global_ids_without_channel
// expected: all_gather_c5
func.func @main(%a0: tensor<2x2xi64>) -> (tensor<2x4xi64>) {
  %r = "stablehlo.all_gather"(%a0) {all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids} : (tensor<2x2xi64>) -> tensor<2x4xi64>
  "func.return"(%r) : (tensor<2x4xi64>) -> ()
}

// -----
// case: c6_result_dimension
// expected: all_gather_c6
func.func @main(%a0: tensor<2x2xi64>) -> (tensor<2x2xi64>) {
  %r = "stablehlo.all_gather"(%a0) {all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x2xi64>) -> tensor<2x2xi64>
  "func.return"(%r) : (tensor<2x2xi64>) -> ()
}

// -----
// case: c6_result_element_type
// expected: all_gather_c6
func.func @main(%a0: tensor<2x2xi64>) -> (tensor<2x4xi32>) {
  %r = "stablehlo.all_gather"(%a0) {all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x2xi64>) -> tensor<2x4xi32>
  "func.return"(%r) : (tensor<2x4xi32>) -> ()
}

// -----
// case: valid_zero_size_gather_dimension
// expected: valid
func.func @main(%a0: tensor<2x0xi64>) -> (tensor<2x0xi64>) {
  %r = "stablehlo.all_gather"(%a0) {all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x0xi64>) -> tensor<2x0xi64>
  "func.return"(%r) : (tensor<2x0xi64>) -> ()
}
