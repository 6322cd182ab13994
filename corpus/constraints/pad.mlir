// Constraint cases of pad (seed 000, section "pad"): valid programs (interior and negative edge padding, dynamic, quantized) and one program per constraint that breaks exactly that constraint.

// case: valid
// expected: valid
// 2 + 0 + 1 * 1 + 2 = 5; 3 + 1 + 2 * 2 + 1 = 9
func.func @main(%operand: tensor<2x3xi32>, %padding_value: tensor<i32>) -> (tensor<5x9xi32>) {
  %result = "stablehlo.pad"(%operand, %padding_value) {edge_padding_low = array<i64: 0, 1>, edge_padding_high = array<i64: 2, 1>, interior_padding = array<i64: 1, 2>} : (tensor<2x3xi32>, tensor<i32>) -> tensor<5x9xi32>
  func.return %result : tensor<5x9xi32>
}

// -----
// case: valid_negative_edge
// expected: valid
// 2 - 1 = 1; 3 + 2 * 1 - 2 = 3
func.func @main(%operand: tensor<2x3xf32>, %padding_value: tensor<f32>) -> (tensor<1x3xf32>) {
  %result = "stablehlo.pad"(%operand, %padding_value) {edge_padding_low = array<i64: -1, 0>, edge_padding_high = array<i64: 0, -2>, interior_padding = array<i64: 0, 1>} : (tensor<2x3xf32>, tensor<f32>) -> tensor<1x3xf32>
  func.return %result : tensor<1x3xf32>
}

// -----
// case: valid_empty_operand
// expected: valid
// max(0 - 1, 0) * 5 = 0: no interior padding in an empty dimension
func.func @main(%operand: tensor<0x3xf32>, %padding_value: tensor<f32>) -> (tensor<2x3xf32>) {
  %result = "stablehlo.pad"(%operand, %padding_value) {edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 1, 0>, interior_padding = array<i64: 5, 0>} : (tensor<0x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  func.return %result : tensor<2x3xf32>
}

// -----
// case: valid_dynamic
// expected: valid
func.func @main(%operand: tensor<?x3xf32>, %padding_value: tensor<f32>) -> (tensor<?x5xf32>) {
  %result = "stablehlo.pad"(%operand, %padding_value) {edge_padding_low = array<i64: 1, 1>, edge_padding_high = array<i64: 1, 1>, interior_padding = array<i64: 0, 0>} : (tensor<?x3xf32>, tensor<f32>) -> tensor<?x5xf32>
  func.return %result : tensor<?x5xf32>
}

// -----
// case: valid_quantized
// expected: valid
func.func @main(%operand: tensor<2x!quant.uniform<i8:f32, 0.5:-1>>, %padding_value: tensor<!quant.uniform<i8:f32, 0.5:-1>>) -> (tensor<4x!quant.uniform<i8:f32, 0.5:-1>>) {
  %result = "stablehlo.pad"(%operand, %padding_value) {edge_padding_low = array<i64: 1>, edge_padding_high = array<i64: 1>, interior_padding = array<i64: 0>} : (tensor<2x!quant.uniform<i8:f32, 0.5:-1>>, tensor<!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<4x!quant.uniform<i8:f32, 0.5:-1>>
  func.return %result : tensor<4x!quant.uniform<i8:f32, 0.5:-1>>
}

// -----
// case: c1_padding_value
// expected: pad_c1
func.func @main(%operand: tensor<2x3xf32>, %padding_value: tensor<f64>) -> (tensor<2x3xf32>) {
  %result = "stablehlo.pad"(%operand, %padding_value) {edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>} : (tensor<2x3xf32>, tensor<f64>) -> tensor<2x3xf32>
  func.return %result : tensor<2x3xf32>
}

// -----
// case: c1_result
// expected: pad_c1
func.func @main(%operand: tensor<2x3xf32>, %padding_value: tensor<f32>) -> (tensor<2x3xf16>) {
  %result = "stablehlo.pad"(%operand, %padding_value) {edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>} : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf16>
  func.return %result : tensor<2x3xf16>
}

// -----
// case: c2_low_size
// expected: pad_c2
func.func @main(%operand: tensor<2x3xf32>, %padding_value: tensor<f32>) -> (tensor<2x3xf32>) {
  %result = "stablehlo.pad"(%operand, %padding_value) {edge_padding_low = array<i64: 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>} : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  func.return %result : tensor<2x3xf32>
}

// -----
// case: c2_high_size
// expected: pad_c2
func.func @main(%operand: tensor<2x3xf32>, %padding_value: tensor<f32>) -> (tensor<2x3xf32>) {
  %result = "stablehlo.pad"(%operand, %padding_value) {edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 0, 0, 0>, interior_padding = array<i64: 0, 0>} : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  func.return %result : tensor<2x3xf32>
}

// -----
// case: c2_interior_size
// expected: pad_c2
func.func @main(%operand: tensor<2x3xf32>, %padding_value: tensor<f32>) -> (tensor<2x3xf32>) {
  %result = "stablehlo.pad"(%operand, %padding_value) {edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0>} : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  func.return %result : tensor<2x3xf32>
}

// -----
// case: c3_negative_interior
// expected: pad_c3
// the result has the shape C4's formula gives: 3 + 2 * -1 = 1
func.func @main(%operand: tensor<2x3xf32>, %padding_value: tensor<f32>) -> (tensor<2x1xf32>) {
  %result = "stablehlo.pad"(%operand, %padding_value) {edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, -1>} : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x1xf32>
  func.return %result : tensor<2x1xf32>
}

// -----
// case: c4_result_shape
// expected: pad_c4
func.func @main(%operand: tensor<2x3xi32>, %padding_value: tensor<i32>) -> (tensor<5x8xi32>) {
  %result = "stablehlo.pad"(%operand, %padding_value) {edge_padding_low = array<i64: 0, 1>, edge_padding_high = array<i64: 2, 1>, interior_padding = array<i64: 1, 2>} : (tensor<2x3xi32>, tensor<i32>) -> tensor<5x8xi32>
  func.return %result : tensor<5x8xi32>
}

// -----
// case: c4_negative_size
// expected: pad_c4
// 2 - 2 - 1 = -1: no result shape can have it
func.func @main(%operand: tensor<2x3xf32>, %padding_value: tensor<f32>) -> (tensor<0x3xf32>) {
  %result = "stablehlo.pad"(%operand, %padding_value) {edge_padding_low = array<i64: -2, 0>, edge_padding_high = array<i64: -1, 0>, interior_padding = array<i64: 0, 0>} : (tensor<2x3xf32>, tensor<f32>) -> tensor<0x3xf32>
  func.return %result : tensor<0x3xf32>
}
