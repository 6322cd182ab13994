// Constraint cases of abs (seed 000, section "abs"): one valid program per form, one program per constraint that breaks it.

// case: valid_f32
// expected: valid
func.func @main(%a0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r0 = "stablehlo.abs"(%a0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  "func.return"(%r0) : (tensor<2x3xf32>) -> ()
}


// -----
// case: valid_i8
// expected: valid
func.func @main(%a0: tensor<4xi8>) -> tensor<4xi8> {
  %r0 = "stablehlo.abs"(%a0) : (tensor<4xi8>) -> tensor<4xi8>
  "func.return"(%r0) : (tensor<4xi8>) -> ()
}


// -----
// case: valid_complex
// expected: valid
func.func @main(%a0: tensor<2xcomplex<f64>>) -> tensor<2xf64> {
  %r0 = "stablehlo.abs"(%a0) : (tensor<2xcomplex<f64>>) -> tensor<2xf64>
  "func.return"(%r0) : (tensor<2xf64>) -> ()
}


// -----
// case: valid_dynamic
// expected: valid
func.func @main(%a0: tensor<?x3xf32>) -> tensor<2x?xf32> {
  %r0 = "stablehlo.abs"(%a0) : (tensor<?x3xf32>) -> tensor<2x?xf32>
  "func.return"(%r0) : (tensor<2x?xf32>) -> ()
}


// -----
// case: valid_quantized
// expected: valid
func.func @main(%a0: tensor<4x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<4x!quant.uniform<i8:f32, 0.25:3>> {
  %r0 = "stablehlo.abs"(%a0) : (tensor<4x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<4x!quant.uniform<i8:f32, 0.25:3>>
  "func.return"(%r0) : (tensor<4x!quant.uniform<i8:f32, 0.25:3>>) -> ()
}


// -----
// case: c1_shape
// expected: abs_c1
func.func @main(%a0: tensor<2x3xf32>) -> tensor<3x2xf32> {
  %r0 = "stablehlo.abs"(%a0) : (tensor<2x3xf32>) -> tensor<3x2xf32>
  "func.return"(%r0) : (tensor<3x2xf32>) -> ()
}


// -----
// case: c2_element_type
// expected: abs_c2
func.func @main(%a0: tensor<4xf32>) -> tensor<4xf16> {
  %r0 = "stablehlo.abs"(%a0) : (tensor<4xf32>) -> tensor<4xf16>
  "func.return"(%r0) : (tensor<4xf16>) -> ()
}


// -----
// case: c2_complex_part
// expected: abs_c2
func.func @main(%a0: tensor<4xcomplex<f32>>) -> tensor<4xf64> {
  %r0 = "stablehlo.abs"(%a0) : (tensor<4xcomplex<f32>>) -> tensor<4xf64>
  "func.return"(%r0) : (tensor<4xf64>) -> ()
}


// -----
// case: c2_quantized_storage
// expected: abs_c2
func.func @main(%a0: tensor<4x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<4x!quant.uniform<i16:f32, 0.5:-1>> {
  %r0 = "stablehlo.abs"(%a0) : (tensor<4x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<4x!quant.uniform<i16:f32, 0.5:-1>>
  "func.return"(%r0) : (tensor<4x!quant.uniform<i16:f32, 0.5:-1>>) -> ()
}

// -----
// case: c1_result_size_over_bound
// expected: abs_c1
func.func @main(%a0: tensor<?xf32, #stablehlo.bounds<4>>) -> tensor<5xf32> {
  %r0 = "stablehlo.abs"(%a0) : (tensor<?xf32, #stablehlo.bounds<4>>) -> tensor<5xf32>
  "func.return"(%r0) : (tensor<5xf32>) -> ()
}
