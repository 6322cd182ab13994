// Constraint cases of dot_general (seed 000, section "dot_general"): valid programs of
// each form (batched, outer product, several dimensions, dynamic, algorithm, quantized,
// hybrid) and one program per constraint that breaks exactly that constraint.

// case: valid_batched_matmul
// expected: valid
func.func @main(%lhs: tensor<2x3x4xf32>, %rhs: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> {
  %result = "stablehlo.dot_general"(%lhs, %rhs) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  func.return %result : tensor<2x3x5xf32>
}

// -----
// case: valid_defaults
// expected: valid
// no precision_config, no algorithm
func.func @main(%lhs: tensor<2x3x4xf32>, %rhs: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> {
  %result = "stablehlo.dot_general"(%lhs, %rhs) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  func.return %result : tensor<2x3x5xf32>
}

// -----
// case: valid_outer_product
// expected: valid
// no batching, no contracting dimensions
func.func @main(%lhs: tensor<3xi32>, %rhs: tensor<4xi32>) -> tensor<3x4xi32> {
  %result = "stablehlo.dot_general"(%lhs, %rhs) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [], rhs_contracting_dimensions = []>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<3xi32>, tensor<4xi32>) -> tensor<3x4xi32>
  func.return %result : tensor<3x4xi32>
}

// -----
// case: valid_several_dimensions
// expected: valid
// batching lhs [0, 3] / rhs [2, 1], contracting lhs [4] / rhs [0]; result: batch 2x4, lhs rest 6x3, rhs rest 5
func.func @main(%lhs: tensor<2x6x3x4x7xf64>, %rhs: tensor<7x4x2x5xf64>) -> tensor<2x4x6x3x5xf64> {
  %result = "stablehlo.dot_general"(%lhs, %rhs) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 3], rhs_batching_dimensions = [2, 1], lhs_contracting_dimensions = [4], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x6x3x4x7xf64>, tensor<7x4x2x5xf64>) -> tensor<2x4x6x3x5xf64>
  func.return %result : tensor<2x4x6x3x5xf64>
}

// -----
// case: valid_wider_result
// expected: valid
// the spec does not constrain the result element type of unquantized operands
func.func @main(%lhs: tensor<3x4xi8>, %rhs: tensor<4x5xi8>) -> tensor<3x5xi32> {
  %result = "stablehlo.dot_general"(%lhs, %rhs) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<3x4xi8>, tensor<4x5xi8>) -> tensor<3x5xi32>
  func.return %result : tensor<3x5xi32>
}

// -----
// case: valid_complex
// expected: valid
// matrix-vector
func.func @main(%lhs: tensor<3x4xcomplex<f32>>, %rhs: tensor<4xcomplex<f32>>) -> tensor<3xcomplex<f32>> {
  %result = "stablehlo.dot_general"(%lhs, %rhs) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<3x4xcomplex<f32>>, tensor<4xcomplex<f32>>) -> tensor<3xcomplex<f32>>
  func.return %result : tensor<3xcomplex<f32>>
}

// -----
// case: valid_dynamic
// expected: valid
func.func @main(%lhs: tensor<?x3x4xf32>, %rhs: tensor<2x4x?xf32>) -> tensor<?x?x?xf32> {
  %result = "stablehlo.dot_general"(%lhs, %rhs) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<?x3x4xf32>, tensor<2x4x?xf32>) -> tensor<?x?x?xf32>
  func.return %result : tensor<?x?x?xf32>
}

// -----
// case: valid_algorithm
// expected: valid
// an algorithm with DEFAULT precision
func.func @main(%lhs: tensor<2x3x4xf32>, %rhs: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> {
  %result = "stablehlo.dot_general"(%lhs, %rhs) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], algorithm = #stablehlo.dot_algorithm<lhs_precision_type = f32, rhs_precision_type = f32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false>} : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  func.return %result : tensor<2x3x5xf32>
}

// -----
// case: valid_quantized
// expected: valid
func.func @main(%lhs: tensor<2x3x4x!quant.uniform<i8:f32, 0.5:-1>>, %rhs: tensor<2x4x5x!quant.uniform<i8:f32, 0.5>>) -> tensor<2x3x5x!quant.uniform<i8:f32, 0.5:-1>> {
  %result = "stablehlo.dot_general"(%lhs, %rhs) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x4x!quant.uniform<i8:f32, 0.5:-1>>, tensor<2x4x5x!quant.uniform<i8:f32, 0.5>>) -> tensor<2x3x5x!quant.uniform<i8:f32, 0.5:-1>>
  func.return %result : tensor<2x3x5x!quant.uniform<i8:f32, 0.5:-1>>
}

