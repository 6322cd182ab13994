// Constraint cases of chlo.broadcast_add (upstream's ChloOps.td; spec/constraints/chlo.py): valid programs and one per way to break each constraint.

// case: valid_numpy
// expected: valid
func.func @main(%a0: tensor<2x1xf32>, %a1: tensor<3xf32>) -> tensor<2x3xf32> {
  %r0 = "chlo.broadcast_add"(%a0, %a1) : (tensor<2x1xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  "func.return"(%r0) : (tensor<2x3xf32>) -> ()
}

// -----
// case: valid_broadcast_dimensions
// expected: valid
func.func @main(%a0: tensor<2xf32>, %a1: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r0 = "chlo.broadcast_add"(%a0, %a1) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  "func.return"(%r0) : (tensor<2x3xf32>) -> ()
}

// -----
// case: valid_dynamic
// expected: valid
func.func @main(%a0: tensor<?x3xf32>, %a1: tensor<1xf32>) -> tensor<2x3xf32> {
  %r0 = "chlo.broadcast_add"(%a0, %a1) : (tensor<?x3xf32>, tensor<1xf32>) -> tensor<2x3xf32>
  "func.return"(%r0) : (tensor<2x3xf32>) -> ()
}

// -----
// case: c1_not_broadcastable
// expected: chlo_broadcast_add_c1
func.func @main(%a0: tensor<3xf32>, %a1: tensor<2xf32>) -> tensor<3xf32> {
  %r0 = "chlo.broadcast_add"(%a0, %a1) : (tensor<3xf32>, tensor<2xf32>) -> tensor<3xf32>
  "func.return"(%r0) : (tensor<3xf32>) -> ()
}

// -----
// case: c1_broadcast_dimensions_out_of_range
// expected: chlo_broadcast_add_c1
func.func @main(%a0: tensor<2xf32>, %a1: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r0 = "chlo.broadcast_add"(%a0, %a1) {broadcast_dimensions = array<i64: 2>} : (tensor<2xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  "func.return"(%r0) : (tensor<2x3xf32>) -> ()
}

// -----
// case: c2_result_shape
// expected: chlo_broadcast_add_c2
func.func @main(%a0: tensor<2x1xf32>, %a1: tensor<3xf32>) -> tensor<2x2xf32> {
  %r0 = "chlo.broadcast_add"(%a0, %a1) : (tensor<2x1xf32>, tensor<3xf32>) -> tensor<2x2xf32>
  "func.return"(%r0) : (tensor<2x2xf32>) -> ()
}

// -----
// case: c1_broadcast_dimensions_size
// expected: chlo_broadcast_add_c1
func.func @main(%a0: tensor<2xf32>, %a1: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r0 = "chlo.broadcast_add"(%a0, %a1) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  "func.return"(%r0) : (tensor<2x3xf32>) -> ()
}

// -----
// case: c1_broadcast_dimensions_repeated
// expected: chlo_broadcast_add_c1
func.func @main(%a0: tensor<3x3xf32>, %a1: tensor<3x2x4xf32>) -> tensor<3x2x4xf32> {
  %r0 = "chlo.broadcast_add"(%a0, %a1) {broadcast_dimensions = array<i64: 0, 0>} : (tensor<3x3xf32>, tensor<3x2x4xf32>) -> tensor<3x2x4xf32>
  "func.return"(%r0) : (tensor<3x2x4xf32>) -> ()
}

// -----
// case: c1_broadcast_dimensions_sizes
// expected: chlo_broadcast_add_c1
func.func @main(%a0: tensor<2xf32>, %a1: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r0 = "chlo.broadcast_add"(%a0, %a1) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  "func.return"(%r0) : (tensor<2x3xf32>) -> ()
}

// -----
// case: valid_broadcast_dimensions_unsorted
// expected: valid
func.func @main(%a0: tensor<3x2xf32>, %a1: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %r0 = "chlo.broadcast_add"(%a0, %a1) {broadcast_dimensions = array<i64: 1, 0>} : (tensor<3x2xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  "func.return"(%r0) : (tensor<2x3x4xf32>) -> ()
}

// -----
// case: valid_broadcast_dimensions_equal_ranks
// expected: valid
// broadcast_dimensions map the lower-ranked operand only: equal ranks align every dimension
func.func @main(%a0: tensor<2x3xf32>, %a1: tensor<2x1xf32>) -> tensor<2x3xf32> {
  %r0 = "chlo.broadcast_add"(%a0, %a1) {broadcast_dimensions = array<i64: 1, 0>} : (tensor<2x3xf32>, tensor<2x1xf32>) -> tensor<2x3xf32>
  "func.return"(%r0) : (tensor<2x3xf32>) -> ()
}

// -----
// case: c3_operand_element_type
// expected: chlo_broadcast_add_c3
func.func @main(%a0: tensor<3xf32>, %a1: tensor<3xf64>) -> tensor<3xf32> {
  %r0 = "chlo.broadcast_add"(%a0, %a1) : (tensor<3xf32>, tensor<3xf64>) -> tensor<3xf32>
  "func.return"(%r0) : (tensor<3xf32>) -> ()
}

// -----
// case: c3_result_element_type
// expected: chlo_broadcast_add_c3
func.func @main(%a0: tensor<3xf32>, %a1: tensor<3xf32>) -> tensor<3xf64> {
  %r0 = "chlo.broadcast_add"(%a0, %a1) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf64>
  "func.return"(%r0) : (tensor<3xf64>) -> ()
}

// -----
// case: c2_equal_ranks_mapped_into_higher_rank
// expected: chlo_broadcast_add_c2
func.func @main(%a0: tensor<2x3xf32>, %a1: tensor<2x3xf32>) -> tensor<4x2x3xf32> {
  %r0 = "chlo.broadcast_add"(%a0, %a1) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<4x2x3xf32>
  "func.return"(%r0) : (tensor<4x2x3xf32>) -> ()
}
