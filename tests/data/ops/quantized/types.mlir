// Every syntactic variant of QuantizedTensorElementType, threaded through function signatures.
func.func @per_tensor(%a: tensor<2x!quant.uniform<i8:f32, 0.5:3>>,
                      %b: tensor<2x!quant.uniform<i8:f32, 0.5>>,
                      %c: tensor<2x!quant.uniform<i8<-127:127>:f32, 1.0e-2:-4>>,
                      %d: tensor<!quant.uniform<ui8:bf16, 2.5:128>>,
                      %e: tensor<3x!quant.uniform<i4:f16, 0.25:-1>>,
                      %f: tensor<?x2x!quant.uniform<i16:f64, 3.0517578125E-5>>,
                      %g: tensor<2x!quant.uniform<i32:f32, 1.0:0>>,
                      %h: tensor<2x!quant.uniform<ui4<0:15>:f32, 0.125:8>>)
    -> (tensor<2x!quant.uniform<i8:f32, 0.5:3>>, tensor<2x!quant.uniform<i8:f32, 0.5>>, tensor<2x!quant.uniform<i8<-127:127>:f32, 1.0e-2:-4>>, tensor<!quant.uniform<ui8:bf16, 2.5:128>>, tensor<3x!quant.uniform<i4:f16, 0.25:-1>>, tensor<?x2x!quant.uniform<i16:f64, 3.0517578125E-5>>, tensor<2x!quant.uniform<i32:f32, 1.0:0>>, tensor<2x!quant.uniform<ui4<0:15>:f32, 0.125:8>>) {
  "func.return"(%a, %b, %c, %d, %e, %f, %g, %h) : (tensor<2x!quant.uniform<i8:f32, 0.5:3>>, tensor<2x!quant.uniform<i8:f32, 0.5>>, tensor<2x!quant.uniform<i8<-127:127>:f32, 1.0e-2:-4>>, tensor<!quant.uniform<ui8:bf16, 2.5:128>>, tensor<3x!quant.uniform<i4:f16, 0.25:-1>>, tensor<?x2x!quant.uniform<i16:f64, 3.0517578125E-5>>, tensor<2x!quant.uniform<i32:f32, 1.0:0>>, tensor<2x!quant.uniform<ui4<0:15>:f32, 0.125:8>>) -> ()
}

func.func @per_axis(%a: tensor<2x!quant.uniform<i8:f32:0, {0.1:-30, 0.5:-20}>>,
                    %b: tensor<3x2x!quant.uniform<i8<-127:127>:f32:1, {0.1:-30, 0.5:-20}>>,
                    %c: tensor<2x3x!quant.uniform<i8:f32:1, {0.1, 0.2, 0.3}>>,
                    %d: tensor<1x!quant.uniform<ui8:f16:0, {1.5:7}>>)
    -> (tensor<2x!quant.uniform<i8:f32:0, {0.1:-30, 0.5:-20}>>, tensor<3x2x!quant.uniform<i8<-127:127>:f32:1, {0.1:-30, 0.5:-20}>>, tensor<2x3x!quant.uniform<i8:f32:1, {0.1, 0.2, 0.3}>>, tensor<1x!quant.uniform<ui8:f16:0, {1.5:7}>>) {
  "func.return"(%a, %b, %c, %d) : (tensor<2x!quant.uniform<i8:f32:0, {0.1:-30, 0.5:-20}>>, tensor<3x2x!quant.uniform<i8<-127:127>:f32:1, {0.1:-30, 0.5:-20}>>, tensor<2x3x!quant.uniform<i8:f32:1, {0.1, 0.2, 0.3}>>, tensor<1x!quant.uniform<ui8:f16:0, {1.5:7}>>) -> ()
}

// spec example spelling: no space after the comma inside the parameter list
func.func @compact_spelling(%a: tensor<2x!quant.uniform<i8:f32:0, {0.1:-30,0.5:-20}>>) -> tensor<2x!quant.uniform<i8:f32:0, {0.1:-30,0.5:-20}>> {
  "func.return"(%a) : (tensor<2x!quant.uniform<i8:f32:0, {0.1:-30,0.5:-20}>>) -> ()
}
