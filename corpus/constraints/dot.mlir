// Constraint cases of dot (jaxlib 0.10.2's dialect, not the seed spec; constraints from upstream's verifier, spec/constraints/legacy.py): valid programs and one program per constraint that breaks exactly that constraint.

// case: valid
// expected: valid
func.func @main(%x: tensor<2x3xf32>, %y: tensor<3x4xf32>) -> tensor<2x4xf32> {
  %r = "stablehlo.dot"(%x, %y) : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  func.return %r : tensor<2x4xf32>
}

// -----
// case: valid_vectors
// expected: valid
func.func @main(%x: tensor<3xi32>, %y: tensor<3xi32>) -> tensor<i32> {
  %r = "stablehlo.dot"(%x, %y) : (tensor<3xi32>, tensor<3xi32>) -> tensor<i32>
  func.return %r : tensor<i32>
}

// -----
// case: c1_rank_3
// expected: dot_c1
func.func @main(%x: tensor<1x2x3xf32>, %y: tensor<3x4xf32>) -> tensor<1x2x4xf32> {
  %r = "stablehlo.dot"(%x, %y) : (tensor<1x2x3xf32>, tensor<3x4xf32>) -> tensor<1x2x4xf32>
  func.return %r : tensor<1x2x4xf32>
}

// -----
// case: c2_contracting_sizes
// expected: dot_c2
func.func @main(%x: tensor<2x3xf32>, %y: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %r = "stablehlo.dot"(%x, %y) : (tensor<2x3xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
  func.return %r : tensor<2x4xf32>
}

// -----
// case: c3_result_shape
// expected: dot_c3
func.func @main(%x: tensor<2x3xf32>, %y: tensor<3x4xf32>) -> tensor<4x2xf32> {
  %r = "stablehlo.dot"(%x, %y) : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<4x2xf32>
  func.return %r : tensor<4x2xf32>
}
