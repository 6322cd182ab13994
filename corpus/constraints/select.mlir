// Constraint cases of select (seed 000, section "select"): scalar and full pred, quantized; one program per constraint that breaks it.

// case: valid_full_pred
// expected: valid
func.func @main(%a0: tensor<2x3xi1>, %a1: tensor<2x3xf32>, %a2: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r0 = "stablehlo.select"(%a0, %a1, %a2) : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  "func.return"(%r0) : (tensor<2x3xf32>) -> ()
}


// -----
// case: valid_scalar_pred
// expected: valid
func.func @main(%a0: tensor<i1>, %a1: tensor<4xi32>, %a2: tensor<4xi32>) -> tensor<4xi32> {
  %r0 = "stablehlo.select"(%a0, %a1, %a2) : (tensor<i1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  "func.return"(%r0) : (tensor<4xi32>) -> ()
}


// -----
// case: valid_dynamic
// expected: valid
func.func @main(%a0: tensor<?xi1>, %a1: tensor<4xf32>, %a2: tensor<?xf32>) -> tensor<4xf32> {
  %r0 = "stablehlo.select"(%a0, %a1, %a2) : (tensor<?xi1>, tensor<4xf32>, tensor<?xf32>) -> tensor<4xf32>
  "func.return"(%r0) : (tensor<4xf32>) -> ()
}


// -----
// case: valid_quantized
// expected: valid
func.func @main(%a0: tensor<i1>, %a1: tensor<4x!quant.uniform<i8:f32, 0.5:-1>>, %a2: tensor<4x!quant.uniform<i8:f32, 0.25:3>>) -> tensor<4x!quant.uniform<i8:f32, 0.5:-1>> {
  %r0 = "stablehlo.select"(%a0, %a1, %a2) : (tensor<i1>, tensor<4x!quant.uniform<i8:f32, 0.5:-1>>, tensor<4x!quant.uniform<i8:f32, 0.25:3>>) -> tensor<4x!quant.uniform<i8:f32, 0.5:-1>>
  "func.return"(%r0) : (tensor<4x!quant.uniform<i8:f32, 0.5:-1>>) -> ()
}


// -----
// case: c1_pred_shape
// expected: select_c1
func.func @main(%a0: tensor<3xi1>, %a1: tensor<4xf32>, %a2: tensor<4xf32>) -> tensor<4xf32> {
  %r0 = "stablehlo.select"(%a0, %a1, %a2) : (tensor<3xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  "func.return"(%r0) : (tensor<4xf32>) -> ()
}


// -----
// case: c2_on_false_type
// expected: select_c2
func.func @main(%a0: tensor<i1>, %a1: tensor<4xf32>, %a2: tensor<4xf16>) -> tensor<4xf32> {
  %r0 = "stablehlo.select"(%a0, %a1, %a2) : (tensor<i1>, tensor<4xf32>, tensor<4xf16>) -> tensor<4xf32>
  "func.return"(%r0) : (tensor<4xf32>) -> ()
}


// -----
// case: c2_result_shape
// expected: select_c2
func.func @main(%a0: tensor<i1>, %a1: tensor<4xf32>, %a2: tensor<4xf32>) -> tensor<5xf32> {
  %r0 = "stablehlo.select"(%a0, %a1, %a2) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<5xf32>
  "func.return"(%r0) : (tensor<5xf32>) -> ()
}
