module {
  func.func @main(%arg0: tensor<2x3xf32>) -> tensor<3x2xf32> {
    %0 = stablehlo.unary_einsum %arg0, config = "ab->ba" : (tensor<2x3xf32>) -> tensor<3x2xf32>
    return %0 : tensor<3x2xf32>
  }
  func.func @reduce(%arg0: tensor<2x3xi32>) -> tensor<2xi32> {
    %0 = stablehlo.unary_einsum %arg0, config = "ab->a" : (tensor<2x3xi32>) -> tensor<2xi32>
    return %0 : tensor<2xi32>
  }
}
