// Constraint cases of batch_norm_grad (seed 000, section "batch_norm_grad"): valid
// programs (float, dynamic, quantized) and one program per constraint that breaks exactly
// that constraint.

// case: valid_f32
// expected: valid
func.func @main(%a0: tensor<2x2x3xf32>, %a1: tensor<3xf32>, %a2: tensor<3xf32>, %a3: tensor<3xf32>, %a4: tensor<2x2x3xf32>) -> (tensor<2x2x3xf32>, tensor<3xf32>, tensor<3xf32>) {
  %r:3 = "stablehlo.batch_norm_grad"(%a0, %a1, %a2, %a3, %a4) {epsilon = 0.001 : f32, feature_index = 2 : i64} : (tensor<2x2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<2x2x3xf32>) -> (tensor<2x2x3xf32>, tensor<3xf32>, tensor<3xf32>)
  "func.return"(%r#0, %r#1, %r#2) : (tensor<2x2x3xf32>, tensor<3xf32>, tensor<3xf32>) -> ()
}

// -----
// case: valid_dynamic
// expected: valid
func.func @main(%a0: tensor<?x2x?xf32>, %a1: tensor<3xf32>, %a2: tensor<3xf32>, %a3: tensor<3xf32>, %a4: tensor<?x2x?xf32>) -> (tensor<?x2x?xf32>, tensor<3xf32>, tensor<3xf32>) {
  %r:3 = "stablehlo.batch_norm_grad"(%a0, %a1, %a2, %a3, %a4) {epsilon = 0.001 : f32, feature_index = 2 : i64} : (tensor<?x2x?xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<?x2x?xf32>) -> (tensor<?x2x?xf32>, tensor<3xf32>, tensor<3xf32>)
  "func.return"(%r#0, %r#1, %r#2) : (tensor<?x2x?xf32>, tensor<3xf32>, tensor<3xf32>) -> ()
}

// -----
// case: valid_quantized
// expected: valid
func.func @main(%a0: tensor<2x2x3x!quant.uniform<i8:f32, 0.5:-1>>, %a1: tensor<3x!quant.uniform<i8:f32, 0.25:2>>, %a2: tensor<3x!quant.uniform<i8:f32, 0.25:2>>, %a3: tensor<3x!quant.uniform<i8:f32, 0.25:2>>, %a4: tensor<2x2x3x!quant.uniform<i8:f32, 0.5:-1>>) -> (tensor<2x2x3x!quant.uniform<i8:f32, 0.5:-1>>, tensor<3x!quant.uniform<i8:f32, 0.25:2>>, tensor<3x!quant.uniform<i8:f32, 0.25:2>>) {
  %r:3 = "stablehlo.batch_norm_grad"(%a0, %a1, %a2, %a3, %a4) {epsilon = 0.001 : f32, feature_index = 2 : i64} : (tensor<2x2x3x!quant.uniform<i8:f32, 0.5:-1>>, tensor<3x!quant.uniform<i8:f32, 0.25:2>>, tensor<3x!quant.uniform<i8:f32, 0.25:2>>, tensor<3x!quant.uniform<i8:f32, 0.25:2>>, tensor<2x2x3x!quant.uniform<i8:f32, 0.5:-1>>) -> (tensor<2x2x3x!quant.uniform<i8:f32, 0.5:-1>>, tensor<3x!quant.uniform<i8:f32, 0.25:2>>, tensor<3x!quant.uniform<i8:f32, 0.25:2>>)
  "func.return"(%r#0, %r#1, %r#2) : (tensor<2x2x3x!quant.uniform<i8:f32, 0.5:-1>>, tensor<3x!quant.uniform<i8:f32, 0.25:2>>, tensor<3x!quant.uniform<i8:f32, 0.25:2>>) -> ()
}

// -----
// case: c1_feature_index
// expected: batch_norm_grad_c1
func.func @main(%a0: tensor<2x2x3xf32>, %a1: tensor<3xf32>, %a2: tensor<3xf32>, %a3: tensor<3xf32>, %a4: tensor<2x2x3xf32>) -> (tensor<2x2x3xf32>, tensor<3xf32>, tensor<3xf32>) {
  %r:3 = "stablehlo.batch_norm_grad"(%a0, %a1, %a2, %a3, %a4) {epsilon = 0.001 : f32, feature_index = 3 : i64} : (tensor<2x2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<2x2x3xf32>) -> (tensor<2x2x3xf32>, tensor<3xf32>, tensor<3xf32>)
  "func.return"(%r#0, %r#1, %r#2) : (tensor<2x2x3xf32>, tensor<3xf32>, tensor<3xf32>) -> ()
}

// -----
// case: c2_element_type
// expected: batch_norm_grad_c2
func.func @main(%a0: tensor<2x2x3xf32>, %a1: tensor<3xf32>, %a2: tensor<3xf32>, %a3: tensor<3xf32>, %a4: tensor<2x2x3xf64>) -> (tensor<2x2x3xf32>, tensor<3xf32>, tensor<3xf32>) {
  %r:3 = "stablehlo.batch_norm_grad"(%a0, %a1, %a2, %a3, %a4) {epsilon = 0.001 : f32, feature_index = 2 : i64} : (tensor<2x2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<2x2x3xf64>) -> (tensor<2x2x3xf32>, tensor<3xf32>, tensor<3xf32>)
  "func.return"(%r#0, %r#1, %r#2) : (tensor<2x2x3xf32>, tensor<3xf32>, tensor<3xf32>) -> ()
}

// -----
// case: c3_grad_output_shape
// expected: batch_norm_grad_c3
func.func @main(%a0: tensor<2x2x3xf32>, %a1: tensor<3xf32>, %a2: tensor<3xf32>, %a3: tensor<3xf32>, %a4: tensor<2x1x3xf32>) -> (tensor<2x2x3xf32>, tensor<3xf32>, tensor<3xf32>) {
  %r:3 = "stablehlo.batch_norm_grad"(%a0, %a1, %a2, %a3, %a4) {epsilon = 0.001 : f32, feature_index = 2 : i64} : (tensor<2x2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<2x1x3xf32>) -> (tensor<2x2x3xf32>, tensor<3xf32>, tensor<3xf32>)
  "func.return"(%r#0, %r#1, %r#2) : (tensor<2x2x3xf32>, tensor<3xf32>, tensor<3xf32>) -> ()
}

// -----
// case: c3_grad_operand_shape
// expected: batch_norm_grad_c3
func.func @main(%a0: tensor<2x2x3xf32>, %a1: tensor<3xf32>, %a2: tensor<3xf32>, %a3: tensor<3xf32>, %a4: tensor<2x2x3xf32>) -> (tensor<2x1x3xf32>, tensor<3xf32>, tensor<3xf32>) {
  %r:3 = "stablehlo.batch_norm_grad"(%a0, %a1, %a2, %a3, %a4) {epsilon = 0.001 : f32, feature_index = 2 : i64} : (tensor<2x2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<2x2x3xf32>) -> (tensor<2x1x3xf32>, tensor<3xf32>, tensor<3xf32>)
  "func.return"(%r#0, %r#1, %r#2) : (tensor<2x1x3xf32>, tensor<3xf32>, tensor<3xf32>) -> ()
}

// -----
// case: c4_grad_scale_shape
// expected: batch_norm_grad_c4
// grad_offset has 2 elements, scale 3: size(scale) = 3 = dim(operand, 2) holds
func.func @main(%a0: tensor<2x2x3xf32>, %a1: tensor<3xf32>, %a2: tensor<3xf32>, %a3: tensor<3xf32>, %a4: tensor<2x2x3xf32>) -> (tensor<2x2x3xf32>, tensor<3xf32>, tensor<2xf32>) {
  %r:3 = "stablehlo.batch_norm_grad"(%a0, %a1, %a2, %a3, %a4) {epsilon = 0.001 : f32, feature_index = 2 : i64} : (tensor<2x2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<2x2x3xf32>) -> (tensor<2x2x3xf32>, tensor<3xf32>, tensor<2xf32>)
  "func.return"(%r#0, %r#1, %r#2) : (tensor<2x2x3xf32>, tensor<3xf32>, tensor<2xf32>) -> ()
}

// -----
// case: c5_scale_size
// expected: batch_norm_grad_c5
func.func @main(%a0: tensor<2x2x3xf32>, %a1: tensor<2xf32>, %a2: tensor<2xf32>, %a3: tensor<2xf32>, %a4: tensor<2x2x3xf32>) -> (tensor<2x2x3xf32>, tensor<2xf32>, tensor<2xf32>) {
  %r:3 = "stablehlo.batch_norm_grad"(%a0, %a1, %a2, %a3, %a4) {epsilon = 0.001 : f32, feature_index = 2 : i64} : (tensor<2x2x3xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2x2x3xf32>) -> (tensor<2x2x3xf32>, tensor<2xf32>, tensor<2xf32>)
  "func.return"(%r#0, %r#1, %r#2) : (tensor<2x2x3xf32>, tensor<2xf32>, tensor<2xf32>) -> ()
}
