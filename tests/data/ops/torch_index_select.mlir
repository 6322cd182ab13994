func.func @main(%operand: tensor<5x1x5xi32>, %index: tensor<2xi32>) -> tensor<2x1x5xi32> {
  %0 = "stablehlo.torch_index_select"(%operand, %index) {dim = 0 : i64, batch_dims = 0 : i64} : (tensor<5x1x5xi32>, tensor<2xi32>) -> tensor<2x1x5xi32>
  "func.return"(%0) : (tensor<2x1x5xi32>) -> ()
}

func.func @batched(%operand: tensor<4x8x3xf32>, %index: tensor<4x2xi64>) -> tensor<4x2x3xf32> {
  %0 = "stablehlo.torch_index_select"(%operand, %index) {dim = 1 : i64, batch_dims = 1 : i64} : (tensor<4x8x3xf32>, tensor<4x2xi64>) -> tensor<4x2x3xf32>
  "func.return"(%0) : (tensor<4x2x3xf32>) -> ()
}
