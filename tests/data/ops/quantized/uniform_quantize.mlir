// spec examples
func.func @main(%operand: tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32:0, {0.1:-30,0.5:-20}>> {
  %result = "stablehlo.uniform_quantize"(%operand) : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32:0, {0.1:-30,0.5:-20}>>
  "func.return"(%result) : (tensor<2x!quant.uniform<i8:f32:0, {0.1:-30,0.5:-20}>>) -> ()
}

func.func @requantize(%operand: tensor<2x!quant.uniform<i8:f32:0, {0.1:-30,0.5:-20}>>) -> tensor<2x!quant.uniform<i8:f32:0, {0.1:-20,0.2:-30}>> {
  %result = "stablehlo.uniform_quantize"(%operand) : (tensor<2x!quant.uniform<i8:f32:0, {0.1:-30,0.5:-20}>>) -> tensor<2x!quant.uniform<i8:f32:0, {0.1:-20,0.2:-30}>>
  "func.return"(%result) : (tensor<2x!quant.uniform<i8:f32:0, {0.1:-20,0.2:-30}>>) -> ()
}

func.func @per_tensor(%a: tensor<2x3xf32>, %b: tensor<4xbf16>, %c: tensor<f16>, %d: tensor<?x3xf32>) -> (tensor<2x3x!quant.uniform<i8:f32, 0.5:3>>, tensor<4x!quant.uniform<ui8:bf16, 2.5:128>>, tensor<!quant.uniform<i4<-7:7>:f16, 0.25>>, tensor<?x3x!quant.uniform<i16:f32, 1.0e-3:0>>) {
  %0 = "stablehlo.uniform_quantize"(%a) : (tensor<2x3xf32>) -> tensor<2x3x!quant.uniform<i8:f32, 0.5:3>>
  %1 = "stablehlo.uniform_quantize"(%b) : (tensor<4xbf16>) -> tensor<4x!quant.uniform<ui8:bf16, 2.5:128>>
  %2 = "stablehlo.uniform_quantize"(%c) : (tensor<f16>) -> tensor<!quant.uniform<i4<-7:7>:f16, 0.25>>
  %3 = "stablehlo.uniform_quantize"(%d) : (tensor<?x3xf32>) -> tensor<?x3x!quant.uniform<i16:f32, 1.0e-3:0>>
  "func.return"(%0, %1, %2, %3) : (tensor<2x3x!quant.uniform<i8:f32, 0.5:3>>, tensor<4x!quant.uniform<ui8:bf16, 2.5:128>>, tensor<!quant.uniform<i4<-7:7>:f16, 0.25>>, tensor<?x3x!quant.uniform<i16:f32, 1.0e-3:0>>) -> ()
}

func.func @per_tensor_to_per_axis(%a: tensor<3x2x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<3x2x!quant.uniform<i8<-127:127>:f32:1, {0.1:-30, 0.5:-20}>> {
  %0 = "stablehlo.uniform_quantize"(%a) : (tensor<3x2x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<3x2x!quant.uniform<i8<-127:127>:f32:1, {0.1:-30, 0.5:-20}>>
  "func.return"(%0) : (tensor<3x2x!quant.uniform<i8<-127:127>:f32:1, {0.1:-30, 0.5:-20}>>) -> ()
}
