// Constraint cases of result_accuracy (jaxlib's transcendental ops; the seed spec has no such attribute): its checks by upstream's verifier: valid programs and one program per constraint that breaks exactly that constraint.

// case: valid_default
// expected: valid
func.func @main(%x: tensor<3xf32>) -> tensor<3xf32> {
  %r = stablehlo.exponential %x {result_accuracy = #stablehlo.result_accuracy<atol = 0.000000e+00, rtol = 0.000000e+00, ulps = 0, mode = #stablehlo.result_accuracy_mode<DEFAULT>>} : tensor<3xf32>
  func.return %r : tensor<3xf32>
}

// -----
// case: valid_highest
// expected: valid
func.func @main(%x: tensor<3xf32>) -> tensor<3xf32> {
  %r = stablehlo.tanh %x {result_accuracy = #stablehlo.result_accuracy<atol = 0.000000e+00, rtol = 0.000000e+00, ulps = 0, mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<3xf32>
  func.return %r : tensor<3xf32>
}

// -----
// case: valid_tolerance
// expected: valid
func.func @main(%x: tensor<3xf32>) -> tensor<3xf32> {
  %r = stablehlo.log %x {result_accuracy = #stablehlo.result_accuracy<atol = 1.000000e-05, rtol = 2.500000e-01, ulps = 3, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<3xf32>
  func.return %r : tensor<3xf32>
}

// -----
// case: c1_negative_atol
// expected: result_accuracy_c1
func.func @main(%x: tensor<3xf32>) -> tensor<3xf32> {
  %r = stablehlo.exponential %x {result_accuracy = #stablehlo.result_accuracy<atol = -1.000000e-05, rtol = 0.000000e+00, ulps = 2, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<3xf32>
  func.return %r : tensor<3xf32>
}

// -----
// case: c1_negative_ulps
// expected: result_accuracy_c1
func.func @main(%x: tensor<3xf32>) -> tensor<3xf32> {
  %r = stablehlo.sine %x {result_accuracy = #stablehlo.result_accuracy<atol = 0.000000e+00, rtol = 0.000000e+00, ulps = -2, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<3xf32>
  func.return %r : tensor<3xf32>
}

// -----
// case: c2_default_with_tolerance
// expected: result_accuracy_c2
func.func @main(%x: tensor<3xf32>) -> tensor<3xf32> {
  %r = stablehlo.exponential %x {result_accuracy = #stablehlo.result_accuracy<atol = 1.000000e-05, rtol = 0.000000e+00, ulps = 0, mode = #stablehlo.result_accuracy_mode<DEFAULT>>} : tensor<3xf32>
  func.return %r : tensor<3xf32>
}

// -----
// case: c2_highest_with_ulps
// expected: result_accuracy_c2
func.func @main(%x: tensor<3xf32>) -> tensor<3xf32> {
  %r = stablehlo.cosine %x {result_accuracy = #stablehlo.result_accuracy<atol = 0.000000e+00, rtol = 0.000000e+00, ulps = 2, mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<3xf32>
  func.return %r : tensor<3xf32>
}
