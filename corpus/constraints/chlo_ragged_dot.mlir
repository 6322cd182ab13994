// Constraint cases of chlo.ragged_dot (upstream's verifier, ChloOps.td; see
// spec/constraints/chlo_structured.py).

// case: ragged_dot_valid_non_contracting
// expected: valid
func.func @main(%a: tensor<11x5xf32>, %b: tensor<3x5x7xf32>, %g: tensor<3xi64>) -> tensor<11x7xf32> {
  %r = "chlo.ragged_dot"(%a, %b, %g) {ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>} : (tensor<11x5xf32>, tensor<3x5x7xf32>, tensor<3xi64>) -> tensor<11x7xf32>
  func.return %r : tensor<11x7xf32>
}

// -----
// case: ragged_dot_valid_batched_group_sizes
// expected: valid
func.func @main(%a: tensor<2x11x5xf32>, %b: tensor<3x2x5x7xf32>, %g: tensor<2x3xi32>) -> tensor<2x11x7xf32> {
  %r = "chlo.ragged_dot"(%a, %b, %g) {ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2], lhs_ragged_dimensions = [1], rhs_group_dimensions = [0]>} : (tensor<2x11x5xf32>, tensor<3x2x5x7xf32>, tensor<2x3xi32>) -> tensor<2x11x7xf32>
  func.return %r : tensor<2x11x7xf32>
}

// -----
// case: ragged_dot_valid_contracting
// expected: valid
func.func @main(%a: tensor<2x11x5xbf16>, %b: tensor<2x5x7xbf16>, %g: tensor<2x3xi32>) -> tensor<3x2x11x7xf32> {
  %r = "chlo.ragged_dot"(%a, %b, %g) {ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [2], rhs_group_dimensions = []>} : (tensor<2x11x5xbf16>, tensor<2x5x7xbf16>, tensor<2x3xi32>) -> tensor<3x2x11x7xf32>
  func.return %r : tensor<3x2x11x7xf32>
}

// -----
// case: ragged_dot_valid_batch
// expected: valid
func.func @main(%a: tensor<4x11x5xi8>, %b: tensor<4x5x7xi8>, %g: tensor<2xui32>) -> tensor<4x11x7xi32> {
  %r = "chlo.ragged_dot"(%a, %b, %g) {ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = []>} : (tensor<4x11x5xi8>, tensor<4x5x7xi8>, tensor<2xui32>) -> tensor<4x11x7xi32>
  func.return %r : tensor<4x11x7xi32>
}

// -----
// case: ragged_dot_contracting_count
// expected: chlo_ragged_dot_c1
func.func @main(%a: tensor<11x5xf32>, %b: tensor<3x5x7xf32>, %g: tensor<3xi64>) -> tensor<11x7xf32> {
  %r = "chlo.ragged_dot"(%a, %b, %g) {ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1, 2], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>} : (tensor<11x5xf32>, tensor<3x5x7xf32>, tensor<3xi64>) -> tensor<11x7xf32>
  func.return %r : tensor<11x7xf32>
}

// -----
// case: ragged_dot_group_is_contracting
// expected: chlo_ragged_dot_c2
func.func @main(%a: tensor<11x5xf32>, %b: tensor<5x7xf32>, %g: tensor<5xi64>) -> tensor<11xf32> {
  %r = "chlo.ragged_dot"(%a, %b, %g) {ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>} : (tensor<11x5xf32>, tensor<5x7xf32>, tensor<5xi64>) -> tensor<11xf32>
  func.return %r : tensor<11xf32>
}

// -----
// case: ragged_dot_dimension_out_of_range
// expected: chlo_ragged_dot_c3
func.func @main(%a: tensor<11x5xf32>, %b: tensor<3x5x7xf32>, %g: tensor<3xi64>) -> tensor<11x7xf32> {
  %r = "chlo.ragged_dot"(%a, %b, %g) {ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>} : (tensor<11x5xf32>, tensor<3x5x7xf32>, tensor<3xi64>) -> tensor<11x7xf32>
  func.return %r : tensor<11x7xf32>
}

// -----
// case: ragged_dot_two_ragged
// expected: chlo_ragged_dot_c4
func.func @main(%a: tensor<11x5xf32>, %b: tensor<3x5x7xf32>, %g: tensor<3xi64>) -> tensor<11x7xf32> {
  %r = "chlo.ragged_dot"(%a, %b, %g) {ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0, 1], rhs_group_dimensions = [0]>} : (tensor<11x5xf32>, tensor<3x5x7xf32>, tensor<3xi64>) -> tensor<11x7xf32>
  func.return %r : tensor<11x7xf32>
}

// -----
// case: ragged_dot_contracting_sizes
// expected: chlo_ragged_dot_c5
func.func @main(%a: tensor<11x5xf32>, %b: tensor<3x6x7xf32>, %g: tensor<3xi64>) -> tensor<11x7xf32> {
  %r = "chlo.ragged_dot"(%a, %b, %g) {ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>} : (tensor<11x5xf32>, tensor<3x6x7xf32>, tensor<3xi64>) -> tensor<11x7xf32>
  func.return %r : tensor<11x7xf32>
}

// -----
// case: ragged_dot_no_group_dimension
// expected: chlo_ragged_dot_c6
func.func @main(%a: tensor<11x5xf32>, %b: tensor<5x7xf32>, %g: tensor<3xi64>) -> tensor<11x7xf32> {
  %r = "chlo.ragged_dot"(%a, %b, %g) {ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0], lhs_ragged_dimensions = [0], rhs_group_dimensions = []>} : (tensor<11x5xf32>, tensor<5x7xf32>, tensor<3xi64>) -> tensor<11x7xf32>
  func.return %r : tensor<11x7xf32>
}

// -----
// case: ragged_dot_group_sizes_shape
// expected: chlo_ragged_dot_c7
func.func @main(%a: tensor<2x11x5xf32>, %b: tensor<3x2x5x7xf32>, %g: tensor<4x3xi32>) -> tensor<2x11x7xf32> {
  %r = "chlo.ragged_dot"(%a, %b, %g) {ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2], lhs_ragged_dimensions = [1], rhs_group_dimensions = [0]>} : (tensor<2x11x5xf32>, tensor<3x2x5x7xf32>, tensor<4x3xi32>) -> tensor<2x11x7xf32>
  func.return %r : tensor<2x11x7xf32>
}

// -----
// case: ragged_dot_group_count
// expected: chlo_ragged_dot_c8
func.func @main(%a: tensor<11x5xf32>, %b: tensor<3x5x7xf32>, %g: tensor<4xi64>) -> tensor<11x7xf32> {
  %r = "chlo.ragged_dot"(%a, %b, %g) {ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>} : (tensor<11x5xf32>, tensor<3x5x7xf32>, tensor<4xi64>) -> tensor<11x7xf32>
  func.return %r : tensor<11x7xf32>
}

// -----
// case: ragged_dot_result_shape
// expected: chlo_ragged_dot_c9
func.func @main(%a: tensor<11x5xf32>, %b: tensor<3x5x7xf32>, %g: tensor<3xi64>) -> tensor<11x8xf32> {
  %r = "chlo.ragged_dot"(%a, %b, %g) {ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>} : (tensor<11x5xf32>, tensor<3x5x7xf32>, tensor<3xi64>) -> tensor<11x8xf32>
  func.return %r : tensor<11x8xf32>
}
