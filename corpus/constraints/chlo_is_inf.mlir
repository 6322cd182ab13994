// Constraint cases of chlo.is_inf (upstream's ChloOps.td; spec/constraints/chlo.py): valid programs and one per way to break each constraint.

// case: valid_f32
// expected: valid
func.func @main(%a0: tensor<2x3xf32>) -> tensor<2x3xi1> {
  %r0 = "chlo.is_inf"(%a0) : (tensor<2x3xf32>) -> tensor<2x3xi1>
  "func.return"(%r0) : (tensor<2x3xi1>) -> ()
}

// -----
// case: valid_dynamic
// expected: valid
func.func @main(%a0: tensor<?x3xf32>) -> tensor<2x3xi1> {
  %r0 = "chlo.is_inf"(%a0) : (tensor<?x3xf32>) -> tensor<2x3xi1>
  "func.return"(%r0) : (tensor<2x3xi1>) -> ()
}

// -----
// case: c1_shape
// expected: chlo_is_inf_c1
func.func @main(%a0: tensor<2xf32>) -> tensor<3xi1> {
  %r0 = "chlo.is_inf"(%a0) : (tensor<2xf32>) -> tensor<3xi1>
  "func.return"(%r0) : (tensor<3xi1>) -> ()
}

// -----
// case: c1_rank
// expected: chlo_is_inf_c1
func.func @main(%a0: tensor<2x3xf32>) -> tensor<6xi1> {
  %r0 = "chlo.is_inf"(%a0) : (tensor<2x3xf32>) -> tensor<6xi1>
  "func.return"(%r0) : (tensor<6xi1>) -> ()
}
