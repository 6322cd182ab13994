func.func @main(%lhs: tensor<2x3xf32>, %rhs: tensor<3x4xf32>) -> tensor<2x4xf32> {
  %0 = "stablehlo.einsum"(%lhs, %rhs) {einsum_config = "ab,bc->ac"} : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  "func.return"(%0) : (tensor<2x4xf32>) -> ()
}

func.func @batched(%lhs: tensor<5x2x3xbf16>, %rhs: tensor<5x3x4xbf16>) -> tensor<5x2x4xbf16> {
  %0 = "stablehlo.einsum"(%lhs, %rhs) {einsum_config = "bij,bjk->bik"} : (tensor<5x2x3xbf16>, tensor<5x3x4xbf16>) -> tensor<5x2x4xbf16>
  "func.return"(%0) : (tensor<5x2x4xbf16>) -> ()
}
