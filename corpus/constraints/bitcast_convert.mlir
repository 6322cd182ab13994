// Constraint cases of bitcast_convert (seed 000, section "bitcast_convert"): same, narrower and wider element types; one program per constraint that breaks it.

// case: valid_same_width
// expected: valid
func.func @main(%a0: tensor<2x3xf32>) -> tensor<2x3xi32> {
  %r0 = "stablehlo.bitcast_convert"(%a0) : (tensor<2x3xf32>) -> tensor<2x3xi32>
  "func.return"(%r0) : (tensor<2x3xi32>) -> ()
}


// -----
// case: valid_narrower
// expected: valid
func.func @main(%a0: tensor<2xf32>) -> tensor<2x4xi8> {
  %r0 = "stablehlo.bitcast_convert"(%a0) : (tensor<2xf32>) -> tensor<2x4xi8>
  "func.return"(%r0) : (tensor<2x4xi8>) -> ()
}


// -----
// case: valid_wider
// expected: valid
func.func @main(%a0: tensor<3x2xui16>) -> tensor<3xi32> {
  %r0 = "stablehlo.bitcast_convert"(%a0) : (tensor<3x2xui16>) -> tensor<3xi32>
  "func.return"(%r0) : (tensor<3xi32>) -> ()
}


// -----
// case: valid_complex
// expected: valid
func.func @main(%a0: tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>> {
  %r0 = "stablehlo.bitcast_convert"(%a0) : (tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>>
  "func.return"(%r0) : (tensor<2xcomplex<f32>>) -> ()
}


// -----
// case: valid_quantized
// expected: valid
func.func @main(%a0: tensor<4x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<4xi8> {
  %r0 = "stablehlo.bitcast_convert"(%a0) : (tensor<4x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<4xi8>
  "func.return"(%r0) : (tensor<4xi8>) -> ()
}


// -----
// case: valid_dynamic
// expected: valid
func.func @main(%a0: tensor<?xf64>) -> tensor<?x2xf32> {
  %r0 = "stablehlo.bitcast_convert"(%a0) : (tensor<?xf64>) -> tensor<?x2xf32>
  "func.return"(%r0) : (tensor<?x2xf32>) -> ()
}


// -----
// case: c1_same_width_shape
// expected: bitcast_convert_c1
func.func @main(%a0: tensor<4xf32>) -> tensor<2x2xi32> {
  %r0 = "stablehlo.bitcast_convert"(%a0) : (tensor<4xf32>) -> tensor<2x2xi32>
  "func.return"(%r0) : (tensor<2x2xi32>) -> ()
}


// -----
// case: c1_narrower_last_dim
// expected: bitcast_convert_c1
func.func @main(%a0: tensor<2xf32>) -> tensor<2x2xi8> {
  %r0 = "stablehlo.bitcast_convert"(%a0) : (tensor<2xf32>) -> tensor<2x2xi8>
  "func.return"(%r0) : (tensor<2x2xi8>) -> ()
}


// -----
// case: c1_narrower_rank
// expected: bitcast_convert_c1
func.func @main(%a0: tensor<2xf32>) -> tensor<8xi8> {
  %r0 = "stablehlo.bitcast_convert"(%a0) : (tensor<2xf32>) -> tensor<8xi8>
  "func.return"(%r0) : (tensor<8xi8>) -> ()
}


// -----
// case: c1_wider_operand_dim
// expected: bitcast_convert_c1
func.func @main(%a0: tensor<3x4xui16>) -> tensor<3xi32> {
  %r0 = "stablehlo.bitcast_convert"(%a0) : (tensor<3x4xui16>) -> tensor<3xi32>
  "func.return"(%r0) : (tensor<3xi32>) -> ()
}


// -----
// case: c1_wider_shape
// expected: bitcast_convert_c1
func.func @main(%a0: tensor<3x2xui16>) -> tensor<4xi32> {
  %r0 = "stablehlo.bitcast_convert"(%a0) : (tensor<3x2xui16>) -> tensor<4xi32>
  "func.return"(%r0) : (tensor<4xi32>) -> ()
}


// -----
// case: c2_complex_to_real
// expected: bitcast_convert_c2
func.func @main(%a0: tensor<2xcomplex<f32>>) -> tensor<2xf64> {
  %r0 = "stablehlo.bitcast_convert"(%a0) : (tensor<2xcomplex<f32>>) -> tensor<2xf64>
  "func.return"(%r0) : (tensor<2xf64>) -> ()
}


// -----
// case: c1_same_width_rank
// expected: bitcast_convert_c1
// The official verifier accepts it: with equal bit widths it compares the two shapes dimension
// by dimension only up to the shorter one (2 = 2), not their ranks; the spec's C1 asks
// shape(result) = shape(operand), [2] != [2, 3].
func.func @main(%a0: tensor<2x3xf32>) -> tensor<2xi32> {
  %r0 = "stablehlo.bitcast_convert"(%a0) : (tensor<2x3xf32>) -> tensor<2xi32>
  "func.return"(%r0) : (tensor<2xi32>) -> ()
}
