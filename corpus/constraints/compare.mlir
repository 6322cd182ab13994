// Constraint cases of compare (seed 000, section "compare"): every element family and compare_type; one program per constraint that breaks it.

// case: valid_float
// expected: valid
func.func @main(%a0: tensor<2x3xf32>, %a1: tensor<2x3xf32>) -> tensor<2x3xi1> {
  %r0 = "stablehlo.compare"(%a0, %a1) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
  "func.return"(%r0) : (tensor<2x3xi1>) -> ()
}


// -----
// case: valid_totalorder
// expected: valid
func.func @main(%a0: tensor<4xbf16>, %a1: tensor<4xbf16>) -> tensor<4xi1> {
  %r0 = "stablehlo.compare"(%a0, %a1) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type TOTALORDER>} : (tensor<4xbf16>, tensor<4xbf16>) -> tensor<4xi1>
  "func.return"(%r0) : (tensor<4xi1>) -> ()
}


// -----
// case: valid_signed
// expected: valid
func.func @main(%a0: tensor<4xi32>, %a1: tensor<4xi32>) -> tensor<4xi1> {
  %r0 = "stablehlo.compare"(%a0, %a1) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  "func.return"(%r0) : (tensor<4xi1>) -> ()
}


// -----
// case: valid_unsigned
// expected: valid
func.func @main(%a0: tensor<4xui8>, %a1: tensor<4xui8>) -> tensor<4xi1> {
  %r0 = "stablehlo.compare"(%a0, %a1) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type UNSIGNED>} : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xi1>
  "func.return"(%r0) : (tensor<4xi1>) -> ()
}


// -----
// case: valid_bool
// expected: valid
func.func @main(%a0: tensor<4xi1>, %a1: tensor<4xi1>) -> tensor<4xi1> {
  %r0 = "stablehlo.compare"(%a0, %a1) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type UNSIGNED>} : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  "func.return"(%r0) : (tensor<4xi1>) -> ()
}


// -----
// case: valid_complex
// expected: valid
func.func @main(%a0: tensor<4xcomplex<f32>>, %a1: tensor<4xcomplex<f32>>) -> tensor<4xi1> {
  %r0 = "stablehlo.compare"(%a0, %a1) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>) -> tensor<4xi1>
  "func.return"(%r0) : (tensor<4xi1>) -> ()
}


// -----
// case: valid_no_compare_type
// expected: valid
func.func @main(%a0: tensor<4xi32>, %a1: tensor<4xi32>) -> tensor<4xi1> {
  %r0 = "stablehlo.compare"(%a0, %a1) {comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  "func.return"(%r0) : (tensor<4xi1>) -> ()
}


// -----
// case: valid_dynamic
// expected: valid
func.func @main(%a0: tensor<?xf32>, %a1: tensor<4xf32>) -> tensor<?xi1> {
  %r0 = "stablehlo.compare"(%a0, %a1) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<?xf32>, tensor<4xf32>) -> tensor<?xi1>
  "func.return"(%r0) : (tensor<?xi1>) -> ()
}


// -----
// case: valid_quantized
// expected: valid
func.func @main(%a0: tensor<4x!quant.uniform<i8:f32, 0.5:-1>>, %a1: tensor<4x!quant.uniform<i8:f32, 0.25:3>>) -> tensor<4xi1> {
  %r0 = "stablehlo.compare"(%a0, %a1) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4x!quant.uniform<i8:f32, 0.5:-1>>, tensor<4x!quant.uniform<i8:f32, 0.25:3>>) -> tensor<4xi1>
  "func.return"(%r0) : (tensor<4xi1>) -> ()
}


// -----
// case: c1_element_type
// expected: compare_c1
func.func @main(%a0: tensor<4xf32>, %a1: tensor<4xf16>) -> tensor<4xi1> {
  %r0 = "stablehlo.compare"(%a0, %a1) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<4xf32>, tensor<4xf16>) -> tensor<4xi1>
  "func.return"(%r0) : (tensor<4xi1>) -> ()
}


// -----
// case: c2_result_shape
// expected: compare_c2
func.func @main(%a0: tensor<4xf32>, %a1: tensor<4xf32>) -> tensor<2x2xi1> {
  %r0 = "stablehlo.compare"(%a0, %a1) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<2x2xi1>
  "func.return"(%r0) : (tensor<2x2xi1>) -> ()
}


// -----
// case: c2_rhs_shape
// expected: compare_c2
func.func @main(%a0: tensor<4xf32>, %a1: tensor<3xf32>) -> tensor<4xi1> {
  %r0 = "stablehlo.compare"(%a0, %a1) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<4xf32>, tensor<3xf32>) -> tensor<4xi1>
  "func.return"(%r0) : (tensor<4xi1>) -> ()
}


// -----
// case: c3_signed_as_unsigned
// expected: compare_c3
func.func @main(%a0: tensor<4xi32>, %a1: tensor<4xi32>) -> tensor<4xi1> {
  %r0 = "stablehlo.compare"(%a0, %a1) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type UNSIGNED>} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  "func.return"(%r0) : (tensor<4xi1>) -> ()
}


// -----
// case: c3_unsigned_as_signed
// expected: compare_c3
func.func @main(%a0: tensor<4xui32>, %a1: tensor<4xui32>) -> tensor<4xi1> {
  %r0 = "stablehlo.compare"(%a0, %a1) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xi1>
  "func.return"(%r0) : (tensor<4xi1>) -> ()
}


// -----
// case: c3_float_as_signed
// expected: compare_c3
func.func @main(%a0: tensor<4xf32>, %a1: tensor<4xf32>) -> tensor<4xi1> {
  %r0 = "stablehlo.compare"(%a0, %a1) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  "func.return"(%r0) : (tensor<4xi1>) -> ()
}


// -----
// case: c3_complex_totalorder
// expected: compare_c3
func.func @main(%a0: tensor<4xcomplex<f32>>, %a1: tensor<4xcomplex<f32>>) -> tensor<4xi1> {
  %r0 = "stablehlo.compare"(%a0, %a1) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type TOTALORDER>} : (tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>) -> tensor<4xi1>
  "func.return"(%r0) : (tensor<4xi1>) -> ()
}


// -----
// case: c3_bool_as_signed
// expected: compare_c3
func.func @main(%a0: tensor<4xi1>, %a1: tensor<4xi1>) -> tensor<4xi1> {
  %r0 = "stablehlo.compare"(%a0, %a1) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  "func.return"(%r0) : (tensor<4xi1>) -> ()
}
