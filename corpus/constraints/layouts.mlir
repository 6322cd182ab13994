// Constraint cases of custom_call's operand_layouts and result_layouts (the seed spec lists `layout` among the attributes it does not describe): upstream's verifier's checks: valid programs and one program per constraint that breaks exactly that constraint.

// case: valid
// expected: valid
func.func @main(%x: tensor<2x3xf32>) -> tensor<3x2xf32> {
  %r = "stablehlo.custom_call"(%x) {call_target_name = "foo", operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>]} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  func.return %r : tensor<3x2xf32>
}

// -----
// case: c1_operand_layouts_only
// expected: layouts_c1
func.func @main(%x: tensor<2x3xf32>) -> tensor<3x2xf32> {
  %r = "stablehlo.custom_call"(%x) {call_target_name = "foo", operand_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  func.return %r : tensor<3x2xf32>
}

// -----
// case: c2_layout_count
// expected: layouts_c2
func.func @main(%x: tensor<2x3xf32>) -> tensor<3x2xf32> {
  %r = "stablehlo.custom_call"(%x) {call_target_name = "foo", operand_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>]} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  func.return %r : tensor<3x2xf32>
}

// -----
// case: c3_not_a_permutation
// expected: layouts_c3
func.func @main(%x: tensor<2x3xf32>) -> tensor<3x2xf32> {
  %r = "stablehlo.custom_call"(%x) {call_target_name = "foo", operand_layouts = [dense<[0, 0]> : tensor<2xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>]} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  func.return %r : tensor<3x2xf32>
}

// -----
// case: c3_wrong_rank
// expected: layouts_c3
func.func @main(%x: tensor<2x3xf32>) -> tensor<3x2xf32> {
  %r = "stablehlo.custom_call"(%x) {call_target_name = "foo", operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[0]> : tensor<1xindex>]} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  func.return %r : tensor<3x2xf32>
}
