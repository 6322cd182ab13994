// Constraint cases of the structured CHLO ops (upstream's verifier, ChloOps.td; see
// spec/constraints/chlo_structured.py).

// case: top_k_valid
// expected: valid
func.func @main(%x: tensor<3x5xf32>) -> (tensor<3x2xf32>, tensor<3x2xi32>) {
  %r:2 = "chlo.top_k"(%x) {k = 2 : i64} : (tensor<3x5xf32>) -> (tensor<3x2xf32>, tensor<3x2xi32>)
  func.return %r#0, %r#1 : tensor<3x2xf32>, tensor<3x2xi32>
}

// -----
// case: top_k_valid_k0_bf16
// expected: valid
func.func @main(%x: tensor<3x5xbf16>) -> (tensor<3x0xbf16>, tensor<3x0xi32>) {
  %r:2 = "chlo.top_k"(%x) {k = 0 : i64} : (tensor<3x5xbf16>) -> (tensor<3x0xbf16>, tensor<3x0xi32>)
  func.return %r#0, %r#1 : tensor<3x0xbf16>, tensor<3x0xi32>
}

// -----
// case: top_k_valid_dynamic
// expected: valid
func.func @main(%x: tensor<?x5xf32>) -> (tensor<?x2xf32>, tensor<?x2xi32>) {
  %r:2 = "chlo.top_k"(%x) {k = 2 : i64} : (tensor<?x5xf32>) -> (tensor<?x2xf32>, tensor<?x2xi32>)
  func.return %r#0, %r#1 : tensor<?x2xf32>, tensor<?x2xi32>
}

// -----
// case: top_k_rank0
// expected: top_k_c1
func.func @main(%x: tensor<f32>) -> (tensor<1xf32>, tensor<1xi32>) {
  %r:2 = "chlo.top_k"(%x) {k = 1 : i64} : (tensor<f32>) -> (tensor<1xf32>, tensor<1xi32>)
  func.return %r#0, %r#1 : tensor<1xf32>, tensor<1xi32>
}

// -----
// case: top_k_k_too_big
// expected: top_k_c2
func.func @main(%x: tensor<3x5xf32>) -> (tensor<3x6xf32>, tensor<3x6xi32>) {
  %r:2 = "chlo.top_k"(%x) {k = 6 : i64} : (tensor<3x5xf32>) -> (tensor<3x6xf32>, tensor<3x6xi32>)
  func.return %r#0, %r#1 : tensor<3x6xf32>, tensor<3x6xi32>
}

// -----
// case: top_k_wrong_shape
// expected: top_k_c3
func.func @main(%x: tensor<3x5xf32>) -> (tensor<3x3xf32>, tensor<3x3xi32>) {
  %r:2 = "chlo.top_k"(%x) {k = 2 : i64} : (tensor<3x5xf32>) -> (tensor<3x3xf32>, tensor<3x3xi32>)
  func.return %r#0, %r#1 : tensor<3x3xf32>, tensor<3x3xi32>
}

// -----
// case: top_k_values_type
// expected: top_k_c4
func.func @main(%x: tensor<3x5xf32>) -> (tensor<3x2xf16>, tensor<3x2xi32>) {
  %r:2 = "chlo.top_k"(%x) {k = 2 : i64} : (tensor<3x5xf32>) -> (tensor<3x2xf16>, tensor<3x2xi32>)
  func.return %r#0, %r#1 : tensor<3x2xf16>, tensor<3x2xi32>
}

// -----
// case: top_k_indices_i64
// expected: top_k_c5
func.func @main(%x: tensor<3x5xf32>) -> (tensor<3x2xf32>, tensor<3x2xi64>) {
  %r:2 = "chlo.top_k"(%x) {k = 2 : i64} : (tensor<3x5xf32>) -> (tensor<3x2xf32>, tensor<3x2xi64>)
  func.return %r#0, %r#1 : tensor<3x2xf32>, tensor<3x2xi64>
}

