// add on quantized tensors: same storage/expressed types (C3, C4); per-axis iff an operand is per-axis (C5-C7)
func.func @per_tensor(%lhs: tensor<2x!quant.uniform<i8:f32, 0.5:3>>, %rhs: tensor<2x!quant.uniform<i8:f32, 0.25:-1>>) -> tensor<2x!quant.uniform<i8:f32, 1.0:0>> {
  %result = "stablehlo.add"(%lhs, %rhs) : (tensor<2x!quant.uniform<i8:f32, 0.5:3>>, tensor<2x!quant.uniform<i8:f32, 0.25:-1>>) -> tensor<2x!quant.uniform<i8:f32, 1.0:0>>
  "func.return"(%result) : (tensor<2x!quant.uniform<i8:f32, 1.0:0>>) -> ()
}

func.func @same_type(%x: tensor<2x3x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<2x3x!quant.uniform<i8:f32, 0.5:3>> {
  %0 = "stablehlo.add"(%x, %x) : (tensor<2x3x!quant.uniform<i8:f32, 0.5:3>>, tensor<2x3x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<2x3x!quant.uniform<i8:f32, 0.5:3>>
  "func.return"(%0) : (tensor<2x3x!quant.uniform<i8:f32, 0.5:3>>) -> ()
}

func.func @per_axis(%lhs: tensor<3x2x!quant.uniform<i8<-127:127>:f32:1, {0.1:-30, 0.5:-20}>>, %rhs: tensor<3x2x!quant.uniform<i8<-127:127>:f32, 0.2:0>>) -> tensor<3x2x!quant.uniform<i8<-127:127>:f32:1, {0.2:-10, 0.6:-5}>> {
  %0 = "stablehlo.add"(%lhs, %rhs) : (tensor<3x2x!quant.uniform<i8<-127:127>:f32:1, {0.1:-30, 0.5:-20}>>, tensor<3x2x!quant.uniform<i8<-127:127>:f32, 0.2:0>>) -> tensor<3x2x!quant.uniform<i8<-127:127>:f32:1, {0.2:-10, 0.6:-5}>>
  "func.return"(%0) : (tensor<3x2x!quant.uniform<i8<-127:127>:f32:1, {0.2:-10, 0.6:-5}>>) -> ()
}

func.func @quantize_add_dequantize(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %qa = "stablehlo.uniform_quantize"(%a) : (tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f32, 0.1:0>>
  %qb = "stablehlo.uniform_quantize"(%b) : (tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f32, 0.1:0>>
  %s = "stablehlo.add"(%qa, %qb) : (tensor<4x!quant.uniform<i8:f32, 0.1:0>>, tensor<4x!quant.uniform<i8:f32, 0.1:0>>) -> tensor<4x!quant.uniform<i8:f32, 0.2:0>>
  %r = "stablehlo.uniform_dequantize"(%s) : (tensor<4x!quant.uniform<i8:f32, 0.2:0>>) -> tensor<4xf32>
  "func.return"(%r) : (tensor<4xf32>) -> ()
}
