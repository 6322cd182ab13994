// Constraint cases of chlo.scan (upstream's verifier, ChloOps.td; see
// spec/constraints/chlo_structured.py).

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
// expected: chlo_scan_c1
func.func @main(%x: tensor<4x3xf32>, %c: tensor<3xf32>) -> (tensor<4x3xf32>, tensor<3xf32>) {
  %r:2 = "chlo.scan"(%x, %c) ({
  ^bb0(%a: tensor<3xf32>, %b: tensor<3xf32>):
    "stablehlo.return"(%a, %b) : (tensor<3xf32>, tensor<3xf32>) -> ()
  }) {dimension = 0 : i64, operandSegmentSizes = array<i32: 1, 1>, resultSegmentSizes = array<i32: 2, 0>} : (tensor<4x3xf32>, tensor<3xf32>) -> (tensor<4x3xf32>, tensor<3xf32>)
  func.return %r#0, %r#1 : tensor<4x3xf32>, tensor<3xf32>
}

// -----
// case: scan_dimension_out_of_range
// expected: chlo_scan_c2
func.func @main(%x: tensor<4x3xf32>, %c: tensor<3xf32>) -> (tensor<4x3xf32>, tensor<3xf32>) {
  %r:2 = "chlo.scan"(%x, %c) ({
  ^bb0(%a: tensor<3xf32>, %b: tensor<3xf32>):
    "stablehlo.return"(%a, %b) : (tensor<3xf32>, tensor<3xf32>) -> ()
  }) {dimension = 2 : i64, operandSegmentSizes = array<i32: 1, 1>, resultSegmentSizes = array<i32: 1, 1>} : (tensor<4x3xf32>, tensor<3xf32>) -> (tensor<4x3xf32>, tensor<3xf32>)
  func.return %r#0, %r#1 : tensor<4x3xf32>, tensor<3xf32>
}

// -----
// case: scan_sizes_differ
// expected: chlo_scan_c3
func.func @main(%x: tensor<4x3xf32>, %c: tensor<3xf32>) -> (tensor<5x3xf32>, tensor<3xf32>) {
  %r:2 = "chlo.scan"(%x, %c) ({
  ^bb0(%a: tensor<3xf32>, %b: tensor<3xf32>):
    "stablehlo.return"(%a, %b) : (tensor<3xf32>, tensor<3xf32>) -> ()
  }) {dimension = 0 : i64, operandSegmentSizes = array<i32: 1, 1>, resultSegmentSizes = array<i32: 1, 1>} : (tensor<4x3xf32>, tensor<3xf32>) -> (tensor<5x3xf32>, tensor<3xf32>)
  func.return %r#0, %r#1 : tensor<5x3xf32>, tensor<3xf32>
}

// -----
// case: scan_dim_size
// expected: chlo_scan_c3
func.func @main(%x: tensor<4x3xf32>, %c: tensor<3xf32>) -> (tensor<4x3xf32>, tensor<3xf32>) {
  %r:2 = "chlo.scan"(%x, %c) ({
  ^bb0(%a: tensor<3xf32>, %b: tensor<3xf32>):
    "stablehlo.return"(%a, %b) : (tensor<3xf32>, tensor<3xf32>) -> ()
  }) {dimension = 0 : i64, scan_dim_size = 3 : i64, operandSegmentSizes = array<i32: 1, 1>, resultSegmentSizes = array<i32: 1, 1>} : (tensor<4x3xf32>, tensor<3xf32>) -> (tensor<4x3xf32>, tensor<3xf32>)
  func.return %r#0, %r#1 : tensor<4x3xf32>, tensor<3xf32>
}

// -----
// case: scan_carry_type
// expected: chlo_scan_c4
func.func @main(%x: tensor<4x3xf32>, %c: tensor<3xf32>) -> (tensor<4x3xf32>, tensor<3xf64>) {
  %r:2 = "chlo.scan"(%x, %c) ({
  ^bb0(%a: tensor<3xf32>, %b: tensor<3xf32>):
    "stablehlo.return"(%a, %b) : (tensor<3xf32>, tensor<3xf32>) -> ()
  }) {dimension = 0 : i64, operandSegmentSizes = array<i32: 1, 1>, resultSegmentSizes = array<i32: 1, 1>} : (tensor<4x3xf32>, tensor<3xf32>) -> (tensor<4x3xf32>, tensor<3xf64>)
  func.return %r#0, %r#1 : tensor<4x3xf32>, tensor<3xf64>
}

// -----
// case: scan_body_type
// expected: chlo_scan_c5
func.func @main(%x: tensor<4x3xf32>, %c: tensor<3xf32>) -> (tensor<4x3xf32>, tensor<3xf32>) {
  %r:2 = "chlo.scan"(%x, %c) ({
  ^bb0(%a: tensor<4xf32>, %b: tensor<3xf32>):
    "stablehlo.return"(%a, %b) : (tensor<4xf32>, tensor<3xf32>) -> ()
  }) {dimension = 0 : i64, operandSegmentSizes = array<i32: 1, 1>, resultSegmentSizes = array<i32: 1, 1>} : (tensor<4x3xf32>, tensor<3xf32>) -> (tensor<4x3xf32>, tensor<3xf32>)
  func.return %r#0, %r#1 : tensor<4x3xf32>, tensor<3xf32>
}
