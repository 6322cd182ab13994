// Constraint cases of arith.andi (MLIR's arith dialect, as jaxlib 0.10.2 verifies it; spec/constraints/arith.py): valid programs and one per way to break each constraint.

// case: valid_i32
// expected: valid
func.func @main(%a0: tensor<2xi32>, %a1: tensor<2xi32>) -> tensor<2xi32> {
  %r0 = "arith.andi"(%a0, %a1) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  "func.return"(%r0) : (tensor<2xi32>) -> ()
}

// -----
// case: valid_i1
// expected: valid
func.func @main(%a0: tensor<i1>, %a1: tensor<i1>) -> tensor<i1> {
  %r0 = "arith.andi"(%a0, %a1) : (tensor<i1>, tensor<i1>) -> tensor<i1>
  "func.return"(%r0) : (tensor<i1>) -> ()
}

// -----
// case: valid_index
// expected: valid
func.func @main(%a0: tensor<3xindex>, %a1: tensor<3xindex>) -> tensor<3xindex> {
  %r0 = "arith.andi"(%a0, %a1) : (tensor<3xindex>, tensor<3xindex>) -> tensor<3xindex>
  "func.return"(%r0) : (tensor<3xindex>) -> ()
}

// -----
// case: c1_result_type
// expected: arith_andi_c1
func.func @main(%a0: tensor<2xi32>, %a1: tensor<2xi32>) -> tensor<2xi64> {
  %r0 = "arith.andi"(%a0, %a1) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi64>
  "func.return"(%r0) : (tensor<2xi64>) -> ()
}

// -----
// case: c2_unsigned
// expected: arith_andi_c2
func.func @main(%a0: tensor<2xui32>, %a1: tensor<2xui32>) -> tensor<2xui32> {
  %r0 = "arith.andi"(%a0, %a1) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  "func.return"(%r0) : (tensor<2xui32>) -> ()
}

// -----
// case: c2_float
// expected: arith_andi_c2
func.func @main(%a0: tensor<2xf32>, %a1: tensor<2xf32>) -> tensor<2xf32> {
  %r0 = "arith.andi"(%a0, %a1) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  "func.return"(%r0) : (tensor<2xf32>) -> ()
}
