// Constraint cases of async_start (jaxlib 0.10.2 and upstream's spec.md, not the seed spec): valid programs and one program per constraint that breaks exactly that constraint.

// case: valid
// expected: valid
func.func @main(%a: tensor<4xf32>) -> tensor<2xf32> {
  %0 = "stablehlo.async_start"(%a) ({
  ^bb0(%x: tensor<4xf32>):
    %s = "stablehlo.slice"(%x) {start_indices = array<i64: 1>, limit_indices = array<i64: 3>, strides = array<i64: 1>} : (tensor<4xf32>) -> tensor<2xf32>
    "stablehlo.return"(%s) : (tensor<2xf32>) -> ()
  }) : (tensor<4xf32>) -> !stablehlo.future<tensor<2xf32>>
  %1 = "stablehlo.async_done"(%0) : (!stablehlo.future<tensor<2xf32>>) -> tensor<2xf32>
  func.return %1 : tensor<2xf32>
}

// -----
// case: valid_dynamic_update_slice
// expected: valid
func.func @main(%a: tensor<4xf32>, %u: tensor<2xf32>, %i: tensor<i32>) -> tensor<4xf32> {
  %0 = "stablehlo.async_start"(%a, %u, %i) ({
  ^bb0(%x: tensor<4xf32>, %y: tensor<2xf32>, %j: tensor<i32>):
    %s = "stablehlo.dynamic_update_slice"(%x, %y, %j) : (tensor<4xf32>, tensor<2xf32>, tensor<i32>) -> tensor<4xf32>
    "stablehlo.return"(%s) : (tensor<4xf32>) -> ()
  }) : (tensor<4xf32>, tensor<2xf32>, tensor<i32>) -> !stablehlo.future<tensor<4xf32>>
  %1 = "stablehlo.async_done"(%0) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>
  func.return %1 : tensor<4xf32>
}

// -----
// case: valid_all_gather
// expected: valid
func.func @main(%a: tensor<8x2xf32>) -> tensor<8x8xf32> {
  %0 = "stablehlo.async_start"(%a) ({
  ^bb0(%x: tensor<8x2xf32>):
    %1 = "stablehlo.all_gather"(%x) {all_gather_dim = 1 : i64, replica_groups = dense<[[0, 2, 4, 6], [1, 3, 5, 7]]> : tensor<2x4xi64>} : (tensor<8x2xf32>) -> tensor<8x8xf32>
    "stablehlo.return"(%1) : (tensor<8x8xf32>) -> ()
  }) : (tensor<8x2xf32>) -> !stablehlo.future<tensor<8x8xf32>>
  %2 = "stablehlo.async_done"(%0) : (!stablehlo.future<tensor<8x8xf32>>) -> tensor<8x8xf32>
  func.return %2 : tensor<8x8xf32>
}

// -----
// case: c1_no_op
// expected: async_start_c1
func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.async_start"(%a) ({
  ^bb0(%x: tensor<4xf32>):
    "stablehlo.return"(%x) : (tensor<4xf32>) -> ()
  }) : (tensor<4xf32>) -> !stablehlo.future<tensor<4xf32>>
  %1 = "stablehlo.async_done"(%0) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>
  func.return %1 : tensor<4xf32>
}

// -----
// case: c1_two_ops
// expected: async_start_c1
func.func @main(%a: tensor<4xf32>) -> tensor<1xf32> {
  %0 = "stablehlo.async_start"(%a) ({
  ^bb0(%x: tensor<4xf32>):
    %s = "stablehlo.slice"(%x) {start_indices = array<i64: 1>, limit_indices = array<i64: 3>, strides = array<i64: 1>} : (tensor<4xf32>) -> tensor<2xf32>
    %t = "stablehlo.slice"(%s) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xf32>) -> tensor<1xf32>
    "stablehlo.return"(%t) : (tensor<1xf32>) -> ()
  }) : (tensor<4xf32>) -> !stablehlo.future<tensor<1xf32>>
  %1 = "stablehlo.async_done"(%0) : (!stablehlo.future<tensor<1xf32>>) -> tensor<1xf32>
  func.return %1 : tensor<1xf32>
}

