// Constraint cases of get_dimension_size (seed 000, section "get_dimension_size"): valid programs (static, dynamic, quantized) and one program per way to break C1.

// case: valid
// expected: valid
func.func @main(%operand: tensor<2x3xi64>) -> (tensor<i32>) {
  %result = "stablehlo.get_dimension_size"(%operand) {dimension = 1 : i64} : (tensor<2x3xi64>) -> tensor<i32>
  func.return %result : tensor<i32>
}

// -----
// case: valid_dynamic
// expected: valid
func.func @main(%operand: tensor<?x3xf32>) -> (tensor<i32>) {
  %result = "stablehlo.get_dimension_size"(%operand) {dimension = 0 : i64} : (tensor<?x3xf32>) -> tensor<i32>
  func.return %result : tensor<i32>
}

// -----
// case: valid_quantized
// expected: valid
func.func @main(%operand: tensor<2x3x!quant.uniform<i8:f32, 0.5:-1>>) -> (tensor<i32>) {
  %result = "stablehlo.get_dimension_size"(%operand) {dimension = 0 : i64} : (tensor<2x3x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<i32>
  func.return %result : tensor<i32>
}

// -----
// case: c1_too_large
// expected: get_dimension_size_c1
func.func @main(%operand: tensor<2x3xi64>) -> (tensor<i32>) {
  %result = "stablehlo.get_dimension_size"(%operand) {dimension = 2 : i64} : (tensor<2x3xi64>) -> tensor<i32>
  func.return %result : tensor<i32>
}

// -----
// case: c1_negative
// expected: get_dimension_size_c1
func.func @main(%operand: tensor<2x3xi64>) -> (tensor<i32>) {
  %result = "stablehlo.get_dimension_size"(%operand) {dimension = -1 : i64} : (tensor<2x3xi64>) -> tensor<i32>
  func.return %result : tensor<i32>
}

// -----
// case: c1_rank0
// expected: get_dimension_size_c1
func.func @main(%operand: tensor<f32>) -> (tensor<i32>) {
  %result = "stablehlo.get_dimension_size"(%operand) {dimension = 0 : i64} : (tensor<f32>) -> tensor<i32>
  func.return %result : tensor<i32>
}
