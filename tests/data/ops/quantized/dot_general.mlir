// static range: lhs/rhs/result quantized, same storage (C17) and expressed (C18) types, rhs zero point 0 (C15)
func.func @per_tensor(%lhs: tensor<2x3x!quant.uniform<i8:f32, 0.5:3>>, %rhs: tensor<3x4x!quant.uniform<i8:f32, 0.25:0>>) -> tensor<2x4x!quant.uniform<i32:f32, 0.125:0>> {
  %result = "stablehlo.dot_general"(%lhs, %rhs) {
    dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>
  } : (tensor<2x3x!quant.uniform<i8:f32, 0.5:3>>, tensor<3x4x!quant.uniform<i8:f32, 0.25:0>>) -> tensor<2x4x!quant.uniform<i32:f32, 0.125:0>>
  "func.return"(%result) : (tensor<2x4x!quant.uniform<i32:f32, 0.125:0>>) -> ()
}

// per-axis rhs, quantization dimension not contracted (C16)
func.func @per_axis_rhs(%lhs: tensor<2x3x!quant.uniform<i8:f32, 0.5:3>>, %rhs: tensor<3x2x!quant.uniform<i8<-127:127>:f32:1, {0.1:0, 0.2:0}>>) -> tensor<2x2x!quant.uniform<i32:f32:1, {0.05:0, 0.1:0}>> {
  %0 = "stablehlo.dot_general"(%lhs, %rhs) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x!quant.uniform<i8:f32, 0.5:3>>, tensor<3x2x!quant.uniform<i8<-127:127>:f32:1, {0.1:0, 0.2:0}>>) -> tensor<2x2x!quant.uniform<i32:f32:1, {0.05:0, 0.1:0}>>
  "func.return"(%0) : (tensor<2x2x!quant.uniform<i32:f32:1, {0.05:0, 0.1:0}>>) -> ()
}

// hybrid (weight-only): float lhs and result, quantized rhs; element_type(lhs) = expressed_type(rhs) = element_type(result) (C20)
func.func @hybrid(%lhs: tensor<2x3xf32>, %rhs: tensor<3x4x!quant.uniform<i8:f32, 0.25:0>>, %rhs_axis: tensor<3x4x!quant.uniform<i8:f32:1, {0.1, 0.2, 0.3, 0.4}>>) -> (tensor<2x4xf32>, tensor<2x4xf32>) {
  %0 = "stablehlo.dot_general"(%lhs, %rhs) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x3xf32>, tensor<3x4x!quant.uniform<i8:f32, 0.25:0>>) -> tensor<2x4xf32>
  %1 = "stablehlo.dot_general"(%lhs, %rhs_axis) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x3xf32>, tensor<3x4x!quant.uniform<i8:f32:1, {0.1, 0.2, 0.3, 0.4}>>) -> tensor<2x4xf32>
  "func.return"(%0, %1) : (tensor<2x4xf32>, tensor<2x4xf32>) -> ()
}

// batched
func.func @batched(%lhs: tensor<5x2x3x!quant.uniform<i8:f32, 0.5:-2>>, %rhs: tensor<5x3x4x!quant.uniform<i8:f32, 0.5:0>>) -> tensor<5x2x4x!quant.uniform<i32:f32, 0.25:0>> {
  %0 = "stablehlo.dot_general"(%lhs, %rhs) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<5x2x3x!quant.uniform<i8:f32, 0.5:-2>>, tensor<5x3x4x!quant.uniform<i8:f32, 0.5:0>>) -> tensor<5x2x4x!quant.uniform<i32:f32, 0.25:0>>
  "func.return"(%0) : (tensor<5x2x4x!quant.uniform<i32:f32, 0.25:0>>) -> ()
}