// -----
// case: c2_not_collective_or_slice
// expected: async_start_c2
func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.async_start"(%a) ({
  ^bb0(%x: tensor<4xf32>):
    %s = "stablehlo.negate"(%x) : (tensor<4xf32>) -> tensor<4xf32>
    "stablehlo.return"(%s) : (tensor<4xf32>) -> ()
  }) : (tensor<4xf32>) -> !stablehlo.future<tensor<4xf32>>
  %1 = "stablehlo.async_done"(%0) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>
  func.return %1 : tensor<4xf32>
}

// -----
// case: c3_argument_type
// expected: async_start_c3
func.func @main(%a: tensor<4xf32>) -> tensor<2xf64> {
  %0 = "stablehlo.async_start"(%a) ({
  ^bb0(%x: tensor<4xf64>):
    %s = "stablehlo.slice"(%x) {start_indices = array<i64: 1>, limit_indices = array<i64: 3>, strides = array<i64: 1>} : (tensor<4xf64>) -> tensor<2xf64>
    "stablehlo.return"(%s) : (tensor<2xf64>) -> ()
  }) : (tensor<4xf32>) -> !stablehlo.future<tensor<2xf64>>
  %1 = "stablehlo.async_done"(%0) : (!stablehlo.future<tensor<2xf64>>) -> tensor<2xf64>
  func.return %1 : tensor<2xf64>
}

// -----
// case: c3_argument_count
// expected: async_start_c3
func.func @main(%a: tensor<4xf32>) -> tensor<2xf32> {
  %0 = "stablehlo.async_start"(%a, %a) ({
  ^bb0(%x: tensor<4xf32>):
    %s = "stablehlo.slice"(%x) {start_indices = array<i64: 1>, limit_indices = array<i64: 3>, strides = array<i64: 1>} : (tensor<4xf32>) -> tensor<2xf32>
    "stablehlo.return"(%s) : (tensor<2xf32>) -> ()
  }) : (tensor<4xf32>, tensor<4xf32>) -> !stablehlo.future<tensor<2xf32>>
  %1 = "stablehlo.async_done"(%0) : (!stablehlo.future<tensor<2xf32>>) -> tensor<2xf32>
  func.return %1 : tensor<2xf32>
}

// -----
// case: c4_future_type
// expected: async_start_c4
func.func @main(%a: tensor<4xf32>) -> tensor<3xf32> {
  %0 = "stablehlo.async_start"(%a) ({
  ^bb0(%x: tensor<4xf32>):
    %s = "stablehlo.slice"(%x) {start_indices = array<i64: 1>, limit_indices = array<i64: 3>, strides = array<i64: 1>} : (tensor<4xf32>) -> tensor<2xf32>
    "stablehlo.return"(%s) : (tensor<2xf32>) -> ()
  }) : (tensor<4xf32>) -> !stablehlo.future<tensor<3xf32>>
  %1 = "stablehlo.async_done"(%0) : (!stablehlo.future<tensor<3xf32>>) -> tensor<3xf32>
  func.return %1 : tensor<3xf32>
}

// -----
// case: c5_value_from_outside
// expected: async_start_c5
func.func @main(%a: tensor<4xf32>) -> tensor<2xf32> {
  %0 = "stablehlo.async_start"(%a) ({
  ^bb0(%x: tensor<4xf32>):
    %s = "stablehlo.slice"(%a) {start_indices = array<i64: 1>, limit_indices = array<i64: 3>, strides = array<i64: 1>} : (tensor<4xf32>) -> tensor<2xf32>
    "stablehlo.return"(%s) : (tensor<2xf32>) -> ()
  }) : (tensor<4xf32>) -> !stablehlo.future<tensor<2xf32>>
  %1 = "stablehlo.async_done"(%0) : (!stablehlo.future<tensor<2xf32>>) -> tensor<2xf32>
  func.return %1 : tensor<2xf32>
}