// -----
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
// expected: ragged_dot_c1
func.func @main(%a: tensor<11x5xf32>, %b: tensor<3x5x7xf32>, %g: tensor<3xi64>) -> tensor<11x7xf32> {
  %r = "chlo.ragged_dot"(%a, %b, %g) {ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1, 2], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>} : (tensor<11x5xf32>, tensor<3x5x7xf32>, tensor<3xi64>) -> tensor<11x7xf32>
  func.return %r : tensor<11x7xf32>
}

// -----
// case: ragged_dot_group_is_contracting
// expected: ragged_dot_c2
func.func @main(%a: tensor<11x5xf32>, %b: tensor<5x7xf32>, %g: tensor<5xi64>) -> tensor<11xf32> {
  %r = "chlo.ragged_dot"(%a, %b, %g) {ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>} : (tensor<11x5xf32>, tensor<5x7xf32>, tensor<5xi64>) -> tensor<11xf32>
  func.return %r : tensor<11xf32>
}

// -----
// case: ragged_dot_dimension_out_of_range
// expected: ragged_dot_c3
func.func @main(%a: tensor<11x5xf32>, %b: tensor<3x5x7xf32>, %g: tensor<3xi64>) -> tensor<11x7xf32> {
  %r = "chlo.ragged_dot"(%a, %b, %g) {ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>} : (tensor<11x5xf32>, tensor<3x5x7xf32>, tensor<3xi64>) -> tensor<11x7xf32>
  func.return %r : tensor<11x7xf32>
}

// -----
// case: ragged_dot_two_ragged
// expected: ragged_dot_c4
func.func @main(%a: tensor<11x5xf32>, %b: tensor<3x5x7xf32>, %g: tensor<3xi64>) -> tensor<11x7xf32> {
  %r = "chlo.ragged_dot"(%a, %b, %g) {ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0, 1], rhs_group_dimensions = [0]>} : (tensor<11x5xf32>, tensor<3x5x7xf32>, tensor<3xi64>) -> tensor<11x7xf32>
  func.return %r : tensor<11x7xf32>
}

// -----
// case: ragged_dot_contracting_sizes
// expected: ragged_dot_c5
func.func @main(%a: tensor<11x5xf32>, %b: tensor<3x6x7xf32>, %g: tensor<3xi64>) -> tensor<11x7xf32> {
  %r = "chlo.ragged_dot"(%a, %b, %g) {ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>} : (tensor<11x5xf32>, tensor<3x6x7xf32>, tensor<3xi64>) -> tensor<11x7xf32>
  func.return %r : tensor<11x7xf32>
}

// -----
// case: ragged_dot_no_group_dimension
// expected: ragged_dot_c6
func.func @main(%a: tensor<11x5xf32>, %b: tensor<5x7xf32>, %g: tensor<3xi64>) -> tensor<11x7xf32> {
  %r = "chlo.ragged_dot"(%a, %b, %g) {ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0], lhs_ragged_dimensions = [0], rhs_group_dimensions = []>} : (tensor<11x5xf32>, tensor<5x7xf32>, tensor<3xi64>) -> tensor<11x7xf32>
  func.return %r : tensor<11x7xf32>
}

// -----
// case: ragged_dot_group_sizes_shape
// expected: ragged_dot_c7
func.func @main(%a: tensor<2x11x5xf32>, %b: tensor<3x2x5x7xf32>, %g: tensor<4x3xi32>) -> tensor<2x11x7xf32> {
  %r = "chlo.ragged_dot"(%a, %b, %g) {ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2], lhs_ragged_dimensions = [1], rhs_group_dimensions = [0]>} : (tensor<2x11x5xf32>, tensor<3x2x5x7xf32>, tensor<4x3xi32>) -> tensor<2x11x7xf32>
  func.return %r : tensor<2x11x7xf32>
}

