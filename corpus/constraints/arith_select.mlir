// Constraint cases of arith.select (MLIR's arith dialect, as jaxlib 0.10.2 verifies it; spec/constraints/arith.py): valid programs and one per way to break each constraint.

// case: valid_per_element
// expected: valid
func.func @main(%a0: tensor<2xi1>, %a1: tensor<2xf32>, %a2: tensor<2xf32>) -> tensor<2xf32> {
  %r0 = "arith.select"(%a0, %a1, %a2) : (tensor<2xi1>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  "func.return"(%r0) : (tensor<2xf32>) -> ()
}

// -----
// case: valid_rank0
// expected: valid
func.func @main(%a0: tensor<i1>, %a1: tensor<i32>, %a2: tensor<i32>) -> tensor<i32> {
  %r0 = "arith.select"(%a0, %a1, %a2) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
  "func.return"(%r0) : (tensor<i32>) -> ()
}

// -----
// case: c2_rank0_condition
// expected: arith_select_c2
func.func @main(%a0: tensor<i1>, %a1: tensor<2xi32>, %a2: tensor<2xi32>) -> tensor<2xi32> {
  %r0 = "arith.select"(%a0, %a1, %a2) : (tensor<i1>, tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  "func.return"(%r0) : (tensor<2xi32>) -> ()
}

// -----
// case: c1_result_type
// expected: arith_select_c1
func.func @main(%a0: tensor<2xi1>, %a1: tensor<2xf32>, %a2: tensor<2xf32>) -> tensor<2xf64> {
  %r0 = "arith.select"(%a0, %a1, %a2) : (tensor<2xi1>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf64>
  "func.return"(%r0) : (tensor<2xf64>) -> ()
}

// -----
// case: c2_condition_shape
// expected: arith_select_c2
func.func @main(%a0: tensor<3xi1>, %a1: tensor<2xf32>, %a2: tensor<2xf32>) -> tensor<2xf32> {
  %r0 = "arith.select"(%a0, %a1, %a2) : (tensor<3xi1>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  "func.return"(%r0) : (tensor<2xf32>) -> ()
}

// -----
// case: c2_condition_element
// expected: arith_select_c2
func.func @main(%a0: tensor<2xi32>, %a1: tensor<2xf32>, %a2: tensor<2xf32>) -> tensor<2xf32> {
  %r0 = "arith.select"(%a0, %a1, %a2) : (tensor<2xi32>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  "func.return"(%r0) : (tensor<2xf32>) -> ()
}
