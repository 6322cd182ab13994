// Constraint cases of slice (seed 000, section "slice").

// case: valid
// expected: valid
func.func @main(%operand: tensor<4x6xf32>) -> (tensor<2x3xf32>) {
  %result = "stablehlo.slice"(%operand) {start_indices = array<i64: 1, 0>, limit_indices = array<i64: 3, 6>, strides = array<i64: 1, 2>} : (tensor<4x6xf32>) -> tensor<2x3xf32>
  func.return %result : tensor<2x3xf32>
}

// -----
// case: valid_uneven_stride
// expected: valid
func.func @main(%operand: tensor<4x6xf32>) -> (tensor<2x3xf32>) {
  %result = "stablehlo.slice"(%operand) {start_indices = array<i64: 0, 1>, limit_indices = array<i64: 4, 6>, strides = array<i64: 3, 2>} : (tensor<4x6xf32>) -> tensor<2x3xf32>
  func.return %result : tensor<2x3xf32>
}

// -----
// case: valid_empty
// expected: valid
func.func @main(%operand: tensor<4x6xf32>) -> (tensor<0x3xf32>) {
  %result = "stablehlo.slice"(%operand) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 2, 6>, strides = array<i64: 1, 2>} : (tensor<4x6xf32>) -> tensor<0x3xf32>
  func.return %result : tensor<0x3xf32>
}

// -----
// case: valid_quantized
// expected: valid
func.func @main(%operand: tensor<4x6x!quant.uniform<i8:f32, 0.5:-1>>) -> (tensor<2x3x!quant.uniform<i8:f32, 0.5:-1>>) {
  %result = "stablehlo.slice"(%operand) {start_indices = array<i64: 1, 0>, limit_indices = array<i64: 3, 6>, strides = array<i64: 1, 2>} : (tensor<4x6x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<2x3x!quant.uniform<i8:f32, 0.5:-1>>
  func.return %result : tensor<2x3x!quant.uniform<i8:f32, 0.5:-1>>
}

// -----
// case: valid_rank0
// expected: valid
func.func @main(%operand: tensor<f32>) -> (tensor<f32>) {
  %result = "stablehlo.slice"(%operand) {start_indices = array<i64>, limit_indices = array<i64>, strides = array<i64>} : (tensor<f32>) -> tensor<f32>
  func.return %result : tensor<f32>
}

// -----
// case: c1_element_type
// expected: slice_c1
func.func @main(%operand: tensor<4x6xf32>) -> (tensor<2x3xf16>) {
  %result = "stablehlo.slice"(%operand) {start_indices = array<i64: 1, 0>, limit_indices = array<i64: 3, 6>, strides = array<i64: 1, 2>} : (tensor<4x6xf32>) -> tensor<2x3xf16>
  func.return %result : tensor<2x3xf16>
}

// -----
// case: c2_strides_size
// expected: slice_c2
func.func @main(%operand: tensor<4x6xf32>) -> (tensor<2x3xf32>) {
  %result = "stablehlo.slice"(%operand) {start_indices = array<i64: 1, 0>, limit_indices = array<i64: 3, 6>, strides = array<i64: 1>} : (tensor<4x6xf32>) -> tensor<2x3xf32>
  func.return %result : tensor<2x3xf32>
}

// -----
// case: c2_start_indices_size
// expected: slice_c2
func.func @main(%operand: tensor<4x6xf32>) -> (tensor<2x3xf32>) {
  %result = "stablehlo.slice"(%operand) {start_indices = array<i64: 1, 0, 0>, limit_indices = array<i64: 3, 6>, strides = array<i64: 1, 2>} : (tensor<4x6xf32>) -> tensor<2x3xf32>
  func.return %result : tensor<2x3xf32>
}

// -----
// case: c3_limit_beyond_shape
// expected: slice_c3
func.func @main(%operand: tensor<4x6xf32>) -> (tensor<4x3xf32>) {
  %result = "stablehlo.slice"(%operand) {start_indices = array<i64: 1, 0>, limit_indices = array<i64: 5, 6>, strides = array<i64: 1, 2>} : (tensor<4x6xf32>) -> tensor<4x3xf32>
  func.return %result : tensor<4x3xf32>
}

// -----
// case: c3_start_after_limit
// expected: slice_c3
func.func @main(%operand: tensor<4x6xf32>) -> (tensor<0x3xf32>) {
  %result = "stablehlo.slice"(%operand) {start_indices = array<i64: 3, 0>, limit_indices = array<i64: 1, 6>, strides = array<i64: 1, 2>} : (tensor<4x6xf32>) -> tensor<0x3xf32>
  func.return %result : tensor<0x3xf32>
}

// -----
// case: c3_negative_start
// expected: slice_c3
func.func @main(%operand: tensor<4x6xf32>) -> (tensor<2x3xf32>) {
  %result = "stablehlo.slice"(%operand) {start_indices = array<i64: -1, 0>, limit_indices = array<i64: 1, 6>, strides = array<i64: 1, 2>} : (tensor<4x6xf32>) -> tensor<2x3xf32>
  func.return %result : tensor<2x3xf32>
}

// -----
// case: c4_zero_stride
// expected: slice_c4
func.func @main(%operand: tensor<4x6xf32>) -> (tensor<2x3xf32>) {
  %result = "stablehlo.slice"(%operand) {start_indices = array<i64: 1, 0>, limit_indices = array<i64: 3, 6>, strides = array<i64: 1, 0>} : (tensor<4x6xf32>) -> tensor<2x3xf32>
  func.return %result : tensor<2x3xf32>
}

// -----
// case: c5_result_shape
// expected: slice_c5
func.func @main(%operand: tensor<4x6xf32>) -> (tensor<2x2xf32>) {
  %result = "stablehlo.slice"(%operand) {start_indices = array<i64: 1, 0>, limit_indices = array<i64: 3, 6>, strides = array<i64: 1, 2>} : (tensor<4x6xf32>) -> tensor<2x2xf32>
  func.return %result : tensor<2x2xf32>
}
