// Constraint cases of dynamic_iota (seed 000, section "dynamic_iota"): valid programs (static and dynamic results) and one program per constraint that breaks exactly that constraint.

// case: valid
// expected: valid
func.func @main(%output_shape: tensor<2xi64>) -> (tensor<4x5xi64>) {
  %result = "stablehlo.dynamic_iota"(%output_shape) {iota_dimension = 0 : i64} : (tensor<2xi64>) -> tensor<4x5xi64>
  func.return %result : tensor<4x5xi64>
}

// -----
// case: valid_dynamic
// expected: valid
func.func @main(%output_shape: tensor<2xi32>) -> (tensor<?x?xf32>) {
  %result = "stablehlo.dynamic_iota"(%output_shape) {iota_dimension = 1 : i64} : (tensor<2xi32>) -> tensor<?x?xf32>
  func.return %result : tensor<?x?xf32>
}

// -----
// case: valid_complex
// expected: valid
func.func @main(%output_shape: tensor<1xi64>) -> (tensor<?xcomplex<f64>>) {
  %result = "stablehlo.dynamic_iota"(%output_shape) {iota_dimension = 0 : i64} : (tensor<1xi64>) -> tensor<?xcomplex<f64>>
  func.return %result : tensor<?xcomplex<f64>>
}

// -----
// case: valid_quantized
// expected: valid
func.func @main(%output_shape: tensor<1xi64>) -> (tensor<4x!quant.uniform<i8:f32, 0.5:-1>>) {
  %result = "stablehlo.dynamic_iota"(%output_shape) {iota_dimension = 0 : i64} : (tensor<1xi64>) -> tensor<4x!quant.uniform<i8:f32, 0.5:-1>>
  func.return %result : tensor<4x!quant.uniform<i8:f32, 0.5:-1>>
}

// -----
// case: c1_dimension_too_large
// expected: dynamic_iota_c1
func.func @main(%output_shape: tensor<2xi64>) -> (tensor<4x5xi64>) {
  %result = "stablehlo.dynamic_iota"(%output_shape) {iota_dimension = 2 : i64} : (tensor<2xi64>) -> tensor<4x5xi64>
  func.return %result : tensor<4x5xi64>
}

// -----
// case: c1_negative_dimension
// expected: dynamic_iota_c1
func.func @main(%output_shape: tensor<2xi64>) -> (tensor<4x5xi64>) {
  %result = "stablehlo.dynamic_iota"(%output_shape) {iota_dimension = -1 : i64} : (tensor<2xi64>) -> tensor<4x5xi64>
  func.return %result : tensor<4x5xi64>
}

// -----
// case: c2_rank
// expected: dynamic_iota_c2
func.func @main(%output_shape: tensor<3xi64>) -> (tensor<4x5xi64>) {
  %result = "stablehlo.dynamic_iota"(%output_shape) {iota_dimension = 0 : i64} : (tensor<3xi64>) -> tensor<4x5xi64>
  func.return %result : tensor<4x5xi64>
}
