// Constraint cases of chlo.erf (upstream's ChloOps.td; spec/constraints/chlo.py): valid programs and one per way to break each constraint.

// case: valid_f32
// expected: valid
func.func @main(%a0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r0 = "chlo.erf"(%a0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  "func.return"(%r0) : (tensor<2x3xf32>) -> ()
}

// -----
// case: valid_dynamic
// expected: valid
func.func @main(%a0: tensor<?x3xf32>) -> tensor<2x3xf32> {
  %r0 = "chlo.erf"(%a0) : (tensor<?x3xf32>) -> tensor<2x3xf32>
  "func.return"(%r0) : (tensor<2x3xf32>) -> ()
}

// -----
// case: c1_element_type
// expected: chlo_erf_c1
func.func @main(%a0: tensor<2x3xf32>) -> tensor<2x3xf64> {
  %r0 = "chlo.erf"(%a0) : (tensor<2x3xf32>) -> tensor<2x3xf64>
  "func.return"(%r0) : (tensor<2x3xf64>) -> ()
}

// -----
// case: c1_shape
// expected: chlo_erf_c1
func.func @main(%a0: tensor<2xf32>) -> tensor<3xf32> {
  %r0 = "chlo.erf"(%a0) : (tensor<2xf32>) -> tensor<3xf32>
  "func.return"(%r0) : (tensor<3xf32>) -> ()
}
