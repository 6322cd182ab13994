// Constraint cases of arith.mulf (MLIR's arith dialect, as jaxlib 0.10.2 verifies it; spec/constraints/arith.py): valid programs and one per way to break each constraint.

// case: valid_f32
// expected: valid
func.func @main(%a0: tensor<2xf32>, %a1: tensor<2xf32>) -> tensor<2xf32> {
  %r0 = "arith.mulf"(%a0, %a1) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  "func.return"(%r0) : (tensor<2xf32>) -> ()
}

// -----
// case: valid_bf16
// expected: valid
func.func @main(%a0: tensor<bf16>, %a1: tensor<bf16>) -> tensor<bf16> {
  %r0 = "arith.mulf"(%a0, %a1) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
  "func.return"(%r0) : (tensor<bf16>) -> ()
}

// -----
// case: c1_shape
// expected: arith_mulf_c1
func.func @main(%a0: tensor<2xf32>, %a1: tensor<3xf32>) -> tensor<2xf32> {
  %r0 = "arith.mulf"(%a0, %a1) : (tensor<2xf32>, tensor<3xf32>) -> tensor<2xf32>
  "func.return"(%r0) : (tensor<2xf32>) -> ()
}

// -----
// case: c2_integer
// expected: arith_mulf_c2
func.func @main(%a0: tensor<2xi32>, %a1: tensor<2xi32>) -> tensor<2xi32> {
  %r0 = "arith.mulf"(%a0, %a1) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  "func.return"(%r0) : (tensor<2xi32>) -> ()
}
