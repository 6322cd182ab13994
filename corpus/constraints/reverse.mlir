// Constraint cases of reverse (seed 000, section "reverse"): valid programs (no dimensions, dynamic, quantized) and one program per constraint that breaks exactly that constraint.

// case: valid
// expected: valid
func.func @main(%operand: tensor<3x2xi32>) -> (tensor<3x2xi32>) {
  %result = "stablehlo.reverse"(%operand) {dimensions = array<i64: 1>} : (tensor<3x2xi32>) -> tensor<3x2xi32>
  func.return %result : tensor<3x2xi32>
}

// -----
// case: valid_all
// expected: valid
func.func @main(%operand: tensor<3x2xi32>) -> (tensor<3x2xi32>) {
  %result = "stablehlo.reverse"(%operand) {dimensions = array<i64: 1, 0>} : (tensor<3x2xi32>) -> tensor<3x2xi32>
  func.return %result : tensor<3x2xi32>
}

// -----
// case: valid_none
// expected: valid
func.func @main(%operand: tensor<3x2xf32>) -> (tensor<3x2xf32>) {
  %result = "stablehlo.reverse"(%operand) {dimensions = array<i64>} : (tensor<3x2xf32>) -> tensor<3x2xf32>
  func.return %result : tensor<3x2xf32>
}

// -----
// case: valid_rank0
// expected: valid
func.func @main(%operand: tensor<f32>) -> (tensor<f32>) {
  %result = "stablehlo.reverse"(%operand) {dimensions = array<i64>} : (tensor<f32>) -> tensor<f32>
  func.return %result : tensor<f32>
}

// -----
// case: valid_dynamic
// expected: valid
func.func @main(%operand: tensor<?x2xf32>) -> (tensor<?x2xf32>) {
  %result = "stablehlo.reverse"(%operand) {dimensions = array<i64: 0>} : (tensor<?x2xf32>) -> tensor<?x2xf32>
  func.return %result : tensor<?x2xf32>
}

// -----
// case: valid_quantized
// expected: valid
func.func @main(%operand: tensor<3x!quant.uniform<i8:f32, 0.5:-1>>) -> (tensor<3x!quant.uniform<i8:f32, 0.5:-1>>) {
  %result = "stablehlo.reverse"(%operand) {dimensions = array<i64: 0>} : (tensor<3x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<3x!quant.uniform<i8:f32, 0.5:-1>>
  func.return %result : tensor<3x!quant.uniform<i8:f32, 0.5:-1>>
}

// -----
// case: valid_per_axis
// expected: valid
func.func @main(%operand: tensor<2x3x!quant.uniform<i8:f32:1, {0.5:-1, 0.25:0, 1.0:2}>>) -> (tensor<2x3x!quant.uniform<i8:f32:1, {0.5:-1, 0.25:0, 1.0:2}>>) {
  %result = "stablehlo.reverse"(%operand) {dimensions = array<i64: 1>} : (tensor<2x3x!quant.uniform<i8:f32:1, {0.5:-1, 0.25:0, 1.0:2}>>) -> tensor<2x3x!quant.uniform<i8:f32:1, {0.5:-1, 0.25:0, 1.0:2}>>
  func.return %result : tensor<2x3x!quant.uniform<i8:f32:1, {0.5:-1, 0.25:0, 1.0:2}>>
}

// -----
// case: c1_element_type
// expected: reverse_c1
func.func @main(%operand: tensor<3x2xf32>) -> (tensor<3x2xf16>) {
  %result = "stablehlo.reverse"(%operand) {dimensions = array<i64: 1>} : (tensor<3x2xf32>) -> tensor<3x2xf16>
  func.return %result : tensor<3x2xf16>
}

// -----
// case: c1_shape
// expected: reverse_c1
func.func @main(%operand: tensor<3x2xf32>) -> (tensor<2x3xf32>) {
  %result = "stablehlo.reverse"(%operand) {dimensions = array<i64: 1>} : (tensor<3x2xf32>) -> tensor<2x3xf32>
  func.return %result : tensor<2x3xf32>
}

// -----
// case: c1_quantized_scale
// expected: reverse_c1
func.func @main(%operand: tensor<3x!quant.uniform<i8:f32, 0.5:-1>>) -> (tensor<3x!quant.uniform<i8:f32, 0.25:-1>>) {
  %result = "stablehlo.reverse"(%operand) {dimensions = array<i64: 0>} : (tensor<3x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<3x!quant.uniform<i8:f32, 0.25:-1>>
  func.return %result : tensor<3x!quant.uniform<i8:f32, 0.25:-1>>
}

// -----
// case: c2_duplicate
// expected: reverse_c2
func.func @main(%operand: tensor<3x2xf32>) -> (tensor<3x2xf32>) {
  %result = "stablehlo.reverse"(%operand) {dimensions = array<i64: 1, 1>} : (tensor<3x2xf32>) -> tensor<3x2xf32>
  func.return %result : tensor<3x2xf32>
}

// -----
// case: c3_too_large
// expected: reverse_c3
func.func @main(%operand: tensor<3x2xf32>) -> (tensor<3x2xf32>) {
  %result = "stablehlo.reverse"(%operand) {dimensions = array<i64: 2>} : (tensor<3x2xf32>) -> tensor<3x2xf32>
  func.return %result : tensor<3x2xf32>
}

// -----
// case: c3_negative
// expected: reverse_c3
func.func @main(%operand: tensor<3x2xf32>) -> (tensor<3x2xf32>) {
  %result = "stablehlo.reverse"(%operand) {dimensions = array<i64: -1>} : (tensor<3x2xf32>) -> tensor<3x2xf32>
  func.return %result : tensor<3x2xf32>
}
