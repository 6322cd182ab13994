module {
  func.func @main(%arg0: tensor<f32>, %arg1: tensor<f32>) -> (tensor<f32>, tensor<f32>) {
    %0:2 = stablehlo.optimization_barrier %arg0, %arg1 : tensor<f32>, tensor<f32>
    return %0#0, %0#1 : tensor<f32>, tensor<f32>
  }
  func.func @one(%arg0: tensor<2x3xi32>) -> tensor<2x3xi32> {
    %0 = stablehlo.optimization_barrier %arg0 : tensor<2x3xi32>
    return %0 : tensor<2x3xi32>
  }
  func.func @none() {
    stablehlo.optimization_barrier()
    return
  }
  func.func @mixed(%arg0: !stablehlo.token, %arg1: tensor<2xcomplex<f32>>, %arg2: tensor<?x3xbf16>) -> (!stablehlo.token, tensor<2xcomplex<f32>>, tensor<?x3xbf16>) {
    %0:3 = stablehlo.optimization_barrier %arg0, %arg1, %arg2 : !stablehlo.token, tensor<2xcomplex<f32>>, tensor<?x3xbf16>
    return %0#0, %0#1, %0#2 : !stablehlo.token, tensor<2xcomplex<f32>>, tensor<?x3xbf16>
  }
}