// -----
// case: ragged_dot_group_count
// expected: ragged_dot_c8
func.func @main(%a: tensor<11x5xf32>, %b: tensor<3x5x7xf32>, %g: tensor<4xi64>) -> tensor<11x7xf32> {
  %r = "chlo.ragged_dot"(%a, %b, %g) {ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>} : (tensor<11x5xf32>, tensor<3x5x7xf32>, tensor<4xi64>) -> tensor<11x7xf32>
  func.return %r : tensor<11x7xf32>
}

// -----
// case: ragged_dot_result_shape
// expected: ragged_dot_c9
func.func @main(%a: tensor<11x5xf32>, %b: tensor<3x5x7xf32>, %g: tensor<3xi64>) -> tensor<11x8xf32> {
  %r = "chlo.ragged_dot"(%a, %b, %g) {ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>} : (tensor<11x5xf32>, tensor<3x5x7xf32>, tensor<3xi64>) -> tensor<11x8xf32>
  func.return %r : tensor<11x8xf32>
}

// -----
// case: scan_valid
// expected: valid
func.func @main(%x: tensor<4x3xf32>, %c: tensor<3xf32>) -> (tensor<4x3xf32>, tensor<3xf32>) {
  %r:2 = "chlo.scan"(%x, %c) ({
  ^bb0(%a: tensor<3xf32>, %b: tensor<3xf32>):
    "stablehlo.return"(%a, %b) : (tensor<3xf32>, tensor<3xf32>) -> ()
  }) {dimension = 0 : i64, operandSegmentSizes = array<i32: 1, 1>, resultSegmentSizes = array<i32: 1, 1>} : (tensor<4x3xf32>, tensor<3xf32>) -> (tensor<4x3xf32>, tensor<3xf32>)
  func.return %r#0, %r#1 : tensor<4x3xf32>, tensor<3xf32>
}

// -----
// case: scan_valid_reverse_dimension_1
// expected: valid
func.func @main(%x: tensor<3x4xf32>, %c: tensor<3xf32>) -> (tensor<3x4xf32>, tensor<3xf32>) {
  %r:2 = "chlo.scan"(%x, %c) ({
  ^bb0(%a: tensor<3xf32>, %b: tensor<3xf32>):
    "stablehlo.return"(%a, %b) : (tensor<3xf32>, tensor<3xf32>) -> ()
  }) {dimension = 1 : i64, is_reverse = true, is_associative = true, scan_dim_size = 4 : i64, operandSegmentSizes = array<i32: 1, 1>, resultSegmentSizes = array<i32: 1, 1>} : (tensor<3x4xf32>, tensor<3xf32>) -> (tensor<3x4xf32>, tensor<3xf32>)
  func.return %r#0, %r#1 : tensor<3x4xf32>, tensor<3xf32>
}

// -----
// case: scan_segments
// expected: scan_c1
func.func @main(%x: tensor<4x3xf32>, %c: tensor<3xf32>) -> (tensor<4x3xf32>, tensor<3xf32>) {
  %r:2 = "chlo.scan"(%x, %c) ({
  ^bb0(%a: tensor<3xf32>, %b: tensor<3xf32>):
    "stablehlo.return"(%a, %b) : (tensor<3xf32>, tensor<3xf32>) -> ()
  }) {dimension = 0 : i64, operandSegmentSizes = array<i32: 1, 1>, resultSegmentSizes = array<i32: 2, 0>} : (tensor<4x3xf32>, tensor<3xf32>) -> (tensor<4x3xf32>, tensor<3xf32>)
  func.return %r#0, %r#1 : tensor<4x3xf32>, tensor<3xf32>
}

