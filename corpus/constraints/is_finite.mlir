// Constraint cases of is_finite (seed 000, section "is_finite"): one valid program per form, one per way to break C1.

// case: valid_f32
// expected: valid
func.func @main(%x: tensor<2x3xf32>) -> tensor<2x3xi1> {
  %r0 = "stablehlo.is_finite"(%x) : (tensor<2x3xf32>) -> tensor<2x3xi1>
  "func.return"(%r0) : (tensor<2x3xi1>) -> ()
}


// -----
// case: valid_dynamic
// expected: valid
func.func @main(%x: tensor<?xbf16>) -> tensor<4xi1> {
  %r0 = "stablehlo.is_finite"(%x) : (tensor<?xbf16>) -> tensor<4xi1>
  "func.return"(%r0) : (tensor<4xi1>) -> ()
}


// -----
// case: valid_quantized
// expected: valid
func.func @main(%x: tensor<4x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<4xi1> {
  %r0 = "stablehlo.is_finite"(%x) : (tensor<4x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<4xi1>
  "func.return"(%r0) : (tensor<4xi1>) -> ()
}


// -----
// case: c1_shape
// expected: is_finite_c1
func.func @main(%x: tensor<4xf32>) -> tensor<5xi1> {
  %r0 = "stablehlo.is_finite"(%x) : (tensor<4xf32>) -> tensor<5xi1>
  "func.return"(%r0) : (tensor<5xi1>) -> ()
}
