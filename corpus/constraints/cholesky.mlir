// Constraint cases of cholesky (seed 000, section "cholesky"): valid programs of each form and
// one program per constraint that breaks exactly that constraint.

// case: valid_f32
// expected: valid
func.func @main(%a: tensor<3x3xf32>) -> tensor<3x3xf32> {
  %result = "stablehlo.cholesky"(%a) {lower = true} : (tensor<3x3xf32>) -> tensor<3x3xf32>
  func.return %result : tensor<3x3xf32>
}

// -----
// case: valid_batched_complex
// expected: valid
func.func @main(%a: tensor<2x4x4xcomplex<f64>>) -> tensor<2x4x4xcomplex<f64>> {
  %result = "stablehlo.cholesky"(%a) {lower = true} : (tensor<2x4x4xcomplex<f64>>) -> tensor<2x4x4xcomplex<f64>>
  func.return %result : tensor<2x4x4xcomplex<f64>>
}

// -----
// case: valid_dynamic
// expected: valid
func.func @main(%a: tensor<2x?x3xf32>) -> tensor<?x3x?xf32> {
  %result = "stablehlo.cholesky"(%a) {lower = true} : (tensor<2x?x3xf32>) -> tensor<?x3x?xf32>
  func.return %result : tensor<?x3x?xf32>
}

// -----
// case: valid_quantized
// expected: valid
// baseline types ignore scales and zero points
func.func @main(%a: tensor<3x3x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<3x3x!quant.uniform<i8:f32, 0.25:3>> {
  %result = "stablehlo.cholesky"(%a) {lower = true} : (tensor<3x3x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<3x3x!quant.uniform<i8:f32, 0.25:3>>
  func.return %result : tensor<3x3x!quant.uniform<i8:f32, 0.25:3>>
}

// -----
// case: c1_baseline_type
// expected: cholesky_c1
func.func @main(%a: tensor<3x3xf32>) -> tensor<3x3xf64> {
  %result = "stablehlo.cholesky"(%a) {lower = true} : (tensor<3x3xf32>) -> tensor<3x3xf64>
  func.return %result : tensor<3x3xf64>
}

// -----
// case: c1_shape
// expected: cholesky_c1
func.func @main(%a: tensor<3x3xf32>) -> tensor<2x3x3xf32> {
  %result = "stablehlo.cholesky"(%a) {lower = true} : (tensor<3x3xf32>) -> tensor<2x3x3xf32>
  func.return %result : tensor<2x3x3xf32>
}

// -----
// case: c2_rank
// expected: cholesky_c2
func.func @main(%a: tensor<3xf32>) -> tensor<3xf32> {
  %result = "stablehlo.cholesky"(%a) {lower = true} : (tensor<3xf32>) -> tensor<3xf32>
  func.return %result : tensor<3xf32>
}

// -----
// case: c3_square
// expected: cholesky_c3
func.func @main(%a: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %result = "stablehlo.cholesky"(%a) {lower = true} : (tensor<3x4xf32>) -> tensor<3x4xf32>
  func.return %result : tensor<3x4xf32>
}
