// QuantizedTensorConstant: literal elements are storage-type values
func.func @constants() -> (tensor<2x!quant.uniform<i8:f32, 0.5:3>>, tensor<2x2x!quant.uniform<i8:f32:1, {0.1:-30, 0.5:-20}>>, tensor<!quant.uniform<ui8:f32, 2.0:128>>) {
  %0 = "stablehlo.constant"() {value = dense<[10, -5]> : tensor<2xi8>} : () -> tensor<2x!quant.uniform<i8:f32, 0.5:3>>
  %1 = "stablehlo.constant"() {value = dense<[[1, 2], [3, 4]]> : tensor<2x2xi8>} : () -> tensor<2x2x!quant.uniform<i8:f32:1, {0.1:-30, 0.5:-20}>>
  %2 = "stablehlo.constant"() {value = dense<200> : tensor<ui8>} : () -> tensor<!quant.uniform<ui8:f32, 2.0:128>>
  "func.return"(%0, %1, %2) : (tensor<2x!quant.uniform<i8:f32, 0.5:3>>, tensor<2x2x!quant.uniform<i8:f32:1, {0.1:-30, 0.5:-20}>>, tensor<!quant.uniform<ui8:f32, 2.0:128>>) -> ()
}

// shape ops that accept quantized tensors; per-axis quantization dimension follows the permutation
func.func @shape_ops(%x: tensor<2x3x!quant.uniform<i8:f32, 0.5:3>>, %y: tensor<2x3x!quant.uniform<i8:f32:1, {0.1, 0.2, 0.3}>>) -> (tensor<3x2x!quant.uniform<i8:f32, 0.5:3>>, tensor<3x2x!quant.uniform<i8:f32:0, {0.1, 0.2, 0.3}>>, tensor<6x!quant.uniform<i8:f32, 0.5:3>>, tensor<4x2x3x!quant.uniform<i8:f32:2, {0.1, 0.2, 0.3}>>) {
  %0 = "stablehlo.transpose"(%x) {permutation = array<i64: 1, 0>} : (tensor<2x3x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<3x2x!quant.uniform<i8:f32, 0.5:3>>
  %1 = "stablehlo.transpose"(%y) {permutation = array<i64: 1, 0>} : (tensor<2x3x!quant.uniform<i8:f32:1, {0.1, 0.2, 0.3}>>) -> tensor<3x2x!quant.uniform<i8:f32:0, {0.1, 0.2, 0.3}>>
  %2 = "stablehlo.reshape"(%x) : (tensor<2x3x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<6x!quant.uniform<i8:f32, 0.5:3>>
  %3 = "stablehlo.broadcast_in_dim"(%y) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<2x3x!quant.uniform<i8:f32:1, {0.1, 0.2, 0.3}>>) -> tensor<4x2x3x!quant.uniform<i8:f32:2, {0.1, 0.2, 0.3}>>
  "func.return"(%0, %1, %2, %3) : (tensor<3x2x!quant.uniform<i8:f32, 0.5:3>>, tensor<3x2x!quant.uniform<i8:f32:0, {0.1, 0.2, 0.3}>>, tensor<6x!quant.uniform<i8:f32, 0.5:3>>, tensor<4x2x3x!quant.uniform<i8:f32:2, {0.1, 0.2, 0.3}>>) -> ()
}

// elementwise ops through dequantize_op_quantize semantics
func.func @elementwise(%x: tensor<4x!quant.uniform<i8:f32, 0.5:3>>) -> (tensor<4x!quant.uniform<i8:f32, 0.5:3>>, tensor<4x!quant.uniform<i8:f32, 0.5:3>>, tensor<4x!quant.uniform<i8:f32, 0.5:3>>) {
  %0 = "stablehlo.abs"(%x) : (tensor<4x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<4x!quant.uniform<i8:f32, 0.5:3>>
  %1 = "stablehlo.tanh"(%x) : (tensor<4x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<4x!quant.uniform<i8:f32, 0.5:3>>
  %2 = "stablehlo.maximum"(%0, %1) : (tensor<4x!quant.uniform<i8:f32, 0.5:3>>, tensor<4x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<4x!quant.uniform<i8:f32, 0.5:3>>
  "func.return"(%0, %1, %2) : (tensor<4x!quant.uniform<i8:f32, 0.5:3>>, tensor<4x!quant.uniform<i8:f32, 0.5:3>>, tensor<4x!quant.uniform<i8:f32, 0.5:3>>) -> ()
}

// reduce over quantized values: the body works on rank-0 quantized tensors
func.func @reduce(%x: tensor<2x3x!quant.uniform<i8:f32, 0.5:3>>, %init: tensor<!quant.uniform<i8:f32, 0.5:3>>) -> tensor<3x!quant.uniform<i8:f32, 0.5:3>> {
  %0 = "stablehlo.reduce"(%x, %init) ({
  ^bb0(%a: tensor<!quant.uniform<i8:f32, 0.5:3>>, %b: tensor<!quant.uniform<i8:f32, 0.5:3>>):
    %m = "stablehlo.maximum"(%a, %b) : (tensor<!quant.uniform<i8:f32, 0.5:3>>, tensor<!quant.uniform<i8:f32, 0.5:3>>) -> tensor<!quant.uniform<i8:f32, 0.5:3>>
    "stablehlo.return"(%m) : (tensor<!quant.uniform<i8:f32, 0.5:3>>) -> ()
  }) {dimensions = array<i64: 0>} : (tensor<2x3x!quant.uniform<i8:f32, 0.5:3>>, tensor<!quant.uniform<i8:f32, 0.5:3>>) -> tensor<3x!quant.uniform<i8:f32, 0.5:3>>
  "func.return"(%0) : (tensor<3x!quant.uniform<i8:f32, 0.5:3>>) -> ()
}
