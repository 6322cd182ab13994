// Constraint cases of chlo._asin_acos_kernel (upstream's ChloOps.td; spec/constraints/chlo.py): valid programs and one per way to break each constraint.

// case: valid_complex
// expected: valid
func.func @main(%a0: tensor<2x3xcomplex<f32>>) -> tensor<2x3xcomplex<f32>> {
  %r0 = "chlo._asin_acos_kernel"(%a0) : (tensor<2x3xcomplex<f32>>) -> tensor<2x3xcomplex<f32>>
  "func.return"(%r0) : (tensor<2x3xcomplex<f32>>) -> ()
}

// -----
// case: valid_dynamic
// expected: valid
func.func @main(%a0: tensor<?x3xcomplex<f32>>) -> tensor<2x3xcomplex<f32>> {
  %r0 = "chlo._asin_acos_kernel"(%a0) : (tensor<?x3xcomplex<f32>>) -> tensor<2x3xcomplex<f32>>
  "func.return"(%r0) : (tensor<2x3xcomplex<f32>>) -> ()
}

// -----
// case: c1_element_type
// expected: chlo__asin_acos_kernel_c1
func.func @main(%a0: tensor<2x3xcomplex<f32>>) -> tensor<2x3xcomplex<f64>> {
  %r0 = "chlo._asin_acos_kernel"(%a0) : (tensor<2x3xcomplex<f32>>) -> tensor<2x3xcomplex<f64>>
  "func.return"(%r0) : (tensor<2x3xcomplex<f64>>) -> ()
}

// -----
// case: c1_shape
// expected: chlo__asin_acos_kernel_c1
func.func @main(%a0: tensor<2xcomplex<f32>>) -> tensor<3xcomplex<f32>> {
  %r0 = "chlo._asin_acos_kernel"(%a0) : (tensor<2xcomplex<f32>>) -> tensor<3xcomplex<f32>>
  "func.return"(%r0) : (tensor<3xcomplex<f32>>) -> ()
}
