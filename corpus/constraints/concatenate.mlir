// Constraint cases of concatenate (seed 000, section "concatenate"): valid programs (one and several inputs, dynamic, quantized) and one program per constraint that breaks exactly that constraint.

// case: valid
// expected: valid
func.func @main(%input0: tensor<3x2xi64>, %input1: tensor<1x2xi64>) -> (tensor<4x2xi64>) {
  %result = "stablehlo.concatenate"(%input0, %input1) {dimension = 0 : i64} : (tensor<3x2xi64>, tensor<1x2xi64>) -> tensor<4x2xi64>
  func.return %result : tensor<4x2xi64>
}

// -----
// case: valid_dimension_1
// expected: valid
func.func @main(%input0: tensor<2x1xf32>, %input1: tensor<2x0xf32>, %input2: tensor<2x3xf32>) -> (tensor<2x4xf32>) {
  %result = "stablehlo.concatenate"(%input0, %input1, %input2) {dimension = 1 : i64} : (tensor<2x1xf32>, tensor<2x0xf32>, tensor<2x3xf32>) -> tensor<2x4xf32>
  func.return %result : tensor<2x4xf32>
}

// -----
// case: valid_one_input
// expected: valid
func.func @main(%input0: tensor<3xi1>) -> (tensor<3xi1>) {
  %result = "stablehlo.concatenate"(%input0) {dimension = 0 : i64} : (tensor<3xi1>) -> tensor<3xi1>
  func.return %result : tensor<3xi1>
}

// -----
// case: valid_dynamic
// expected: valid
func.func @main(%input0: tensor<?x2xf32>, %input1: tensor<1x2xf32>) -> (tensor<?x2xf32>) {
  %result = "stablehlo.concatenate"(%input0, %input1) {dimension = 0 : i64} : (tensor<?x2xf32>, tensor<1x2xf32>) -> tensor<?x2xf32>
  func.return %result : tensor<?x2xf32>
}

// -----
// case: valid_dynamic_other_dimension
// expected: valid
// a dynamic size matches the other inputs' and the result's
func.func @main(%input0: tensor<3x?xf32>, %input1: tensor<1x2xf32>) -> (tensor<4x2xf32>) {
  %result = "stablehlo.concatenate"(%input0, %input1) {dimension = 0 : i64} : (tensor<3x?xf32>, tensor<1x2xf32>) -> tensor<4x2xf32>
  func.return %result : tensor<4x2xf32>
}

