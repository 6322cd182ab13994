// Constraint cases of broadcast (jaxlib 0.10.2's dialect, not the seed spec; constraints from upstream's verifier, spec/constraints/legacy.py): valid programs and one program per constraint that breaks exactly that constraint.

// case: valid
// expected: valid
func.func @main(%a: tensor<3xf32>) -> tensor<2x3xf32> {
  %r = "stablehlo.broadcast"(%a) {broadcast_sizes = array<i64: 2>} : (tensor<3xf32>) -> tensor<2x3xf32>
  func.return %r : tensor<2x3xf32>
}

// -----
// case: valid_dynamic_result
// expected: valid
func.func @main(%a: tensor<3xf32>) -> tensor<?x3xf32> {
  %r = "stablehlo.broadcast"(%a) {broadcast_sizes = array<i64: 2>} : (tensor<3xf32>) -> tensor<?x3xf32>
  func.return %r : tensor<?x3xf32>
}

// -----
// case: c1_negative_size
// expected: broadcast_c1
func.func @main(%a: tensor<3xf32>) -> tensor<?x3xf32> {
  %r = "stablehlo.broadcast"(%a) {broadcast_sizes = array<i64: -2>} : (tensor<3xf32>) -> tensor<?x3xf32>
  func.return %r : tensor<?x3xf32>
}

// -----
// case: c2_element_type
// expected: broadcast_c2
func.func @main(%a: tensor<3xf32>) -> tensor<2x3xf64> {
  %r = "stablehlo.broadcast"(%a) {broadcast_sizes = array<i64: 2>} : (tensor<3xf32>) -> tensor<2x3xf64>
  func.return %r : tensor<2x3xf64>
}

// -----
// case: c3_sizes_after_operand
// expected: broadcast_c3
func.func @main(%a: tensor<3xf32>) -> tensor<3x2xf32> {
  %r = "stablehlo.broadcast"(%a) {broadcast_sizes = array<i64: 2>} : (tensor<3xf32>) -> tensor<3x2xf32>
  func.return %r : tensor<3x2xf32>
}
