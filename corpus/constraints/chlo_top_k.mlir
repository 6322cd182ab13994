// Constraint cases of chlo.top_k (upstream's verifier, ChloOps.td; see
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
// expected: chlo_top_k_c1
func.func @main(%x: tensor<f32>) -> (tensor<1xf32>, tensor<1xi32>) {
  %r:2 = "chlo.top_k"(%x) {k = 1 : i64} : (tensor<f32>) -> (tensor<1xf32>, tensor<1xi32>)
  func.return %r#0, %r#1 : tensor<1xf32>, tensor<1xi32>
}

// -----
// case: top_k_k_too_big
// expected: chlo_top_k_c2
func.func @main(%x: tensor<3x5xf32>) -> (tensor<3x6xf32>, tensor<3x6xi32>) {
  %r:2 = "chlo.top_k"(%x) {k = 6 : i64} : (tensor<3x5xf32>) -> (tensor<3x6xf32>, tensor<3x6xi32>)
  func.return %r#0, %r#1 : tensor<3x6xf32>, tensor<3x6xi32>
}

// -----
// case: top_k_wrong_shape
// expected: chlo_top_k_c3
func.func @main(%x: tensor<3x5xf32>) -> (tensor<3x3xf32>, tensor<3x3xi32>) {
  %r:2 = "chlo.top_k"(%x) {k = 2 : i64} : (tensor<3x5xf32>) -> (tensor<3x3xf32>, tensor<3x3xi32>)
  func.return %r#0, %r#1 : tensor<3x3xf32>, tensor<3x3xi32>
}

// -----
// case: top_k_values_type
// expected: chlo_top_k_c4
func.func @main(%x: tensor<3x5xf32>) -> (tensor<3x2xf16>, tensor<3x2xi32>) {
  %r:2 = "chlo.top_k"(%x) {k = 2 : i64} : (tensor<3x5xf32>) -> (tensor<3x2xf16>, tensor<3x2xi32>)
  func.return %r#0, %r#1 : tensor<3x2xf16>, tensor<3x2xi32>
}

// -----
// case: top_k_indices_i64
// expected: chlo_top_k_c5
func.func @main(%x: tensor<3x5xf32>) -> (tensor<3x2xf32>, tensor<3x2xi64>) {
  %r:2 = "chlo.top_k"(%x) {k = 2 : i64} : (tensor<3x5xf32>) -> (tensor<3x2xf32>, tensor<3x2xi64>)
  func.return %r#0, %r#1 : tensor<3x2xf32>, tensor<3x2xi64>
}
