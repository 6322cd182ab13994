// Constraint cases of convert (seed 000, section "convert"): any element types; one program per way to break C1.

// case: valid_f32_to_i8
// expected: valid
func.func @main(%a0: tensor<2x3xf32>) -> tensor<2x3xi8> {
  %r0 = "stablehlo.convert"(%a0) : (tensor<2x3xf32>) -> tensor<2x3xi8>
  "func.return"(%r0) : (tensor<2x3xi8>) -> ()
}


// -----
// case: valid_bool_to_complex
// expected: valid
func.func @main(%a0: tensor<4xi1>) -> tensor<4xcomplex<f64>> {
  %r0 = "stablehlo.convert"(%a0) : (tensor<4xi1>) -> tensor<4xcomplex<f64>>
  "func.return"(%r0) : (tensor<4xcomplex<f64>>) -> ()
}


// -----
// case: valid_dynamic
// expected: valid
func.func @main(%a0: tensor<?x3xui16>) -> tensor<2x?xf16> {
  %r0 = "stablehlo.convert"(%a0) : (tensor<?x3xui16>) -> tensor<2x?xf16>
  "func.return"(%r0) : (tensor<2x?xf16>) -> ()
}


// -----
// case: c1_shape
// expected: convert_c1
func.func @main(%a0: tensor<4xf32>) -> tensor<2x2xi32> {
  %r0 = "stablehlo.convert"(%a0) : (tensor<4xf32>) -> tensor<2x2xi32>
  "func.return"(%r0) : (tensor<2x2xi32>) -> ()
}
