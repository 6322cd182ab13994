// Constraint cases of clamp (seed 000, section "clamp"): scalar and full min/max, quantized; one program per constraint that breaks it.

// case: valid_scalar_bounds
// expected: valid
func.func @main(%a0: tensor<f32>, %a1: tensor<2x3xf32>, %a2: tensor<f32>) -> tensor<2x3xf32> {
  %r0 = "stablehlo.clamp"(%a0, %a1, %a2) : (tensor<f32>, tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  "func.return"(%r0) : (tensor<2x3xf32>) -> ()
}


// -----
// case: valid_full_bounds
// expected: valid
func.func @main(%a0: tensor<4xi32>, %a1: tensor<4xi32>, %a2: tensor<4xi32>) -> tensor<4xi32> {
  %r0 = "stablehlo.clamp"(%a0, %a1, %a2) : (tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  "func.return"(%r0) : (tensor<4xi32>) -> ()
}


// -----
// case: valid_dynamic
// expected: valid
func.func @main(%a0: tensor<?xf32>, %a1: tensor<4xf32>, %a2: tensor<f32>) -> tensor<?xf32> {
  %r0 = "stablehlo.clamp"(%a0, %a1, %a2) : (tensor<?xf32>, tensor<4xf32>, tensor<f32>) -> tensor<?xf32>
  "func.return"(%r0) : (tensor<?xf32>) -> ()
}


// -----
// case: valid_quantized
// expected: valid
func.func @main(%a0: tensor<!quant.uniform<i8:f32, 0.25:3>>, %a1: tensor<4x!quant.uniform<i8:f32, 0.5:-1>>, %a2: tensor<4x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<4x!quant.uniform<i8:f32, 0.25:3>> {
  %r0 = "stablehlo.clamp"(%a0, %a1, %a2) : (tensor<!quant.uniform<i8:f32, 0.25:3>>, tensor<4x!quant.uniform<i8:f32, 0.5:-1>>, tensor<4x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<4x!quant.uniform<i8:f32, 0.25:3>>
  "func.return"(%r0) : (tensor<4x!quant.uniform<i8:f32, 0.25:3>>) -> ()
}


// -----
// case: c1_min_shape
// expected: clamp_c1
func.func @main(%a0: tensor<3xf32>, %a1: tensor<4xf32>, %a2: tensor<f32>) -> tensor<4xf32> {
  %r0 = "stablehlo.clamp"(%a0, %a1, %a2) : (tensor<3xf32>, tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  "func.return"(%r0) : (tensor<4xf32>) -> ()
}


// -----
// case: c2_max_shape
// expected: clamp_c2
func.func @main(%a0: tensor<f32>, %a1: tensor<4xf32>, %a2: tensor<2x2xf32>) -> tensor<4xf32> {
  %r0 = "stablehlo.clamp"(%a0, %a1, %a2) : (tensor<f32>, tensor<4xf32>, tensor<2x2xf32>) -> tensor<4xf32>
  "func.return"(%r0) : (tensor<4xf32>) -> ()
}


// -----
// case: c3_min_element_type
// expected: clamp_c3
func.func @main(%a0: tensor<f16>, %a1: tensor<4xf32>, %a2: tensor<f32>) -> tensor<4xf32> {
  %r0 = "stablehlo.clamp"(%a0, %a1, %a2) : (tensor<f16>, tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  "func.return"(%r0) : (tensor<4xf32>) -> ()
}


// -----
// case: c3_max_element_type
// expected: clamp_c3
func.func @main(%a0: tensor<i32>, %a1: tensor<4xi32>, %a2: tensor<i64>) -> tensor<4xi32> {
  %r0 = "stablehlo.clamp"(%a0, %a1, %a2) : (tensor<i32>, tensor<4xi32>, tensor<i64>) -> tensor<4xi32>
  "func.return"(%r0) : (tensor<4xi32>) -> ()
}


// -----
// case: c4_result_type
// expected: clamp_c4
func.func @main(%a0: tensor<f32>, %a1: tensor<4xf32>, %a2: tensor<f32>) -> tensor<4xf64> {
  %r0 = "stablehlo.clamp"(%a0, %a1, %a2) : (tensor<f32>, tensor<4xf32>, tensor<f32>) -> tensor<4xf64>
  "func.return"(%r0) : (tensor<4xf64>) -> ()
}


// -----
// case: c4_result_shape
// expected: clamp_c4
func.func @main(%a0: tensor<f32>, %a1: tensor<4xf32>, %a2: tensor<f32>) -> tensor<5xf32> {
  %r0 = "stablehlo.clamp"(%a0, %a1, %a2) : (tensor<f32>, tensor<4xf32>, tensor<f32>) -> tensor<5xf32>
  "func.return"(%r0) : (tensor<5xf32>) -> ()
}