// -----
// case: valid_quantized
// expected: valid
func.func @main(%input0: tensor<3x2x!quant.uniform<i8:f32, 0.5:-1>>, %input1: tensor<1x2x!quant.uniform<i8:f32, 0.5:-1>>) -> (tensor<4x2x!quant.uniform<i8:f32, 0.5:-1>>) {
  %result = "stablehlo.concatenate"(%input0, %input1) {dimension = 0 : i64} : (tensor<3x2x!quant.uniform<i8:f32, 0.5:-1>>, tensor<1x2x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<4x2x!quant.uniform<i8:f32, 0.5:-1>>
  func.return %result : tensor<4x2x!quant.uniform<i8:f32, 0.5:-1>>
}

// -----
// case: c1_element_types
// expected: concatenate_c1
func.func @main(%input0: tensor<3x2xi64>, %input1: tensor<1x2xi32>) -> (tensor<4x2xi64>) {
  %result = "stablehlo.concatenate"(%input0, %input1) {dimension = 0 : i64} : (tensor<3x2xi64>, tensor<1x2xi32>) -> tensor<4x2xi64>
  func.return %result : tensor<4x2xi64>
}

// -----
// case: c1_quantized_scales
// expected: concatenate_c1
func.func @main(%input0: tensor<3x2x!quant.uniform<i8:f32, 0.5:-1>>, %input1: tensor<1x2x!quant.uniform<i8:f32, 0.25:-1>>) -> (tensor<4x2x!quant.uniform<i8:f32, 0.5:-1>>) {
  %result = "stablehlo.concatenate"(%input0, %input1) {dimension = 0 : i64} : (tensor<3x2x!quant.uniform<i8:f32, 0.5:-1>>, tensor<1x2x!quant.uniform<i8:f32, 0.25:-1>>) -> tensor<4x2x!quant.uniform<i8:f32, 0.5:-1>>
  func.return %result : tensor<4x2x!quant.uniform<i8:f32, 0.5:-1>>
}

// -----
// case: c2_shape
// expected: concatenate_c2
func.func @main(%input0: tensor<3x2xi64>, %input1: tensor<1x3xi64>) -> (tensor<4x2xi64>) {
  %result = "stablehlo.concatenate"(%input0, %input1) {dimension = 0 : i64} : (tensor<3x2xi64>, tensor<1x3xi64>) -> tensor<4x2xi64>
  func.return %result : tensor<4x2xi64>
}

// -----
// case: c2_rank
// expected: concatenate_c2
func.func @main(%input0: tensor<3x2xi64>, %input1: tensor<1x2x1xi64>) -> (tensor<4x2xi64>) {
  %result = "stablehlo.concatenate"(%input0, %input1) {dimension = 0 : i64} : (tensor<3x2xi64>, tensor<1x2x1xi64>) -> tensor<4x2xi64>
  func.return %result : tensor<4x2xi64>
}

// -----
// case: c3_no_inputs
// expected: concatenate_c3
func.func @main() -> (tensor<0xf32>) {
  %result = "stablehlo.concatenate"() {dimension = 0 : i64} : () -> tensor<0xf32>
  func.return %result : tensor<0xf32>
}

// -----
// case: c4_dimension_too_large
// expected: concatenate_c4
func.func @main(%input0: tensor<3x2xi64>, %input1: tensor<1x2xi64>) -> (tensor<4x2xi64>) {
  %result = "stablehlo.concatenate"(%input0, %input1) {dimension = 2 : i64} : (tensor<3x2xi64>, tensor<1x2xi64>) -> tensor<4x2xi64>
  func.return %result : tensor<4x2xi64>
}

// -----
// case: c4_negative_dimension
// expected: concatenate_c4
func.func @main(%input0: tensor<3x2xi64>, %input1: tensor<1x2xi64>) -> (tensor<4x2xi64>) {
  %result = "stablehlo.concatenate"(%input0, %input1) {dimension = -1 : i64} : (tensor<3x2xi64>, tensor<1x2xi64>) -> tensor<4x2xi64>
  func.return %result : tensor<4x2xi64>
}

// -----
// case: c4_rank0
// expected: concatenate_c4
func.func @main(%input0: tensor<i64>, %input1: tensor<i64>) -> (tensor<i64>) {
  %result = "stablehlo.concatenate"(%input0, %input1) {dimension = 0 : i64} : (tensor<i64>, tensor<i64>) -> tensor<i64>
  func.return %result : tensor<i64>
}

// -----
// case: c5_result_element_type
// expected: concatenate_c5
func.func @main(%input0: tensor<3x2xi64>, %input1: tensor<1x2xi64>) -> (tensor<4x2xi32>) {
  %result = "stablehlo.concatenate"(%input0, %input1) {dimension = 0 : i64} : (tensor<3x2xi64>, tensor<1x2xi64>) -> tensor<4x2xi32>
  func.return %result : tensor<4x2xi32>
}

// -----
// case: c6_concatenated_size
// expected: concatenate_c6
func.func @main(%input0: tensor<3x2xi64>, %input1: tensor<1x2xi64>) -> (tensor<5x2xi64>) {
  %result = "stablehlo.concatenate"(%input0, %input1) {dimension = 0 : i64} : (tensor<3x2xi64>, tensor<1x2xi64>) -> tensor<5x2xi64>
  func.return %result : tensor<5x2xi64>
}

// -----
// case: c6_other_size
// expected: concatenate_c6
func.func @main(%input0: tensor<3x2xi64>, %input1: tensor<1x2xi64>) -> (tensor<4x3xi64>) {
  %result = "stablehlo.concatenate"(%input0, %input1) {dimension = 0 : i64} : (tensor<3x2xi64>, tensor<1x2xi64>) -> tensor<4x3xi64>
  func.return %result : tensor<4x3xi64>
}

// -----
// case: c6_rank
// expected: concatenate_c6
func.func @main(%input0: tensor<3x2xi64>, %input1: tensor<1x2xi64>) -> (tensor<8xi64>) {
  %result = "stablehlo.concatenate"(%input0, %input1) {dimension = 0 : i64} : (tensor<3x2xi64>, tensor<1x2xi64>) -> tensor<8xi64>
  func.return %result : tensor<8xi64>
}
