// Constraint cases of batch_norm_inference (seed 000, section "batch_norm_inference"): valid
// programs (float, dynamic, quantized) and one program per constraint that breaks exactly
// that constraint.

// case: valid_f32
// expected: valid
func.func @main(%a0: tensor<2x2x3xf32>, %a1: tensor<3xf32>, %a2: tensor<3xf32>, %a3: tensor<3xf32>, %a4: tensor<3xf32>) -> (tensor<2x2x3xf32>) {
  %r = "stablehlo.batch_norm_inference"(%a0, %a1, %a2, %a3, %a4) {epsilon = 0.001 : f32, feature_index = 2 : i64} : (tensor<2x2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x2x3xf32>
  "func.return"(%r) : (tensor<2x2x3xf32>) -> ()
}

// -----
// case: valid_dynamic
// expected: valid
func.func @main(%a0: tensor<?x2x?xf32>, %a1: tensor<3xf32>, %a2: tensor<3xf32>, %a3: tensor<3xf32>, %a4: tensor<3xf32>) -> (tensor<?x2x?xf32>) {
  %r = "stablehlo.batch_norm_inference"(%a0, %a1, %a2, %a3, %a4) {epsilon = 0.001 : f32, feature_index = 2 : i64} : (tensor<?x2x?xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<?x2x?xf32>
  "func.return"(%r) : (tensor<?x2x?xf32>) -> ()
}

// -----
// case: valid_quantized
// expected: valid
// baseline element types agree; the scales and zero points may differ
func.func @main(%a0: tensor<2x2x3x!quant.uniform<i8:f32, 0.5:-1>>, %a1: tensor<3x!quant.uniform<i8:f32, 0.25:2>>, %a2: tensor<3x!quant.uniform<i8:f32, 0.25:2>>, %a3: tensor<3x!quant.uniform<i8:f32, 0.25:2>>, %a4: tensor<3x!quant.uniform<i8:f32, 0.25:2>>) -> (tensor<2x2x3x!quant.uniform<i8:f32, 0.5:-1>>) {
  %r = "stablehlo.batch_norm_inference"(%a0, %a1, %a2, %a3, %a4) {epsilon = 0.001 : f32, feature_index = 2 : i64} : (tensor<2x2x3x!quant.uniform<i8:f32, 0.5:-1>>, tensor<3x!quant.uniform<i8:f32, 0.25:2>>, tensor<3x!quant.uniform<i8:f32, 0.25:2>>, tensor<3x!quant.uniform<i8:f32, 0.25:2>>, tensor<3x!quant.uniform<i8:f32, 0.25:2>>) -> tensor<2x2x3x!quant.uniform<i8:f32, 0.5:-1>>
  "func.return"(%r) : (tensor<2x2x3x!quant.uniform<i8:f32, 0.5:-1>>) -> ()
}

// -----
// case: c1_feature_index
// expected: batch_norm_inference_c1
func.func @main(%a0: tensor<2x2x3xf32>, %a1: tensor<3xf32>, %a2: tensor<3xf32>, %a3: tensor<3xf32>, %a4: tensor<3xf32>) -> (tensor<2x2x3xf32>) {
  %r = "stablehlo.batch_norm_inference"(%a0, %a1, %a2, %a3, %a4) {epsilon = 0.001 : f32, feature_index = 3 : i64} : (tensor<2x2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x2x3xf32>
  "func.return"(%r) : (tensor<2x2x3xf32>) -> ()
}

// -----
// case: c2_element_type
// expected: batch_norm_inference_c2
func.func @main(%a0: tensor<2x2x3xf32>, %a1: tensor<3xf32>, %a2: tensor<3xf32>, %a3: tensor<3xf64>, %a4: tensor<3xf32>) -> (tensor<2x2x3xf32>) {
  %r = "stablehlo.batch_norm_inference"(%a0, %a1, %a2, %a3, %a4) {epsilon = 0.001 : f32, feature_index = 2 : i64} : (tensor<2x2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf64>, tensor<3xf32>) -> tensor<2x2x3xf32>
  "func.return"(%r) : (tensor<2x2x3xf32>) -> ()
}

// -----
// case: c3_scale_size
// expected: batch_norm_inference_c3
func.func @main(%a0: tensor<2x2x3xf32>, %a1: tensor<2xf32>, %a2: tensor<3xf32>, %a3: tensor<3xf32>, %a4: tensor<3xf32>) -> (tensor<2x2x3xf32>) {
  %r = "stablehlo.batch_norm_inference"(%a0, %a1, %a2, %a3, %a4) {epsilon = 0.001 : f32, feature_index = 2 : i64} : (tensor<2x2x3xf32>, tensor<2xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x2x3xf32>
  "func.return"(%r) : (tensor<2x2x3xf32>) -> ()
}

// -----
// case: c4_offset_size
// expected: batch_norm_inference_c4
func.func @main(%a0: tensor<2x2x3xf32>, %a1: tensor<3xf32>, %a2: tensor<2xf32>, %a3: tensor<3xf32>, %a4: tensor<3xf32>) -> (tensor<2x2x3xf32>) {
  %r = "stablehlo.batch_norm_inference"(%a0, %a1, %a2, %a3, %a4) {epsilon = 0.001 : f32, feature_index = 2 : i64} : (tensor<2x2x3xf32>, tensor<3xf32>, tensor<2xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x2x3xf32>
  "func.return"(%r) : (tensor<2x2x3xf32>) -> ()
}

// -----
// case: c5_mean_size
// expected: batch_norm_inference_c5
func.func @main(%a0: tensor<2x2x3xf32>, %a1: tensor<3xf32>, %a2: tensor<3xf32>, %a3: tensor<2xf32>, %a4: tensor<3xf32>) -> (tensor<2x2x3xf32>) {
  %r = "stablehlo.batch_norm_inference"(%a0, %a1, %a2, %a3, %a4) {epsilon = 0.001 : f32, feature_index = 2 : i64} : (tensor<2x2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<2xf32>, tensor<3xf32>) -> tensor<2x2x3xf32>
  "func.return"(%r) : (tensor<2x2x3xf32>) -> ()
}

// -----
// case: c6_variance_size
// expected: batch_norm_inference_c6
func.func @main(%a0: tensor<2x2x3xf32>, %a1: tensor<3xf32>, %a2: tensor<3xf32>, %a3: tensor<3xf32>, %a4: tensor<2xf32>) -> (tensor<2x2x3xf32>) {
  %r = "stablehlo.batch_norm_inference"(%a0, %a1, %a2, %a3, %a4) {epsilon = 0.001 : f32, feature_index = 2 : i64} : (tensor<2x2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<2xf32>) -> tensor<2x2x3xf32>
  "func.return"(%r) : (tensor<2x2x3xf32>) -> ()
}

// -----
// case: c7_result_shape
// expected: batch_norm_inference_c7
func.func @main(%a0: tensor<2x2x3xf32>, %a1: tensor<3xf32>, %a2: tensor<3xf32>, %a3: tensor<3xf32>, %a4: tensor<3xf32>) -> (tensor<2x1x3xf32>) {
  %r = "stablehlo.batch_norm_inference"(%a0, %a1, %a2, %a3, %a4) {epsilon = 0.001 : f32, feature_index = 2 : i64} : (tensor<2x2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x1x3xf32>
  "func.return"(%r) : (tensor<2x1x3xf32>) -> ()
}
