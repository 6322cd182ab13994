// Constraint cases of xor (seed 000, section "xor"): one valid program per form, one per way to break C1.

// case: valid_i32
// expected: valid
func.func @main(%a0: tensor<2x3xi32>, %a1: tensor<2x3xi32>) -> tensor<2x3xi32> {
  %r0 = "stablehlo.xor"(%a0, %a1) : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  "func.return"(%r0) : (tensor<2x3xi32>) -> ()
}


// -----
// case: valid_ui8
// expected: valid
func.func @main(%a0: tensor<4xui8>, %a1: tensor<4xui8>) -> tensor<4xui8> {
  %r0 = "stablehlo.xor"(%a0, %a1) : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xui8>
  "func.return"(%r0) : (tensor<4xui8>) -> ()
}


// -----
// case: valid_dynamic
// expected: valid
func.func @main(%a0: tensor<?x3xi32>, %a1: tensor<2x3xi32>) -> tensor<2x?xi32> {
  %r0 = "stablehlo.xor"(%a0, %a1) : (tensor<?x3xi32>, tensor<2x3xi32>) -> tensor<2x?xi32>
  "func.return"(%r0) : (tensor<2x?xi32>) -> ()
}


// -----
// case: valid_bool
// expected: valid
func.func @main(%a0: tensor<4xi1>, %a1: tensor<4xi1>) -> tensor<4xi1> {
  %r0 = "stablehlo.xor"(%a0, %a1) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  "func.return"(%r0) : (tensor<4xi1>) -> ()
}


// -----
// case: c1_rhs_element_type
// expected: xor_c1
func.func @main(%a0: tensor<4xi32>, %a1: tensor<4xi16>) -> tensor<4xi32> {
  %r0 = "stablehlo.xor"(%a0, %a1) : (tensor<4xi32>, tensor<4xi16>) -> tensor<4xi32>
  "func.return"(%r0) : (tensor<4xi32>) -> ()
}


// -----
// case: c1_result_element_type
// expected: xor_c1
func.func @main(%a0: tensor<4xi32>, %a1: tensor<4xi32>) -> tensor<4xui32> {
  %r0 = "stablehlo.xor"(%a0, %a1) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xui32>
  "func.return"(%r0) : (tensor<4xui32>) -> ()
}


// -----
// case: c1_shape
// expected: xor_c1
func.func @main(%a0: tensor<4xi32>, %a1: tensor<5xi32>) -> tensor<4xi32> {
  %r0 = "stablehlo.xor"(%a0, %a1) : (tensor<4xi32>, tensor<5xi32>) -> tensor<4xi32>
  "func.return"(%r0) : (tensor<4xi32>) -> ()
}
