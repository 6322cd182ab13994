// Constraint cases of complex (seed 000, section "complex"): f32 and f64 parts; one program per constraint that breaks it.

// case: valid_f32
// expected: valid
func.func @main(%a0: tensor<2x3xf32>, %a1: tensor<2x3xf32>) -> tensor<2x3xcomplex<f32>> {
  %r0 = "stablehlo.complex"(%a0, %a1) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xcomplex<f32>>
  "func.return"(%r0) : (tensor<2x3xcomplex<f32>>) -> ()
}


// -----
// case: valid_f64_dynamic
// expected: valid
func.func @main(%a0: tensor<?xf64>, %a1: tensor<4xf64>) -> tensor<4xcomplex<f64>> {
  %r0 = "stablehlo.complex"(%a0, %a1) : (tensor<?xf64>, tensor<4xf64>) -> tensor<4xcomplex<f64>>
  "func.return"(%r0) : (tensor<4xcomplex<f64>>) -> ()
}


// -----
// case: c1_rhs_type
// expected: complex_c1
func.func @main(%a0: tensor<4xf32>, %a1: tensor<4xf64>) -> tensor<4xcomplex<f32>> {
  %r0 = "stablehlo.complex"(%a0, %a1) : (tensor<4xf32>, tensor<4xf64>) -> tensor<4xcomplex<f32>>
  "func.return"(%r0) : (tensor<4xcomplex<f32>>) -> ()
}


// -----
// case: c1_rhs_shape
// expected: complex_c1
func.func @main(%a0: tensor<4xf32>, %a1: tensor<3xf32>) -> tensor<4xcomplex<f32>> {
  %r0 = "stablehlo.complex"(%a0, %a1) : (tensor<4xf32>, tensor<3xf32>) -> tensor<4xcomplex<f32>>
  "func.return"(%r0) : (tensor<4xcomplex<f32>>) -> ()
}


// -----
// case: c2_result_shape
// expected: complex_c2
func.func @main(%a0: tensor<4xf32>, %a1: tensor<4xf32>) -> tensor<2x2xcomplex<f32>> {
  %r0 = "stablehlo.complex"(%a0, %a1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<2x2xcomplex<f32>>
  "func.return"(%r0) : (tensor<2x2xcomplex<f32>>) -> ()
}


// -----
// case: c3_result_element_type
// expected: complex_c3
func.func @main(%a0: tensor<4xf32>, %a1: tensor<4xf32>) -> tensor<4xcomplex<f64>> {
  %r0 = "stablehlo.complex"(%a0, %a1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xcomplex<f64>>
  "func.return"(%r0) : (tensor<4xcomplex<f64>>) -> ()
}
