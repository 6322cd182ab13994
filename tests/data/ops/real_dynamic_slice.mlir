func.func @main(%operand: tensor<4x4xi32>, %start: tensor<2xi64>, %limit: tensor<2xi64>, %strides: tensor<2xi64>) -> tensor<?x?xi32> {
  %0 = "stablehlo.real_dynamic_slice"(%operand, %start, %limit, %strides) : (tensor<4x4xi32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<?x?xi32>
  "func.return"(%0) : (tensor<?x?xi32>) -> ()
}

func.func @dynamic(%operand: tensor<?x4xf32>, %start: tensor<2xindex>, %limit: tensor<2xindex>, %strides: tensor<2xindex>) -> tensor<?x2xf32> {
  %0 = "stablehlo.real_dynamic_slice"(%operand, %start, %limit, %strides) : (tensor<?x4xf32>, tensor<2xindex>, tensor<2xindex>, tensor<2xindex>) -> tensor<?x2xf32>
  "func.return"(%0) : (tensor<?x2xf32>) -> ()
}
