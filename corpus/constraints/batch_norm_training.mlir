// Constraint cases of batch_norm_training (seed 000, section "batch_norm_training"): valid
// programs (float, dynamic, quantized) and one program per constraint that breaks exactly
// that constraint.

// case: valid_f32
// expected: valid
func.func @main(%a0: tensor<2x2x3xf32>, %a1: tensor<3xf32>, %a2: tensor<3xf32>) -> (tensor<2x2x3xf32>, tensor<3xf32>, tensor<3xf32>) {
  %r:3 = "stablehlo.batch_norm_training"(%a0, %a1, %a2) {epsilon = 0.001 : f32, feature_index = 2 : i64} : (tensor<2x2x3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<2x2x3xf32>, tensor<3xf32>, tensor<3xf32>)
  "func.return"(%r#0, %r#1, %r#2) : (tensor<2x2x3xf32>, tensor<3xf32>, tensor<3xf32>) -> ()
}

// -----
// case: valid_dynamic
// expected: valid
func.func @main(%a0: tensor<?x2x?xf32>, %a1: tensor<3xf32>, %a2: tensor<3xf32>) -> (tensor<?x2x?xf32>, tensor<3xf32>, tensor<3xf32>) {
  %r:3 = "stablehlo.batch_norm_training"(%a0, %a1, %a2) {epsilon = 0.001 : f32, feature_index = 2 : i64} : (tensor<?x2x?xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<?x2x?xf32>, tensor<3xf32>, tensor<3xf32>)
  "func.return"(%r#0, %r#1, %r#2) : (tensor<?x2x?xf32>, tensor<3xf32>, tensor<3xf32>) -> ()
}

// -----
// case: valid_quantized
// expected: valid
func.func @main(%a0: tensor<2x2x3x!quant.uniform<i8:f32, 0.5:-1>>, %a1: tensor<3x!quant.uniform<i8:f32, 0.25:2>>, %a2: tensor<3x!quant.uniform<i8:f32, 0.25:2>>) -> (tensor<2x2x3x!quant.uniform<i8:f32, 0.5:-1>>, tensor<3x!quant.uniform<i8:f32, 0.25:2>>, tensor<3x!quant.uniform<i8:f32, 0.25:2>>) {
  %r:3 = "stablehlo.batch_norm_training"(%a0, %a1, %a2) {epsilon = 0.001 : f32, feature_index = 2 : i64} : (tensor<2x2x3x!quant.uniform<i8:f32, 0.5:-1>>, tensor<3x!quant.uniform<i8:f32, 0.25:2>>, tensor<3x!quant.uniform<i8:f32, 0.25:2>>) -> (tensor<2x2x3x!quant.uniform<i8:f32, 0.5:-1>>, tensor<3x!quant.uniform<i8:f32, 0.25:2>>, tensor<3x!quant.uniform<i8:f32, 0.25:2>>)
  "func.return"(%r#0, %r#1, %r#2) : (tensor<2x2x3x!quant.uniform<i8:f32, 0.5:-1>>, tensor<3x!quant.uniform<i8:f32, 0.25:2>>, tensor<3x!quant.uniform<i8:f32, 0.25:2>>) -> ()
}

// -----
// case: c1_feature_index
// expected: batch_norm_training_c1
func.func @main(%a0: tensor<2x2x3xf32>, %a1: tensor<3xf32>, %a2: tensor<3xf32>) -> (tensor<2x2x3xf32>, tensor<3xf32>, tensor<3xf32>) {
  %r:3 = "stablehlo.batch_norm_training"(%a0, %a1, %a2) {epsilon = 0.001 : f32, feature_index = -1 : i64} : (tensor<2x2x3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<2x2x3xf32>, tensor<3xf32>, tensor<3xf32>)
  "func.return"(%r#0, %r#1, %r#2) : (tensor<2x2x3xf32>, tensor<3xf32>, tensor<3xf32>) -> ()
}

// -----
// case: c2_element_type
// expected: batch_norm_training_c2
func.func @main(%a0: tensor<2x2x3xf32>, %a1: tensor<3xf32>, %a2: tensor<3xf32>) -> (tensor<2x2x3xf32>, tensor<3xf64>, tensor<3xf32>) {
  %r:3 = "stablehlo.batch_norm_training"(%a0, %a1, %a2) {epsilon = 0.001 : f32, feature_index = 2 : i64} : (tensor<2x2x3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<2x2x3xf32>, tensor<3xf64>, tensor<3xf32>)
  "func.return"(%r#0, %r#1, %r#2) : (tensor<2x2x3xf32>, tensor<3xf64>, tensor<3xf32>) -> ()
}

// -----
// case: c3_scale_size
// expected: batch_norm_training_c3
func.func @main(%a0: tensor<2x2x3xf32>, %a1: tensor<2xf32>, %a2: tensor<3xf32>) -> (tensor<2x2x3xf32>, tensor<3xf32>, tensor<3xf32>) {
  %r:3 = "stablehlo.batch_norm_training"(%a0, %a1, %a2) {epsilon = 0.001 : f32, feature_index = 2 : i64} : (tensor<2x2x3xf32>, tensor<2xf32>, tensor<3xf32>) -> (tensor<2x2x3xf32>, tensor<3xf32>, tensor<3xf32>)
  "func.return"(%r#0, %r#1, %r#2) : (tensor<2x2x3xf32>, tensor<3xf32>, tensor<3xf32>) -> ()
}

// -----
// case: c4_offset_size
// expected: batch_norm_training_c4
func.func @main(%a0: tensor<2x2x3xf32>, %a1: tensor<3xf32>, %a2: tensor<2xf32>) -> (tensor<2x2x3xf32>, tensor<3xf32>, tensor<3xf32>) {
  %r:3 = "stablehlo.batch_norm_training"(%a0, %a1, %a2) {epsilon = 0.001 : f32, feature_index = 2 : i64} : (tensor<2x2x3xf32>, tensor<3xf32>, tensor<2xf32>) -> (tensor<2x2x3xf32>, tensor<3xf32>, tensor<3xf32>)
  "func.return"(%r#0, %r#1, %r#2) : (tensor<2x2x3xf32>, tensor<3xf32>, tensor<3xf32>) -> ()
}

// -----
// case: c5_batch_mean_size
// expected: batch_norm_training_c5
func.func @main(%a0: tensor<2x2x3xf32>, %a1: tensor<3xf32>, %a2: tensor<3xf32>) -> (tensor<2x2x3xf32>, tensor<2xf32>, tensor<3xf32>) {
  %r:3 = "stablehlo.batch_norm_training"(%a0, %a1, %a2) {epsilon = 0.001 : f32, feature_index = 2 : i64} : (tensor<2x2x3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<2x2x3xf32>, tensor<2xf32>, tensor<3xf32>)
  "func.return"(%r#0, %r#1, %r#2) : (tensor<2x2x3xf32>, tensor<2xf32>, tensor<3xf32>) -> ()
}

// -----
// case: c6_batch_var_size
// expected: batch_norm_training_c6
func.func @main(%a0: tensor<2x2x3xf32>, %a1: tensor<3xf32>, %a2: tensor<3xf32>) -> (tensor<2x2x3xf32>, tensor<3xf32>, tensor<2xf32>) {
  %r:3 = "stablehlo.batch_norm_training"(%a0, %a1, %a2) {epsilon = 0.001 : f32, feature_index = 2 : i64} : (tensor<2x2x3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<2x2x3xf32>, tensor<3xf32>, tensor<2xf32>)
  "func.return"(%r#0, %r#1, %r#2) : (tensor<2x2x3xf32>, tensor<3xf32>, tensor<2xf32>) -> ()
}

// -----
// case: c7_output_shape
// expected: batch_norm_training_c7
func.func @main(%a0: tensor<2x2x3xf32>, %a1: tensor<3xf32>, %a2: tensor<3xf32>) -> (tensor<2x3x3xf32>, tensor<3xf32>, tensor<3xf32>) {
  %r:3 = "stablehlo.batch_norm_training"(%a0, %a1, %a2) {epsilon = 0.001 : f32, feature_index = 2 : i64} : (tensor<2x2x3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<2x3x3xf32>, tensor<3xf32>, tensor<3xf32>)
  "func.return"(%r#0, %r#1, %r#2) : (tensor<2x3x3xf32>, tensor<3xf32>, tensor<3xf32>) -> ()
}
