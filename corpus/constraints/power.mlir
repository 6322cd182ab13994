// Constraint cases of power (seed 000, section "power"): one valid program per form, one per way to break C1.

// case: valid_f32
// expected: valid
func.func @main(%a0: tensor<2x3xf32>, %a1: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r0 = "stablehlo.power"(%a0, %a1) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  "func.return"(%r0) : (tensor<2x3xf32>) -> ()
}


// -----
// case: valid_complex
// expected: valid
func.func @main(%a0: tensor<2xcomplex<f64>>, %a1: tensor<2xcomplex<f64>>) -> tensor<2xcomplex<f64>> {
  %r0 = "stablehlo.power"(%a0, %a1) : (tensor<2xcomplex<f64>>, tensor<2xcomplex<f64>>) -> tensor<2xcomplex<f64>>
  "func.return"(%r0) : (tensor<2xcomplex<f64>>) -> ()
}


// -----
// case: valid_dynamic
// expected: valid
func.func @main(%a0: tensor<?x3xf32>, %a1: tensor<2x?xf32>) -> tensor<2x3xf32> {
  %r0 = "stablehlo.power"(%a0, %a1) : (tensor<?x3xf32>, tensor<2x?xf32>) -> tensor<2x3xf32>
  "func.return"(%r0) : (tensor<2x3xf32>) -> ()
}


// -----
// case: valid_quantized_other_scales
// expected: valid
// baseline types ignore scales and zero points
func.func @main(%a0: tensor<4x!quant.uniform<i8:f32, 0.5:-1>>, %a1: tensor<4x!quant.uniform<i8:f32, 0.25:3>>) -> tensor<4x!quant.uniform<i8:f32, 0.5:-1>> {
  %r0 = "stablehlo.power"(%a0, %a1) : (tensor<4x!quant.uniform<i8:f32, 0.5:-1>>, tensor<4x!quant.uniform<i8:f32, 0.25:3>>) -> tensor<4x!quant.uniform<i8:f32, 0.5:-1>>
  "func.return"(%r0) : (tensor<4x!quant.uniform<i8:f32, 0.5:-1>>) -> ()
}


// -----
// case: valid_i32
// expected: valid
func.func @main(%a0: tensor<4xi32>, %a1: tensor<4xi32>) -> tensor<4xi32> {
  %r0 = "stablehlo.power"(%a0, %a1) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  "func.return"(%r0) : (tensor<4xi32>) -> ()
}


// -----
// case: c1_rhs_element_type
// expected: power_c1
func.func @main(%a0: tensor<4xf32>, %a1: tensor<4xf64>) -> tensor<4xf32> {
  %r0 = "stablehlo.power"(%a0, %a1) : (tensor<4xf32>, tensor<4xf64>) -> tensor<4xf32>
  "func.return"(%r0) : (tensor<4xf32>) -> ()
}


// -----
// case: c1_result_element_type
// expected: power_c1
func.func @main(%a0: tensor<4xf32>, %a1: tensor<4xf32>) -> tensor<4xbf16> {
  %r0 = "stablehlo.power"(%a0, %a1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xbf16>
  "func.return"(%r0) : (tensor<4xbf16>) -> ()
}


// -----
// case: c1_shape
// expected: power_c1
func.func @main(%a0: tensor<4xf32>, %a1: tensor<4xf32>) -> tensor<5xf32> {
  %r0 = "stablehlo.power"(%a0, %a1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<5xf32>
  "func.return"(%r0) : (tensor<5xf32>) -> ()
}


// -----
// case: c1_quantized_storage
// expected: power_c1
func.func @main(%a0: tensor<4x!quant.uniform<i8:f32, 0.5:-1>>, %a1: tensor<4x!quant.uniform<i16:f32, 0.5:-1>>) -> tensor<4x!quant.uniform<i8:f32, 0.5:-1>> {
  %r0 = "stablehlo.power"(%a0, %a1) : (tensor<4x!quant.uniform<i8:f32, 0.5:-1>>, tensor<4x!quant.uniform<i16:f32, 0.5:-1>>) -> tensor<4x!quant.uniform<i8:f32, 0.5:-1>>
  "func.return"(%r0) : (tensor<4x!quant.uniform<i8:f32, 0.5:-1>>) -> ()
}


// -----
// case: c1_lhs_element_type
// expected: power_c1
// the spec's formula names `operand`: read as lhs, rhs and result
func.func @main(%a0: tensor<4xf16>, %a1: tensor<4xf32>) -> tensor<4xf32> {
  %r0 = "stablehlo.power"(%a0, %a1) : (tensor<4xf16>, tensor<4xf32>) -> tensor<4xf32>
  "func.return"(%r0) : (tensor<4xf32>) -> ()
}
