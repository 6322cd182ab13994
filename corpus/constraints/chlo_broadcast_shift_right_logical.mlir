// Constraint cases of chlo.broadcast_shift_right_logical (upstream's ChloOps.td; spec/constraints/chlo.py): valid programs and one per way to break each constraint.

// case: valid_numpy
// expected: valid
func.func @main(%a0: tensor<2x1xi32>, %a1: tensor<3xi32>) -> tensor<2x3xi32> {
  %r0 = "chlo.broadcast_shift_right_logical"(%a0, %a1) : (tensor<2x1xi32>, tensor<3xi32>) -> tensor<2x3xi32>
  "func.return"(%r0) : (tensor<2x3xi32>) -> ()
}

// -----
// case: valid_broadcast_dimensions
// expected: valid
func.func @main(%a0: tensor<2xi32>, %a1: tensor<2x3xi32>) -> tensor<2x3xi32> {
  %r0 = "chlo.broadcast_shift_right_logical"(%a0, %a1) {broadcast_dimensions = array<i64: 0>} : (tensor<2xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  "func.return"(%r0) : (tensor<2x3xi32>) -> ()
}

// -----
// case: valid_dynamic
// expected: valid
func.func @main(%a0: tensor<?x3xi32>, %a1: tensor<1xi32>) -> tensor<2x3xi32> {
  %r0 = "chlo.broadcast_shift_right_logical"(%a0, %a1) : (tensor<?x3xi32>, tensor<1xi32>) -> tensor<2x3xi32>
  "func.return"(%r0) : (tensor<2x3xi32>) -> ()
}

// -----
// case: c1_not_broadcastable
// expected: chlo_broadcast_shift_right_logical_c1
func.func @main(%a0: tensor<3xi32>, %a1: tensor<2xi32>) -> tensor<3xi32> {
  %r0 = "chlo.broadcast_shift_right_logical"(%a0, %a1) : (tensor<3xi32>, tensor<2xi32>) -> tensor<3xi32>
  "func.return"(%r0) : (tensor<3xi32>) -> ()
}

// -----
// case: c1_broadcast_dimensions_out_of_range
// expected: chlo_broadcast_shift_right_logical_c1
func.func @main(%a0: tensor<2xi32>, %a1: tensor<2x3xi32>) -> tensor<2x3xi32> {
  %r0 = "chlo.broadcast_shift_right_logical"(%a0, %a1) {broadcast_dimensions = array<i64: 2>} : (tensor<2xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  "func.return"(%r0) : (tensor<2x3xi32>) -> ()
}

// -----
// case: c2_result_shape
// expected: chlo_broadcast_shift_right_logical_c2
func.func @main(%a0: tensor<2x1xi32>, %a1: tensor<3xi32>) -> tensor<2x2xi32> {
  %r0 = "chlo.broadcast_shift_right_logical"(%a0, %a1) : (tensor<2x1xi32>, tensor<3xi32>) -> tensor<2x2xi32>
  "func.return"(%r0) : (tensor<2x2xi32>) -> ()
}

// -----
// case: c3_operand_element_type
// expected: chlo_broadcast_shift_right_logical_c3
func.func @main(%a0: tensor<3xi32>, %a1: tensor<3xi64>) -> tensor<3xi32> {
  %r0 = "chlo.broadcast_shift_right_logical"(%a0, %a1) : (tensor<3xi32>, tensor<3xi64>) -> tensor<3xi32>
  "func.return"(%r0) : (tensor<3xi32>) -> ()
}

// -----
// case: c3_result_element_type
// expected: chlo_broadcast_shift_right_logical_c3
func.func @main(%a0: tensor<3xi32>, %a1: tensor<3xi32>) -> tensor<3xi64> {
  %r0 = "chlo.broadcast_shift_right_logical"(%a0, %a1) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi64>
  "func.return"(%r0) : (tensor<3xi64>) -> ()
}
