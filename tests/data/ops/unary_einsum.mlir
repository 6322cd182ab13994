func.func @main(%operand: tensor<2x3xf32>) -> tensor<3x2xf32> {
  %0 = "stablehlo.unary_einsum"(%operand) {einsum_config = "ab->ba"} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  "func.return"(%0) : (tensor<3x2xf32>) -> ()
}

func.func @reduce(%operand: tensor<2x3xi32>) -> tensor<2xi32> {
  %0 = "stablehlo.unary_einsum"(%operand) {einsum_config = "ab->a"} : (tensor<2x3xi32>) -> tensor<2xi32>
  "func.return"(%0) : (tensor<2xi32>) -> ()
}
