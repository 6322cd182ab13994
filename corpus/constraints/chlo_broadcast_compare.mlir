// Constraint cases of chlo.broadcast_compare (upstream's ChloOps.td; spec/constraints/chlo.py): valid programs and one per way to break each constraint.

// case: valid_numpy
// expected: valid
func.func @main(%a0: tensor<2x1xf32>, %a1: tensor<3xf32>) -> tensor<2x3xi1> {
  %r0 = "chlo.broadcast_compare"(%a0, %a1) {comparison_direction = #chlo<comparison_direction LT>} : (tensor<2x1xf32>, tensor<3xf32>) -> tensor<2x3xi1>
  "func.return"(%r0) : (tensor<2x3xi1>) -> ()
}

// -----
// case: valid_broadcast_dimensions
// expected: valid
func.func @main(%a0: tensor<2xf32>, %a1: tensor<2x3xf32>) -> tensor<2x3xi1> {
  %r0 = "chlo.broadcast_compare"(%a0, %a1) {comparison_direction = #chlo<comparison_direction LT>, broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
  "func.return"(%r0) : (tensor<2x3xi1>) -> ()
}

// -----
// case: valid_dynamic
// expected: valid
func.func @main(%a0: tensor<?x3xf32>, %a1: tensor<1xf32>) -> tensor<2x3xi1> {
  %r0 = "chlo.broadcast_compare"(%a0, %a1) {comparison_direction = #chlo<comparison_direction LT>} : (tensor<?x3xf32>, tensor<1xf32>) -> tensor<2x3xi1>
  "func.return"(%r0) : (tensor<2x3xi1>) -> ()
}

// -----
// case: c1_not_broadcastable
// expected: chlo_broadcast_compare_c1
func.func @main(%a0: tensor<3xf32>, %a1: tensor<2xf32>) -> tensor<3xi1> {
  %r0 = "chlo.broadcast_compare"(%a0, %a1) {comparison_direction = #chlo<comparison_direction LT>} : (tensor<3xf32>, tensor<2xf32>) -> tensor<3xi1>
  "func.return"(%r0) : (tensor<3xi1>) -> ()
}

// -----
// case: c1_broadcast_dimensions_out_of_range
// expected: chlo_broadcast_compare_c1
func.func @main(%a0: tensor<2xf32>, %a1: tensor<2x3xf32>) -> tensor<2x3xi1> {
  %r0 = "chlo.broadcast_compare"(%a0, %a1) {comparison_direction = #chlo<comparison_direction LT>, broadcast_dimensions = array<i64: 2>} : (tensor<2xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
  "func.return"(%r0) : (tensor<2x3xi1>) -> ()
}

// -----
// case: c2_result_shape
// expected: chlo_broadcast_compare_c2
func.func @main(%a0: tensor<2x1xf32>, %a1: tensor<3xf32>) -> tensor<2x2xi1> {
  %r0 = "chlo.broadcast_compare"(%a0, %a1) {comparison_direction = #chlo<comparison_direction LT>} : (tensor<2x1xf32>, tensor<3xf32>) -> tensor<2x2xi1>
  "func.return"(%r0) : (tensor<2x2xi1>) -> ()
}

// -----
// case: valid_compare_type_notype
// expected: valid
func.func @main(%a0: tensor<3xi32>, %a1: tensor<3xi32>) -> tensor<3xi1> {
  %r0 = "chlo.broadcast_compare"(%a0, %a1) {comparison_direction = #chlo<comparison_direction LT>, compare_type = #chlo<comparison_type NOTYPE>} : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
  "func.return"(%r0) : (tensor<3xi1>) -> ()
}

// -----
// case: valid_compare_type_totalorder
// expected: valid
func.func @main(%a0: tensor<3xf32>, %a1: tensor<3xf32>) -> tensor<3xi1> {
  %r0 = "chlo.broadcast_compare"(%a0, %a1) {comparison_direction = #chlo<comparison_direction LT>, compare_type = #chlo<comparison_type TOTALORDER>} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
  "func.return"(%r0) : (tensor<3xi1>) -> ()
}

// -----
// case: valid_compare_type_unsigned
// expected: valid
func.func @main(%a0: tensor<3xui8>, %a1: tensor<3xui8>) -> tensor<3xi1> {
  %r0 = "chlo.broadcast_compare"(%a0, %a1) {comparison_direction = #chlo<comparison_direction LT>, compare_type = #chlo<comparison_type UNSIGNED>} : (tensor<3xui8>, tensor<3xui8>) -> tensor<3xi1>
  "func.return"(%r0) : (tensor<3xi1>) -> ()
}

// -----
// case: c3_operand_element_type
// expected: chlo_broadcast_compare_c3
func.func @main(%a0: tensor<3xf32>, %a1: tensor<3xf64>) -> tensor<3xi1> {
  %r0 = "chlo.broadcast_compare"(%a0, %a1) {comparison_direction = #chlo<comparison_direction LT>} : (tensor<3xf32>, tensor<3xf64>) -> tensor<3xi1>
  "func.return"(%r0) : (tensor<3xi1>) -> ()
}

// -----
// case: c4_float_as_signed
// expected: chlo_broadcast_compare_c4
func.func @main(%a0: tensor<3xf32>, %a1: tensor<3xf32>) -> tensor<3xi1> {
  %r0 = "chlo.broadcast_compare"(%a0, %a1) {comparison_direction = #chlo<comparison_direction LT>, compare_type = #chlo<comparison_type SIGNED>} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
  "func.return"(%r0) : (tensor<3xi1>) -> ()
}

// -----
// case: c4_signed_as_float
// expected: chlo_broadcast_compare_c4
func.func @main(%a0: tensor<3xi32>, %a1: tensor<3xi32>) -> tensor<3xi1> {
  %r0 = "chlo.broadcast_compare"(%a0, %a1) {comparison_direction = #chlo<comparison_direction LT>, compare_type = #chlo<comparison_type FLOAT>} : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
  "func.return"(%r0) : (tensor<3xi1>) -> ()
}
