// spec example
func.func @main(%operand: tensor<2x!quant.uniform<i8:f32:0, {0.1:-30,0.5:-20}>>) -> tensor<2xf32> {
  %result = "stablehlo.uniform_dequantize"(%operand) : (tensor<2x!quant.uniform<i8:f32:0, {0.1:-30,0.5:-20}>>) -> tensor<2xf32>
  "func.return"(%result) : (tensor<2xf32>) -> ()
}

func.func @per_tensor(%a: tensor<2x!quant.uniform<i8:f32, 0.5:3>>, %b: tensor<4x!quant.uniform<ui8:bf16, 2.5:128>>, %c: tensor<!quant.uniform<i4<-7:7>:f16, 0.25>>) -> (tensor<2xf32>, tensor<4xbf16>, tensor<f16>) {
  %0 = "stablehlo.uniform_dequantize"(%a) : (tensor<2x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<2xf32>
  %1 = "stablehlo.uniform_dequantize"(%b) : (tensor<4x!quant.uniform<ui8:bf16, 2.5:128>>) -> tensor<4xbf16>
  %2 = "stablehlo.uniform_dequantize"(%c) : (tensor<!quant.uniform<i4<-7:7>:f16, 0.25>>) -> tensor<f16>
  "func.return"(%0, %1, %2) : (tensor<2xf32>, tensor<4xbf16>, tensor<f16>) -> ()
}

func.func @per_axis_2d(%a: tensor<3x2x!quant.uniform<i8<-127:127>:f32:1, {0.1:-30, 0.5:-20}>>) -> tensor<3x2xf32> {
  %0 = "stablehlo.uniform_dequantize"(%a) : (tensor<3x2x!quant.uniform<i8<-127:127>:f32:1, {0.1:-30, 0.5:-20}>>) -> tensor<3x2xf32>
  "func.return"(%0) : (tensor<3x2xf32>) -> ()
}
