// Constraint cases of chlo.mulhi (upstream's ChloOps.td; spec/constraints/chlo.py): valid programs and one per way to break each constraint.

// case: valid_i32
// expected: valid
func.func @main(%a0: tensor<2x3xi32>, %a1: tensor<2x3xi32>) -> tensor<2x3xi32> {
  %r0 = "chlo.mulhi"(%a0, %a1) : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  "func.return"(%r0) : (tensor<2x3xi32>) -> ()
}

// -----
// case: valid_dynamic
// expected: valid
func.func @main(%a0: tensor<?x3xi32>, %a1: tensor<2x3xi32>) -> tensor<2x?xi32> {
  %r0 = "chlo.mulhi"(%a0, %a1) : (tensor<?x3xi32>, tensor<2x3xi32>) -> tensor<2x?xi32>
  "func.return"(%r0) : (tensor<2x?xi32>) -> ()
}

// -----
// case: c1_operand_element_type
// expected: chlo_mulhi_c1
func.func @main(%a0: tensor<2x3xi32>, %a1: tensor<2x3xi64>) -> tensor<2x3xi32> {
  %r0 = "chlo.mulhi"(%a0, %a1) : (tensor<2x3xi32>, tensor<2x3xi64>) -> tensor<2x3xi32>
  "func.return"(%r0) : (tensor<2x3xi32>) -> ()
}

// -----
// case: c1_result_element_type
// expected: chlo_mulhi_c1
func.func @main(%a0: tensor<2x3xi32>, %a1: tensor<2x3xi32>) -> tensor<2x3xi64> {
  %r0 = "chlo.mulhi"(%a0, %a1) : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi64>
  "func.return"(%r0) : (tensor<2x3xi64>) -> ()
}

// -----
// case: c1_shape
// expected: chlo_mulhi_c1
func.func @main(%a0: tensor<2xi32>, %a1: tensor<3xi32>) -> tensor<2xi32> {
  %r0 = "chlo.mulhi"(%a0, %a1) : (tensor<2xi32>, tensor<3xi32>) -> tensor<2xi32>
  "func.return"(%r0) : (tensor<2xi32>) -> ()
}