// -----
// case: valid_quantized_per_axis
// expected: valid
// rhs quantized per axis on a result dimension
func.func @main(%lhs: tensor<2x3x4x!quant.uniform<i8:f32, 0.5:-1>>, %rhs: tensor<2x4x5x!quant.uniform<i8:f32:2, {0.5:0, 0.5:0, 0.5:0, 0.5:0, 0.5:0}>>) -> tensor<2x3x5x!quant.uniform<i8:f32:2, {0.5:0, 0.5:0, 0.5:0, 0.5:0, 0.5:0}>> {
  %result = "stablehlo.dot_general"(%lhs, %rhs) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x4x!quant.uniform<i8:f32, 0.5:-1>>, tensor<2x4x5x!quant.uniform<i8:f32:2, {0.5:0, 0.5:0, 0.5:0, 0.5:0, 0.5:0}>>) -> tensor<2x3x5x!quant.uniform<i8:f32:2, {0.5:0, 0.5:0, 0.5:0, 0.5:0, 0.5:0}>>
  func.return %result : tensor<2x3x5x!quant.uniform<i8:f32:2, {0.5:0, 0.5:0, 0.5:0, 0.5:0, 0.5:0}>>
}

// -----
// case: valid_hybrid
// expected: valid
// float lhs and result, quantized rhs
func.func @main(%lhs: tensor<2x3x4xf32>, %rhs: tensor<2x4x5x!quant.uniform<i8:f32, 0.5>>) -> tensor<2x3x5xf32> {
  %result = "stablehlo.dot_general"(%lhs, %rhs) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x4xf32>, tensor<2x4x5x!quant.uniform<i8:f32, 0.5>>) -> tensor<2x3x5xf32>
  func.return %result : tensor<2x3x5xf32>
}

// -----
// case: c1_batching_sizes
// expected: dot_general_c1
func.func @main(%lhs: tensor<2x3x4xf32>, %rhs: tensor<4x5xf32>) -> tensor<2x3x5xf32> {
  %result = "stablehlo.dot_general"(%lhs, %rhs) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x4xf32>, tensor<4x5xf32>) -> tensor<2x3x5xf32>
  func.return %result : tensor<2x3x5xf32>
}

// -----
// case: c2_contracting_sizes
// expected: dot_general_c2
func.func @main(%lhs: tensor<2x3x4xf32>, %rhs: tensor<2x4x5xf32>) -> tensor<2x3x4x4x5xf32> {
  %result = "stablehlo.dot_general"(%lhs, %rhs) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = []>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x4x4x5xf32>
  func.return %result : tensor<2x3x4x4x5xf32>
}

