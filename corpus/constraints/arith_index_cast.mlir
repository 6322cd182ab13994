// Constraint cases of arith.index_cast (MLIR's arith dialect, as jaxlib 0.10.2 verifies it; spec/constraints/arith.py): valid programs and one per way to break each constraint.

// case: valid_to_index
// expected: valid
func.func @main(%a0: tensor<2xi32>) -> tensor<2xindex> {
  %r0 = "arith.index_cast"(%a0) : (tensor<2xi32>) -> tensor<2xindex>
  "func.return"(%r0) : (tensor<2xindex>) -> ()
}

// -----
// case: valid_from_index
// expected: valid
func.func @main(%a0: tensor<index>) -> tensor<i8> {
  %r0 = "arith.index_cast"(%a0) : (tensor<index>) -> tensor<i8>
  "func.return"(%r0) : (tensor<i8>) -> ()
}

// -----
// case: c1_shape
// expected: arith_index_cast_c1
func.func @main(%a0: tensor<2xi32>) -> tensor<3xindex> {
  %r0 = "arith.index_cast"(%a0) : (tensor<2xi32>) -> tensor<3xindex>
  "func.return"(%r0) : (tensor<3xindex>) -> ()
}

// -----
// case: c2_no_index
// expected: arith_index_cast_c2
func.func @main(%a0: tensor<2xi32>) -> tensor<2xi64> {
  %r0 = "arith.index_cast"(%a0) : (tensor<2xi32>) -> tensor<2xi64>
  "func.return"(%r0) : (tensor<2xi64>) -> ()
}

// -----
// case: c2_float
// expected: arith_index_cast_c2
func.func @main(%a0: tensor<2xf32>) -> tensor<2xindex> {
  %r0 = "arith.index_cast"(%a0) : (tensor<2xf32>) -> tensor<2xindex>
  "func.return"(%r0) : (tensor<2xindex>) -> ()
}