// -----
// case: scan_dimension_out_of_range
// expected: scan_c2
func.func @main(%x: tensor<4x3xf32>, %c: tensor<3xf32>) -> (tensor<4x3xf32>, tensor<3xf32>) {
  %r:2 = "chlo.scan"(%x, %c) ({
  ^bb0(%a: tensor<3xf32>, %b: tensor<3xf32>):
    "stablehlo.return"(%a, %b) : (tensor<3xf32>, tensor<3xf32>) -> ()
  }) {dimension = 2 : i64, operandSegmentSizes = array<i32: 1, 1>, resultSegmentSizes = array<i32: 1, 1>} : (tensor<4x3xf32>, tensor<3xf32>) -> (tensor<4x3xf32>, tensor<3xf32>)
  func.return %r#0, %r#1 : tensor<4x3xf32>, tensor<3xf32>
}

// -----
// case: scan_sizes_differ
// expected: scan_c3
func.func @main(%x: tensor<4x3xf32>, %c: tensor<3xf32>) -> (tensor<5x3xf32>, tensor<3xf32>) {
  %r:2 = "chlo.scan"(%x, %c) ({
  ^bb0(%a: tensor<3xf32>, %b: tensor<3xf32>):
    "stablehlo.return"(%a, %b) : (tensor<3xf32>, tensor<3xf32>) -> ()
  }) {dimension = 0 : i64, operandSegmentSizes = array<i32: 1, 1>, resultSegmentSizes = array<i32: 1, 1>} : (tensor<4x3xf32>, tensor<3xf32>) -> (tensor<5x3xf32>, tensor<3xf32>)
  func.return %r#0, %r#1 : tensor<5x3xf32>, tensor<3xf32>
}

// -----
// case: scan_dim_size
// expected: scan_c3
func.func @main(%x: tensor<4x3xf32>, %c: tensor<3xf32>) -> (tensor<4x3xf32>, tensor<3xf32>) {
  %r:2 = "chlo.scan"(%x, %c) ({
  ^bb0(%a: tensor<3xf32>, %b: tensor<3xf32>):
    "stablehlo.return"(%a, %b) : (tensor<3xf32>, tensor<3xf32>) -> ()
  }) {dimension = 0 : i64, scan_dim_size = 3 : i64, operandSegmentSizes = array<i32: 1, 1>, resultSegmentSizes = array<i32: 1, 1>} : (tensor<4x3xf32>, tensor<3xf32>) -> (tensor<4x3xf32>, tensor<3xf32>)
  func.return %r#0, %r#1 : tensor<4x3xf32>, tensor<3xf32>
}

// -----
// case: scan_carry_type
// expected: scan_c4
func.func @main(%x: tensor<4x3xf32>, %c: tensor<3xf32>) -> (tensor<4x3xf32>, tensor<3xf64>) {
  %r:2 = "chlo.scan"(%x, %c) ({
  ^bb0(%a: tensor<3xf32>, %b: tensor<3xf32>):
    "stablehlo.return"(%a, %b) : (tensor<3xf32>, tensor<3xf32>) -> ()
  }) {dimension = 0 : i64, operandSegmentSizes = array<i32: 1, 1>, resultSegmentSizes = array<i32: 1, 1>} : (tensor<4x3xf32>, tensor<3xf32>) -> (tensor<4x3xf32>, tensor<3xf64>)
  func.return %r#0, %r#1 : tensor<4x3xf32>, tensor<3xf64>
}

// -----
// case: scan_body_type
// expected: scan_c5
func.func @main(%x: tensor<4x3xf32>, %c: tensor<3xf32>) -> (tensor<4x3xf32>, tensor<3xf32>) {
  %r:2 = "chlo.scan"(%x, %c) ({
  ^bb0(%a: tensor<4xf32>, %b: tensor<3xf32>):
    "stablehlo.return"(%a, %b) : (tensor<4xf32>, tensor<3xf32>) -> ()
  }) {dimension = 0 : i64, operandSegmentSizes = array<i32: 1, 1>, resultSegmentSizes = array<i32: 1, 1>} : (tensor<4x3xf32>, tensor<3xf32>) -> (tensor<4x3xf32>, tensor<3xf32>)
  func.return %r#0, %r#1 : tensor<4x3xf32>, tensor<3xf32>
}
