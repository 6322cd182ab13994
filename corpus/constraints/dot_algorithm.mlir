// Constraint cases of dot_general's algorithm: the algorithms upstream's verifier knows (the seed spec's dot_general C21-C24 check the rest): valid programs and one program per constraint that breaks exactly that constraint.

// case: valid_f32
// expected: valid
func.func @main(%x: tensor<2x3xf32>, %y: tensor<3x2xf32>) -> tensor<2x2xf32> {
  %r = "stablehlo.dot_general"(%x, %y) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, algorithm = #stablehlo.dot_algorithm<lhs_precision_type = f32, rhs_precision_type = f32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false>} : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
  func.return %r : tensor<2x2xf32>
}

// -----
// case: valid_bf16_6x
// expected: valid
func.func @main(%x: tensor<2x3xf32>, %y: tensor<3x2xf32>) -> tensor<2x2xf32> {
  %r = "stablehlo.dot_general"(%x, %y) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, algorithm = #stablehlo.dot_algorithm<lhs_precision_type = bf16, rhs_precision_type = bf16, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 6, allow_imprecise_accumulation = false>} : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
  func.return %r : tensor<2x2xf32>
}

// -----
// case: valid_fp8_mixed
// expected: valid
func.func @main(%x: tensor<2x3xf32>, %y: tensor<3x2xf32>) -> tensor<2x2xf32> {
  %r = "stablehlo.dot_general"(%x, %y) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, algorithm = #stablehlo.dot_algorithm<lhs_precision_type = f8E4M3FN, rhs_precision_type = f8E5M2, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = true>} : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
  func.return %r : tensor<2x2xf32>
}

// -----
// case: c1_unknown_types
// expected: dot_algorithm_c1
func.func @main(%x: tensor<2x3xf32>, %y: tensor<3x2xf32>) -> tensor<2x2xf32> {
  %r = "stablehlo.dot_general"(%x, %y) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, algorithm = #stablehlo.dot_algorithm<lhs_precision_type = f16, rhs_precision_type = bf16, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false>} : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
  func.return %r : tensor<2x2xf32>
}

// -----
// case: c1_unknown_components
// expected: dot_algorithm_c1
func.func @main(%x: tensor<2x3xf32>, %y: tensor<3x2xf32>) -> tensor<2x2xf32> {
  %r = "stablehlo.dot_general"(%x, %y) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, algorithm = #stablehlo.dot_algorithm<lhs_precision_type = f64, rhs_precision_type = f64, accumulation_type = f64, lhs_component_count = 2, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false>} : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
  func.return %r : tensor<2x2xf32>
}

// -----
// case: c1_imprecise_bf16
// expected: dot_algorithm_c1
func.func @main(%x: tensor<2x3xf32>, %y: tensor<3x2xf32>) -> tensor<2x2xf32> {
  %r = "stablehlo.dot_general"(%x, %y) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, algorithm = #stablehlo.dot_algorithm<lhs_precision_type = bf16, rhs_precision_type = bf16, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = true>} : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
  func.return %r : tensor<2x2xf32>
}
