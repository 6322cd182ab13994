// Constraint cases of chlo.broadcast_select (upstream's ChloOps.td; spec/constraints/chlo.py): valid programs and one per way to break each constraint.

// case: valid_numpy
// expected: valid
func.func @main(%a0: tensor<2x3xi1>, %a1: tensor<3xf32>, %a2: tensor<2x1xf32>) -> tensor<2x3xf32> {
  %r0 = "chlo.broadcast_select"(%a0, %a1, %a2) : (tensor<2x3xi1>, tensor<3xf32>, tensor<2x1xf32>) -> tensor<2x3xf32>
  "func.return"(%r0) : (tensor<2x3xf32>) -> ()
}

// -----
// case: valid_scalar_pred
// expected: valid
func.func @main(%a0: tensor<i1>, %a1: tensor<2x3xi32>, %a2: tensor<2x3xi32>) -> tensor<2x3xi32> {
  %r0 = "chlo.broadcast_select"(%a0, %a1, %a2) : (tensor<i1>, tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  "func.return"(%r0) : (tensor<2x3xi32>) -> ()
}

// -----
// case: valid_dynamic
// expected: valid
func.func @main(%a0: tensor<?xi1>, %a1: tensor<3xf32>, %a2: tensor<1xf32>) -> tensor<3xf32> {
  %r0 = "chlo.broadcast_select"(%a0, %a1, %a2) : (tensor<?xi1>, tensor<3xf32>, tensor<1xf32>) -> tensor<3xf32>
  "func.return"(%r0) : (tensor<3xf32>) -> ()
}

// -----
// case: c1_pred_shape
// expected: chlo_broadcast_select_c1
func.func @main(%a0: tensor<2xi1>, %a1: tensor<3xf32>, %a2: tensor<3xf32>) -> tensor<3xf32> {
  %r0 = "chlo.broadcast_select"(%a0, %a1, %a2) : (tensor<2xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  "func.return"(%r0) : (tensor<3xf32>) -> ()
}

// -----
// case: c1_operand_shapes
// expected: chlo_broadcast_select_c1
func.func @main(%a0: tensor<3xi1>, %a1: tensor<3xf32>, %a2: tensor<2xf32>) -> tensor<3xf32> {
  %r0 = "chlo.broadcast_select"(%a0, %a1, %a2) : (tensor<3xi1>, tensor<3xf32>, tensor<2xf32>) -> tensor<3xf32>
  "func.return"(%r0) : (tensor<3xf32>) -> ()
}

// -----
// case: c2_result_shape
// expected: chlo_broadcast_select_c2
func.func @main(%a0: tensor<3xi1>, %a1: tensor<3xf32>, %a2: tensor<3xf32>) -> tensor<2xf32> {
  %r0 = "chlo.broadcast_select"(%a0, %a1, %a2) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<2xf32>
  "func.return"(%r0) : (tensor<2xf32>) -> ()
}

// -----
// case: c3_operand_element_type
// expected: chlo_broadcast_select_c3
func.func @main(%a0: tensor<3xi1>, %a1: tensor<3xf32>, %a2: tensor<3xf64>) -> tensor<3xf32> {
  %r0 = "chlo.broadcast_select"(%a0, %a1, %a2) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf64>) -> tensor<3xf32>
  "func.return"(%r0) : (tensor<3xf32>) -> ()
}

// -----
// case: c3_result_element_type
// expected: chlo_broadcast_select_c3
func.func @main(%a0: tensor<3xi1>, %a1: tensor<3xf32>, %a2: tensor<3xf32>) -> tensor<3xi32> {
  %r0 = "chlo.broadcast_select"(%a0, %a1, %a2) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xi32>
  "func.return"(%r0) : (tensor<3xi32>) -> ()
}
