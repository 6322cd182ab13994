// Constraint cases of all_to_all (seed 000, section "all_to_all"): valid programs (the spec's
// example, split = concat, quantized) and one program per constraint that breaks exactly that
// constraint (C6 is a definition: unviolable).

// case: valid_spec_example
// expected: valid
func.func @main(%a0: tensor<2x4xi64>, %a1: tensor<2x4xi64>) -> (tensor<4x2xi64>, tensor<4x2xi64>) {
  %r:2 = "stablehlo.all_to_all"(%a0, %a1) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xi64>, tensor<2x4xi64>) -> (tensor<4x2xi64>, tensor<4x2xi64>)
  "func.return"(%r#0, %r#1) : (tensor<4x2xi64>, tensor<4x2xi64>) -> ()
}

// -----
// case: valid_same_dimension
// expected: valid
func.func @main(%a0: tensor<2x4xi64>) -> (tensor<2x4xi64>) {
  %r = "stablehlo.all_to_all"(%a0) {split_dimension = 1 : i64, concat_dimension = 1 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xi64>) -> tensor<2x4xi64>
  "func.return"(%r) : (tensor<2x4xi64>) -> ()
}

// -----
// case: valid_quantized
// expected: valid
func.func @main(%a0: tensor<2x4x!quant.uniform<i8:f32, 0.5:-1>>) -> (tensor<4x2x!quant.uniform<i8:f32, 0.5:-1>>) {
  %r = "stablehlo.all_to_all"(%a0) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<4x2x!quant.uniform<i8:f32, 0.5:-1>>
  "func.return"(%r) : (tensor<4x2x!quant.uniform<i8:f32, 0.5:-1>>) -> ()
}

// -----
// case: c1_split_dimension
// expected: all_to_all_c1
func.func @main(%a0: tensor<2x4xi64>) -> (tensor<4x2xi64>) {
  %r = "stablehlo.all_to_all"(%a0) {split_dimension = 2 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xi64>) -> tensor<4x2xi64>
  "func.return"(%r) : (tensor<4x2xi64>) -> ()
}

// -----
// case: c2_split_not_divisible
// expected: all_to_all_c2
func.func @main(%a0: tensor<2x3xi64>) -> (tensor<4x1xi64>) {
  %r = "stablehlo.all_to_all"(%a0) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x3xi64>) -> tensor<4x1xi64>
  "func.return"(%r) : (tensor<4x1xi64>) -> ()
}

// -----
// case: c3_concat_dimension
// expected: all_to_all_c3
func.func @main(%a0: tensor<2x4xi64>) -> (tensor<4x2xi64>) {
  %r = "stablehlo.all_to_all"(%a0) {split_dimension = 1 : i64, concat_dimension = -1 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xi64>) -> tensor<4x2xi64>
  "func.return"(%r) : (tensor<4x2xi64>) -> ()
}

// -----
// case: c4_split_count_zero
// expected: all_to_all_c4
// an empty group (dim(replica_groups, 1) = 0 = split_count) keeps C8 true
func.func @main(%a0: tensor<2x4xi64>) -> (tensor<2x4xi64>) {
  %r = "stablehlo.all_to_all"(%a0) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 0 : i64, replica_groups = dense<> : tensor<1x0xi64>} : (tensor<2x4xi64>) -> tensor<2x4xi64>
  "func.return"(%r) : (tensor<2x4xi64>) -> ()
}

// -----
// case: c5_repeated_id
// expected: all_to_all_c5
func.func @main(%a0: tensor<2x4xi64>) -> (tensor<4x2xi64>) {
  %r = "stablehlo.all_to_all"(%a0) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[1, 1]]> : tensor<1x2xi64>} : (tensor<2x4xi64>) -> tensor<4x2xi64>
  "func.return"(%r) : (tensor<4x2xi64>) -> ()
}

// -----
// case: c7_id_out_of_range
// expected: all_to_all_c7
func.func @main(%a0: tensor<2x4xi64>) -> (tensor<4x2xi64>) {
  %r = "stablehlo.all_to_all"(%a0) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 2]]> : tensor<1x2xi64>} : (tensor<2x4xi64>) -> tensor<4x2xi64>
  "func.return"(%r) : (tensor<4x2xi64>) -> ()
}

// -----
// case: c8_group_size
// expected: all_to_all_c8
func.func @main(%a0: tensor<2x4xi64>) -> (tensor<4x2xi64>) {
  %r = "stablehlo.all_to_all"(%a0) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1, 2]]> : tensor<1x3xi64>} : (tensor<2x4xi64>) -> tensor<4x2xi64>
  "func.return"(%r) : (tensor<4x2xi64>) -> ()
}

// -----
// case: c9_result_shape
// expected: all_to_all_c9
func.func @main(%a0: tensor<2x4xi64>) -> (tensor<2x4xi64>) {
  %r = "stablehlo.all_to_all"(%a0) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xi64>) -> tensor<2x4xi64>
  "func.return"(%r) : (tensor<2x4xi64>) -> ()
}