// -----
// case: c3_lhs_unique
// expected: dot_general_c3
func.func @main(%lhs: tensor<2x3x4xf32>, %rhs: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> {
  %result = "stablehlo.dot_general"(%lhs, %rhs) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  func.return %result : tensor<2x3x5xf32>
}

// -----
// case: c4_rhs_unique
// expected: dot_general_c4
func.func @main(%lhs: tensor<2x3x4xf32>, %rhs: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> {
  %result = "stablehlo.dot_general"(%lhs, %rhs) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  func.return %result : tensor<2x3x5xf32>
}

// -----
// case: c5_lhs_batching_range
// expected: dot_general_c5
func.func @main(%lhs: tensor<2x3x4xf32>, %rhs: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> {
  %result = "stablehlo.dot_general"(%lhs, %rhs) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [3], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  func.return %result : tensor<2x3x5xf32>
}

// -----
// case: c6_lhs_contracting_range
// expected: dot_general_c6
func.func @main(%lhs: tensor<2x3x4xf32>, %rhs: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> {
  %result = "stablehlo.dot_general"(%lhs, %rhs) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [-1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  func.return %result : tensor<2x3x5xf32>
}

// -----
// case: c7_rhs_batching_range
// expected: dot_general_c7
func.func @main(%lhs: tensor<2x3x4xf32>, %rhs: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> {
  %result = "stablehlo.dot_general"(%lhs, %rhs) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [5], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  func.return %result : tensor<2x3x5xf32>
}

// -----
// case: c8_rhs_contracting_range
// expected: dot_general_c8
func.func @main(%lhs: tensor<2x3x4xf32>, %rhs: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> {
  %result = "stablehlo.dot_general"(%lhs, %rhs) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  func.return %result : tensor<2x3x5xf32>
}

// -----
// case: c9_batching_sizes_equal
// expected: dot_general_c9
func.func @main(%lhs: tensor<2x3x4xf32>, %rhs: tensor<3x4x5xf32>) -> tensor<2x3x5xf32> {
  %result = "stablehlo.dot_general"(%lhs, %rhs) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x4xf32>, tensor<3x4x5xf32>) -> tensor<2x3x5xf32>
  func.return %result : tensor<2x3x5xf32>
}

// -----
// case: c10_contracting_sizes_equal
// expected: dot_general_c10
func.func @main(%lhs: tensor<2x3x4xf32>, %rhs: tensor<2x6x5xf32>) -> tensor<2x3x5xf32> {
  %result = "stablehlo.dot_general"(%lhs, %rhs) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x4xf32>, tensor<2x6x5xf32>) -> tensor<2x3x5xf32>
  func.return %result : tensor<2x3x5xf32>
}

// -----
// case: c11_precision_config_size
// expected: dot_general_c11
func.func @main(%lhs: tensor<2x3x4xf32>, %rhs: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> {
  %result = "stablehlo.dot_general"(%lhs, %rhs) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>]} : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  func.return %result : tensor<2x3x5xf32>
}

// -----
// case: c12_result_shape
// expected: dot_general_c12
func.func @main(%lhs: tensor<2x3x4xf32>, %rhs: tensor<2x4x5xf32>) -> tensor<2x5x3xf32> {
  %result = "stablehlo.dot_general"(%lhs, %rhs) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x5x3xf32>
  func.return %result : tensor<2x5x3xf32>
}

// -----
// case: c13_element_types
// expected: dot_general_c13
func.func @main(%lhs: tensor<2x3x4xf32>, %rhs: tensor<2x4x5xf16>) -> tensor<2x3x5xf32> {
  %result = "stablehlo.dot_general"(%lhs, %rhs) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x4xf32>, tensor<2x4x5xf16>) -> tensor<2x3x5xf32>
  func.return %result : tensor<2x3x5xf32>
}

// -----
// case: c14_quantized_operands
// expected: dot_general_c14
// quantized lhs and result with a float rhs
func.func @main(%lhs: tensor<2x3x4x!quant.uniform<i8:f32, 0.5:-1>>, %rhs: tensor<2x4x5xf32>) -> tensor<2x3x5x!quant.uniform<i8:f32, 0.5:-1>> {
  %result = "stablehlo.dot_general"(%lhs, %rhs) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x4x!quant.uniform<i8:f32, 0.5:-1>>, tensor<2x4x5xf32>) -> tensor<2x3x5x!quant.uniform<i8:f32, 0.5:-1>>
  func.return %result : tensor<2x3x5x!quant.uniform<i8:f32, 0.5:-1>>
}

// -----
// case: c15_rhs_zero_points
// expected: dot_general_c15
// rhs zero point -1
func.func @main(%lhs: tensor<2x3x4x!quant.uniform<i8:f32, 0.5:-1>>, %rhs: tensor<2x4x5x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<2x3x5x!quant.uniform<i8:f32, 0.5:-1>> {
  %result = "stablehlo.dot_general"(%lhs, %rhs) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x4x!quant.uniform<i8:f32, 0.5:-1>>, tensor<2x4x5x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<2x3x5x!quant.uniform<i8:f32, 0.5:-1>>
  func.return %result : tensor<2x3x5x!quant.uniform<i8:f32, 0.5:-1>>
}

// -----
// case: c16_rhs_quantization_dimension
// expected: dot_general_c16
// rhs quantized per axis on its contracting dimension 1
func.func @main(%lhs: tensor<2x3x4x!quant.uniform<i8:f32, 0.5:-1>>, %rhs: tensor<2x4x5x!quant.uniform<i8:f32:1, {0.5:0, 0.5:0, 0.5:0, 0.5:0}>>) -> tensor<2x3x5x!quant.uniform<i8:f32, 0.5:-1>> {
  %result = "stablehlo.dot_general"(%lhs, %rhs) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x4x!quant.uniform<i8:f32, 0.5:-1>>, tensor<2x4x5x!quant.uniform<i8:f32:1, {0.5:0, 0.5:0, 0.5:0, 0.5:0}>>) -> tensor<2x3x5x!quant.uniform<i8:f32, 0.5:-1>>
  func.return %result : tensor<2x3x5x!quant.uniform<i8:f32, 0.5:-1>>
}

// -----
// case: c17_storage_types
// expected: dot_general_c17
func.func @main(%lhs: tensor<2x3x4x!quant.uniform<i8:f32, 0.5:-1>>, %rhs: tensor<2x4x5x!quant.uniform<i16:f32, 0.5>>) -> tensor<2x3x5x!quant.uniform<i8:f32, 0.5:-1>> {
  %result = "stablehlo.dot_general"(%lhs, %rhs) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x4x!quant.uniform<i8:f32, 0.5:-1>>, tensor<2x4x5x!quant.uniform<i16:f32, 0.5>>) -> tensor<2x3x5x!quant.uniform<i8:f32, 0.5:-1>>
  func.return %result : tensor<2x3x5x!quant.uniform<i8:f32, 0.5:-1>>
}

// -----
// case: c18_expressed_types
// expected: dot_general_c18
func.func @main(%lhs: tensor<2x3x4x!quant.uniform<i8:f32, 0.5:-1>>, %rhs: tensor<2x4x5x!quant.uniform<i8:f32, 0.5>>) -> tensor<2x3x5x!quant.uniform<i8:f16, 0.5:-1>> {
  %result = "stablehlo.dot_general"(%lhs, %rhs) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x4x!quant.uniform<i8:f32, 0.5:-1>>, tensor<2x4x5x!quant.uniform<i8:f32, 0.5>>) -> tensor<2x3x5x!quant.uniform<i8:f16, 0.5:-1>>
  func.return %result : tensor<2x3x5x!quant.uniform<i8:f16, 0.5:-1>>
}

