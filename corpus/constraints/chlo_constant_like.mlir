// Constraint cases of chlo.constant_like (upstream's ChloOps.td; spec/constraints/chlo.py): valid programs and one per way to break each constraint.

// case: valid_f32
// expected: valid
func.func @main(%a0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r0 = "chlo.constant_like"(%a0) {value = 1.0 : f32} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  "func.return"(%r0) : (tensor<2x3xf32>) -> ()
}

// -----
// case: valid_other_element_type
// expected: valid
// the operand gives only the shape
func.func @main(%a0: tensor<2x3xi32>) -> tensor<2x3xf32> {
  %r0 = "chlo.constant_like"(%a0) {value = 1.0 : f32} : (tensor<2x3xi32>) -> tensor<2x3xf32>
  "func.return"(%r0) : (tensor<2x3xf32>) -> ()
}

// -----
// case: valid_bool
// expected: valid
func.func @main(%a0: tensor<3xf32>) -> tensor<3xi1> {
  %r0 = "chlo.constant_like"(%a0) {value = true} : (tensor<3xf32>) -> tensor<3xi1>
  "func.return"(%r0) : (tensor<3xi1>) -> ()
}

// -----
// case: valid_dynamic
// expected: valid
func.func @main(%a0: tensor<?xi32>) -> tensor<3xi32> {
  %r0 = "chlo.constant_like"(%a0) {value = 0 : i32} : (tensor<?xi32>) -> tensor<3xi32>
  "func.return"(%r0) : (tensor<3xi32>) -> ()
}

// -----
// case: c1_shape
// expected: chlo_constant_like_c1
func.func @main(%a0: tensor<3xf32>) -> tensor<2xf32> {
  %r0 = "chlo.constant_like"(%a0) {value = 1.0 : f32} : (tensor<3xf32>) -> tensor<2xf32>
  "func.return"(%r0) : (tensor<2xf32>) -> ()
}

// -----
// case: c2_value_type
// expected: chlo_constant_like_c2
func.func @main(%a0: tensor<3xf32>) -> tensor<3xf64> {
  %r0 = "chlo.constant_like"(%a0) {value = 1.0 : f32} : (tensor<3xf32>) -> tensor<3xf64>
  "func.return"(%r0) : (tensor<3xf64>) -> ()
}

// -----
// case: c2_dense_value
// expected: chlo_constant_like_c2
// value is a scalar of the result's element type, not a tensor
func.func @main(%a0: tensor<3xf32>) -> tensor<3xf32> {
  %r0 = "chlo.constant_like"(%a0) {value = dense<1.0> : tensor<f32>} : (tensor<3xf32>) -> tensor<3xf32>
  "func.return"(%r0) : (tensor<3xf32>) -> ()
}
