// Constraint cases of sign (seed 000, section "sign"): one valid program per form, one per way to break C1.

// case: valid_f32
// expected: valid
func.func @main(%a0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r0 = "stablehlo.sign"(%a0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  "func.return"(%r0) : (tensor<2x3xf32>) -> ()
}


// -----
// case: valid_dynamic
// expected: valid
func.func @main(%a0: tensor<?x3xf32>) -> tensor<2x3xf32> {
  %r0 = "stablehlo.sign"(%a0) : (tensor<?x3xf32>) -> tensor<2x3xf32>
  "func.return"(%r0) : (tensor<2x3xf32>) -> ()
}


// -----
// case: valid_quantized_other_scale
// expected: valid
// baseline types ignore scales and zero points
func.func @main(%a0: tensor<4x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<4x!quant.uniform<i8:f32, 0.25:3>> {
  %r0 = "stablehlo.sign"(%a0) : (tensor<4x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<4x!quant.uniform<i8:f32, 0.25:3>>
  "func.return"(%r0) : (tensor<4x!quant.uniform<i8:f32, 0.25:3>>) -> ()
}


// -----
// case: valid_complex
// expected: valid
func.func @main(%a0: tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>> {
  %r0 = "stablehlo.sign"(%a0) : (tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>>
  "func.return"(%r0) : (tensor<2xcomplex<f32>>) -> ()
}


// -----
// case: c1_element_type
// expected: sign_c1
func.func @main(%a0: tensor<2x3xf32>) -> tensor<2x3xf16> {
  %r0 = "stablehlo.sign"(%a0) : (tensor<2x3xf32>) -> tensor<2x3xf16>
  "func.return"(%r0) : (tensor<2x3xf16>) -> ()
}


// -----
// case: c1_shape
// expected: sign_c1
func.func @main(%a0: tensor<2x3xf32>) -> tensor<3x2xf32> {
  %r0 = "stablehlo.sign"(%a0) : (tensor<2x3xf32>) -> tensor<3x2xf32>
  "func.return"(%r0) : (tensor<3x2xf32>) -> ()
}


// -----
// case: c1_quantized_storage
// expected: sign_c1
func.func @main(%a0: tensor<4x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<4x!quant.uniform<i16:f32, 0.5:-1>> {
  %r0 = "stablehlo.sign"(%a0) : (tensor<4x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<4x!quant.uniform<i16:f32, 0.5:-1>>
  "func.return"(%r0) : (tensor<4x!quant.uniform<i16:f32, 0.5:-1>>) -> ()
}
