// Constraint cases of real (seed 000, section "real"): real and complex operands; one program per constraint that breaks it.

// case: valid_complex
// expected: valid
func.func @main(%a0: tensor<2x3xcomplex<f32>>) -> tensor<2x3xf32> {
  %r0 = "stablehlo.real"(%a0) : (tensor<2x3xcomplex<f32>>) -> tensor<2x3xf32>
  "func.return"(%r0) : (tensor<2x3xf32>) -> ()
}


// -----
// case: valid_real
// expected: valid
func.func @main(%a0: tensor<4xf16>) -> tensor<4xf16> {
  %r0 = "stablehlo.real"(%a0) : (tensor<4xf16>) -> tensor<4xf16>
  "func.return"(%r0) : (tensor<4xf16>) -> ()
}


// -----
// case: valid_dynamic
// expected: valid
func.func @main(%a0: tensor<?xcomplex<f64>>) -> tensor<4xf64> {
  %r0 = "stablehlo.real"(%a0) : (tensor<?xcomplex<f64>>) -> tensor<4xf64>
  "func.return"(%r0) : (tensor<4xf64>) -> ()
}


// -----
// case: c1_shape
// expected: real_c1
func.func @main(%a0: tensor<4xcomplex<f32>>) -> tensor<2x2xf32> {
  %r0 = "stablehlo.real"(%a0) : (tensor<4xcomplex<f32>>) -> tensor<2x2xf32>
  "func.return"(%r0) : (tensor<2x2xf32>) -> ()
}


// -----
// case: c2_complex_part
// expected: real_c2
func.func @main(%a0: tensor<4xcomplex<f32>>) -> tensor<4xf64> {
  %r0 = "stablehlo.real"(%a0) : (tensor<4xcomplex<f32>>) -> tensor<4xf64>
  "func.return"(%r0) : (tensor<4xf64>) -> ()
}


// -----
// case: c2_real_type
// expected: real_c2
func.func @main(%a0: tensor<4xf32>) -> tensor<4xbf16> {
  %r0 = "stablehlo.real"(%a0) : (tensor<4xf32>) -> tensor<4xbf16>
  "func.return"(%r0) : (tensor<4xbf16>) -> ()
}
