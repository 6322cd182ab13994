func.func @main(%operand0: tensor<f32>, %operand1: tensor<f32>) -> (tensor<f32>, tensor<f32>) {
  %result0, %result1 = "stablehlo.optimization_barrier"(%operand0, %operand1) : (tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<f32>)
  "func.return"(%result0, %result1) : (tensor<f32>, tensor<f32>) -> ()
}

func.func @one(%a: tensor<2x3xi32>) -> tensor<2x3xi32> {
  %0 = "stablehlo.optimization_barrier"(%a) : (tensor<2x3xi32>) -> tensor<2x3xi32>
  "func.return"(%0) : (tensor<2x3xi32>) -> ()
}

func.func @none() {
  "stablehlo.optimization_barrier"() : () -> ()
  "func.return"() : () -> ()
}

func.func @mixed(%a: !stablehlo.token, %b: tensor<2xcomplex<f32>>, %c: tensor<?x3xbf16>) -> (!stablehlo.token, tensor<2xcomplex<f32>>, tensor<?x3xbf16>) {
  %0:3 = "stablehlo.optimization_barrier"(%a, %b, %c) : (!stablehlo.token, tensor<2xcomplex<f32>>, tensor<?x3xbf16>) -> (!stablehlo.token, tensor<2xcomplex<f32>>, tensor<?x3xbf16>)
  "func.return"(%0#0, %0#1, %0#2) : (!stablehlo.token, tensor<2xcomplex<f32>>, tensor<?x3xbf16>) -> ()
}
