// Constraint cases of reduce_precision (seed 000, section "reduce_precision"): float and quantized operands; one program per constraint that breaks it.

// case: valid_f32
// expected: valid
func.func @main(%a0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r0 = "stablehlo.reduce_precision"(%a0) {exponent_bits = 5 : i32, mantissa_bits = 10 : i32} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  "func.return"(%r0) : (tensor<2x3xf32>) -> ()
}


// -----
// case: valid_zero_mantissa
// expected: valid
func.func @main(%a0: tensor<?xf64>) -> tensor<4xf64> {
  %r0 = "stablehlo.reduce_precision"(%a0) {exponent_bits = 1 : i32, mantissa_bits = 0 : i32} : (tensor<?xf64>) -> tensor<4xf64>
  "func.return"(%r0) : (tensor<4xf64>) -> ()
}


// -----
// case: valid_quantized
// expected: valid
func.func @main(%a0: tensor<4x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<4x!quant.uniform<i8:f32, 0.25:3>> {
  %r0 = "stablehlo.reduce_precision"(%a0) {exponent_bits = 8 : i32, mantissa_bits = 7 : i32} : (tensor<4x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<4x!quant.uniform<i8:f32, 0.25:3>>
  "func.return"(%r0) : (tensor<4x!quant.uniform<i8:f32, 0.25:3>>) -> ()
}


// -----
// case: c1_element_type
// expected: reduce_precision_c1
func.func @main(%a0: tensor<4xf32>) -> tensor<4xf16> {
  %r0 = "stablehlo.reduce_precision"(%a0) {exponent_bits = 5 : i32, mantissa_bits = 10 : i32} : (tensor<4xf32>) -> tensor<4xf16>
  "func.return"(%r0) : (tensor<4xf16>) -> ()
}


// -----
// case: c1_shape
// expected: reduce_precision_c1
func.func @main(%a0: tensor<4xf32>) -> tensor<3xf32> {
  %r0 = "stablehlo.reduce_precision"(%a0) {exponent_bits = 5 : i32, mantissa_bits = 10 : i32} : (tensor<4xf32>) -> tensor<3xf32>
  "func.return"(%r0) : (tensor<3xf32>) -> ()
}


// -----
// case: c2_exponent_bits
// expected: reduce_precision_c2
func.func @main(%a0: tensor<4xf32>) -> tensor<4xf32> {
  %r0 = "stablehlo.reduce_precision"(%a0) {exponent_bits = 0 : i32, mantissa_bits = 10 : i32} : (tensor<4xf32>) -> tensor<4xf32>
  "func.return"(%r0) : (tensor<4xf32>) -> ()
}


// -----
// case: c3_mantissa_bits
// expected: reduce_precision_c3
func.func @main(%a0: tensor<4xf32>) -> tensor<4xf32> {
  %r0 = "stablehlo.reduce_precision"(%a0) {exponent_bits = 5 : i32, mantissa_bits = -1 : i32} : (tensor<4xf32>) -> tensor<4xf32>
  "func.return"(%r0) : (tensor<4xf32>) -> ()
}
