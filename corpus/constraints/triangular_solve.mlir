// Constraint cases of triangular_solve (seed 000, section "triangular_solve"): valid programs of each form and
// one program per constraint that breaks exactly that constraint.

// case: valid_left
// expected: valid
func.func @main(%a: tensor<3x3xf32>, %b: tensor<3x2xf32>) -> tensor<3x2xf32> {
  %result = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<3x3xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
  func.return %result : tensor<3x2xf32>
}

// -----
// case: valid_right
// expected: valid
func.func @main(%a: tensor<2x2xf64>, %b: tensor<3x2xf64>) -> tensor<3x2xf64> {
  %result = "stablehlo.triangular_solve"(%a, %b) {left_side = false, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<2x2xf64>, tensor<3x2xf64>) -> tensor<3x2xf64>
  func.return %result : tensor<3x2xf64>
}

// -----
// case: valid_batched_complex
// expected: valid
func.func @main(%a: tensor<4x3x3xcomplex<f32>>, %b: tensor<4x3x5xcomplex<f32>>) -> tensor<4x3x5xcomplex<f32>> {
  %result = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<4x3x3xcomplex<f32>>, tensor<4x3x5xcomplex<f32>>) -> tensor<4x3x5xcomplex<f32>>
  func.return %result : tensor<4x3x5xcomplex<f32>>
}

// -----
// case: valid_dynamic
// expected: valid
func.func @main(%a: tensor<?x3x?xf32>, %b: tensor<4x?x5xf32>) -> tensor<4x3x?xf32> {
  %result = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<?x3x?xf32>, tensor<4x?x5xf32>) -> tensor<4x3x?xf32>
  func.return %result : tensor<4x3x?xf32>
}

// -----
// case: valid_quantized
// expected: valid
func.func @main(%a: tensor<3x3x!quant.uniform<i8:f32, 0.5:-1>>, %b: tensor<3x2x!quant.uniform<i8:f32, 2.0:1>>) -> tensor<3x2x!quant.uniform<i8:f32, 0.25:0>> {
  %result = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<3x3x!quant.uniform<i8:f32, 0.5:-1>>, tensor<3x2x!quant.uniform<i8:f32, 2.0:1>>) -> tensor<3x2x!quant.uniform<i8:f32, 0.25:0>>
  func.return %result : tensor<3x2x!quant.uniform<i8:f32, 0.25:0>>
}

// -----
// case: c1_element_types
// expected: triangular_solve_c1
func.func @main(%a: tensor<3x3xf32>, %b: tensor<3x2xf64>) -> tensor<3x2xf64> {
  %result = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<3x3xf32>, tensor<3x2xf64>) -> tensor<3x2xf64>
  func.return %result : tensor<3x2xf64>
}

// -----
// case: c2_ranks
// expected: triangular_solve_c2
func.func @main(%a: tensor<3x3xf32>, %b: tensor<1x3x2xf32>) -> tensor<1x3x2xf32> {
  %result = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<3x3xf32>, tensor<1x3x2xf32>) -> tensor<1x3x2xf32>
  func.return %result : tensor<1x3x2xf32>
}

// -----
// case: c2_rank_below_2
// expected: triangular_solve_c2
func.func @main(%a: tensor<3xf32>, %b: tensor<3xf32>) -> tensor<3xf32> {
  %result = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  func.return %result : tensor<3xf32>
}

// -----
// case: c3_batch_dimensions
// expected: triangular_solve_c3
func.func @main(%a: tensor<4x3x3xf32>, %b: tensor<5x3x2xf32>) -> tensor<5x3x2xf32> {
  %result = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<4x3x3xf32>, tensor<5x3x2xf32>) -> tensor<5x3x2xf32>
  func.return %result : tensor<5x3x2xf32>
}

// -----
// case: c3_square
// expected: triangular_solve_c3
func.func @main(%a: tensor<3x4xf32>, %b: tensor<3x2xf32>) -> tensor<3x2xf32> {
  %result = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<3x4xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
  func.return %result : tensor<3x2xf32>
}

// -----
// case: c3_left_side
// expected: triangular_solve_c3
// left_side: dim(b, -2) must be 3
func.func @main(%a: tensor<3x3xf32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %result = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<3x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %result : tensor<2x3xf32>
}

// -----
// case: c3_right_side
// expected: triangular_solve_c3
// right side: dim(b, -1) must be 3
func.func @main(%a: tensor<3x3xf32>, %b: tensor<3x2xf32>) -> tensor<3x2xf32> {
  %result = "stablehlo.triangular_solve"(%a, %b) {left_side = false, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<3x3xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
  func.return %result : tensor<3x2xf32>
}

// -----
// case: c4_result_type
// expected: triangular_solve_c4
func.func @main(%a: tensor<3x3xf32>, %b: tensor<3x2xf32>) -> tensor<2x3xf32> {
  %result = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<3x3xf32>, tensor<3x2xf32>) -> tensor<2x3xf32>
  func.return %result : tensor<2x3xf32>
}
