// Constraint cases of chlo.broadcast_polygamma (upstream's ChloOps.td; spec/constraints/chlo.py): valid programs and one per way to break each constraint.

// case: valid_numpy
// expected: valid
func.func @main(%a0: tensor<2x1xf32>, %a1: tensor<3xf32>) -> tensor<2x3xf32> {
  %r0 = "chlo.broadcast_polygamma"(%a0, %a1) : (tensor<2x1xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  "func.return"(%r0) : (tensor<2x3xf32>) -> ()
}

// -----
// case: valid_broadcast_dimensions
// expected: valid
func.func @main(%a0: tensor<2xf32>, %a1: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r0 = "chlo.broadcast_polygamma"(%a0, %a1) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  "func.return"(%r0) : (tensor<2x3xf32>) -> ()
}

// -----
// case: valid_dynamic
// expected: valid
func.func @main(%a0: tensor<?x3xf32>, %a1: tensor<1xf32>) -> tensor<2x3xf32> {
  %r0 = "chlo.broadcast_polygamma"(%a0, %a1) : (tensor<?x3xf32>, tensor<1xf32>) -> tensor<2x3xf32>
  "func.return"(%r0) : (tensor<2x3xf32>) -> ()
}

// -----
// case: c1_not_broadcastable
// expected: chlo_broadcast_polygamma_c1
func.func @main(%a0: tensor<3xf32>, %a1: tensor<2xf32>) -> tensor<3xf32> {
  %r0 = "chlo.broadcast_polygamma"(%a0, %a1) : (tensor<3xf32>, tensor<2xf32>) -> tensor<3xf32>
  "func.return"(%r0) : (tensor<3xf32>) -> ()
}

// -----
// case: c1_broadcast_dimensions_out_of_range
// expected: chlo_broadcast_polygamma_c1
func.func @main(%a0: tensor<2xf32>, %a1: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r0 = "chlo.broadcast_polygamma"(%a0, %a1) {broadcast_dimensions = array<i64: 2>} : (tensor<2xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  "func.return"(%r0) : (tensor<2x3xf32>) -> ()
}

// -----
// case: c2_result_shape
// expected: chlo_broadcast_polygamma_c2
func.func @main(%a0: tensor<2x1xf32>, %a1: tensor<3xf32>) -> tensor<2x2xf32> {
  %r0 = "chlo.broadcast_polygamma"(%a0, %a1) : (tensor<2x1xf32>, tensor<3xf32>) -> tensor<2x2xf32>
  "func.return"(%r0) : (tensor<2x2xf32>) -> ()
}

// -----
// case: c3_operand_element_type
// expected: chlo_broadcast_polygamma_c3
func.func @main(%a0: tensor<3xf32>, %a1: tensor<3xf64>) -> tensor<3xf32> {
  %r0 = "chlo.broadcast_polygamma"(%a0, %a1) : (tensor<3xf32>, tensor<3xf64>) -> tensor<3xf32>
  "func.return"(%r0) : (tensor<3xf32>) -> ()
}

// -----
// case: c3_result_element_type
// expected: chlo_broadcast_polygamma_c3
func.func @main(%a0: tensor<3xf32>, %a1: tensor<3xf32>) -> tensor<3xf64> {
  %r0 = "chlo.broadcast_polygamma"(%a0, %a1) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf64>
  "func.return"(%r0) : (tensor<3xf64>) -> ()
}

// -----
// case: c2_equal_ranks_mapped_into_higher_rank
// expected: chlo_broadcast_polygamma_c2
func.func @main(%a0: tensor<2x3xf32>, %a1: tensor<2x3xf32>) -> tensor<4x2x3xf32> {
  %r0 = "chlo.broadcast_polygamma"(%a0, %a1) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<4x2x3xf32>
  "func.return"(%r0) : (tensor<4x2x3xf32>) -> ()
}
