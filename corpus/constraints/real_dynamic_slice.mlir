// Constraint cases of real_dynamic_slice (jaxlib 0.10.2's dialect, not the seed spec; constraints from upstream's verifier, spec/constraints/legacy.py): valid programs and one program per constraint that breaks exactly that constraint.

// case: valid
// expected: valid
func.func @main(%a: tensor<3xf32>, %s: tensor<1xi64>, %l: tensor<1xi64>, %st: tensor<1xi64>) -> tensor<?xf32> {
  %r = "stablehlo.real_dynamic_slice"(%a, %s, %l, %st) : (tensor<3xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xf32>
  func.return %r : tensor<?xf32>
}

// -----
// case: valid_index
// expected: valid
func.func @main(%a: tensor<3x4xf32>, %s: tensor<2xindex>, %l: tensor<2xindex>, %st: tensor<2xindex>) -> tensor<?x2xf32> {
  %r = "stablehlo.real_dynamic_slice"(%a, %s, %l, %st) : (tensor<3x4xf32>, tensor<2xindex>, tensor<2xindex>, tensor<2xindex>) -> tensor<?x2xf32>
  func.return %r : tensor<?x2xf32>
}

// -----
// case: c1_element_type
// expected: real_dynamic_slice_c1
func.func @main(%a: tensor<3xf32>, %s: tensor<1xi64>, %l: tensor<1xi64>, %st: tensor<1xi64>) -> tensor<?xf64> {
  %r = "stablehlo.real_dynamic_slice"(%a, %s, %l, %st) : (tensor<3xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xf64>
  func.return %r : tensor<?xf64>
}

// -----
// case: c2_index_types
// expected: real_dynamic_slice_c2
func.func @main(%a: tensor<3xf32>, %s: tensor<1xi64>, %l: tensor<1xi32>, %st: tensor<1xi64>) -> tensor<?xf32> {
  %r = "stablehlo.real_dynamic_slice"(%a, %s, %l, %st) : (tensor<3xf32>, tensor<1xi64>, tensor<1xi32>, tensor<1xi64>) -> tensor<?xf32>
  func.return %r : tensor<?xf32>
}

// -----
// case: c3_two_dimensional_indices
// expected: real_dynamic_slice_c3
func.func @main(%a: tensor<3xf32>, %s: tensor<1x1xi64>, %l: tensor<1x1xi64>, %st: tensor<1x1xi64>) -> tensor<?xf32> {
  %r = "stablehlo.real_dynamic_slice"(%a, %s, %l, %st) : (tensor<3xf32>, tensor<1x1xi64>, tensor<1x1xi64>, tensor<1x1xi64>) -> tensor<?xf32>
  func.return %r : tensor<?xf32>
}

// -----
// case: c4_index_count
// expected: real_dynamic_slice_c4
func.func @main(%a: tensor<3xf32>, %s: tensor<2xi64>, %l: tensor<2xi64>, %st: tensor<2xi64>) -> tensor<?xf32> {
  %r = "stablehlo.real_dynamic_slice"(%a, %s, %l, %st) : (tensor<3xf32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<?xf32>
  func.return %r : tensor<?xf32>
}