// -----
// case: c19_per_tensor_rhs_per_tensor_result
// expected: dot_general_c19
func.func @main(%lhs: tensor<2x3x4x!quant.uniform<i8:f32, 0.5:-1>>, %rhs: tensor<2x4x5x!quant.uniform<i8:f32, 0.5>>) -> tensor<2x3x5x!quant.uniform<i8:f32:2, {0.5:0, 0.5:0, 0.5:0, 0.5:0, 0.5:0}>> {
  %result = "stablehlo.dot_general"(%lhs, %rhs) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x4x!quant.uniform<i8:f32, 0.5:-1>>, tensor<2x4x5x!quant.uniform<i8:f32, 0.5>>) -> tensor<2x3x5x!quant.uniform<i8:f32:2, {0.5:0, 0.5:0, 0.5:0, 0.5:0, 0.5:0}>>
  func.return %result : tensor<2x3x5x!quant.uniform<i8:f32:2, {0.5:0, 0.5:0, 0.5:0, 0.5:0, 0.5:0}>>
}

// -----
// case: c20_hybrid_element_types
// expected: dot_general_c20
// float lhs, quantized rhs expressed in f32, f16 result
func.func @main(%lhs: tensor<2x3x4xf32>, %rhs: tensor<2x4x5x!quant.uniform<i8:f32, 0.5>>) -> tensor<2x3x5xf16> {
  %result = "stablehlo.dot_general"(%lhs, %rhs) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x4xf32>, tensor<2x4x5x!quant.uniform<i8:f32, 0.5>>) -> tensor<2x3x5xf16>
  func.return %result : tensor<2x3x5xf16>
}

// -----
// case: c21_algorithm_precision
// expected: dot_general_c21
func.func @main(%lhs: tensor<2x3x4xf32>, %rhs: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> {
  %result = "stablehlo.dot_general"(%lhs, %rhs) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision HIGHEST>], algorithm = #stablehlo.dot_algorithm<lhs_precision_type = f32, rhs_precision_type = f32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false>} : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  func.return %result : tensor<2x3x5xf32>
}

// -----
// case: c22_lhs_component_count
// expected: dot_general_c22
func.func @main(%lhs: tensor<2x3x4xf32>, %rhs: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> {
  %result = "stablehlo.dot_general"(%lhs, %rhs) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], algorithm = #stablehlo.dot_algorithm<lhs_precision_type = f32, rhs_precision_type = f32, accumulation_type = f32, lhs_component_count = 0, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false>} : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  func.return %result : tensor<2x3x5xf32>
}

// -----
// case: c23_rhs_component_count
// expected: dot_general_c23
func.func @main(%lhs: tensor<2x3x4xf32>, %rhs: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> {
  %result = "stablehlo.dot_general"(%lhs, %rhs) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], algorithm = #stablehlo.dot_algorithm<lhs_precision_type = f32, rhs_precision_type = f32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 0, num_primitive_operations = 1, allow_imprecise_accumulation = false>} : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  func.return %result : tensor<2x3x5xf32>
}

// -----
// case: c24_num_primitive_operations
// expected: dot_general_c24
func.func @main(%lhs: tensor<2x3x4xf32>, %rhs: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> {
  %result = "stablehlo.dot_general"(%lhs, %rhs) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], algorithm = #stablehlo.dot_algorithm<lhs_precision_type = f32, rhs_precision_type = f32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 0, allow_imprecise_accumulation = false>} : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  func.return %result : tensor<2x3x5xf32>
}
