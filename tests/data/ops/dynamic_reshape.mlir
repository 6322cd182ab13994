func.func @main(%operand: tensor<2x3x2xi64>, %output_shape: tensor<2xi64>) -> tensor<3x4xi64> {
  %result = "stablehlo.dynamic_reshape"(%operand, %output_shape) : (tensor<2x3x2xi64>, tensor<2xi64>) -> tensor<3x4xi64>
  "func.return"(%result) : (tensor<3x4xi64>) -> ()
}

func.func @dynamic(%operand: tensor<?x3xf32>, %shape: tensor<3xi32>, %shape2: tensor<1xindex>) -> (tensor<?x?x3xf32>, tensor<?xf32>) {
  %0 = "stablehlo.dynamic_reshape"(%operand, %shape) : (tensor<?x3xf32>, tensor<3xi32>) -> tensor<?x?x3xf32>
  %1 = "stablehlo.dynamic_reshape"(%operand, %shape2) : (tensor<?x3xf32>, tensor<1xindex>) -> tensor<?xf32>
  "func.return"(%0, %1) : (tensor<?x?x3xf32>, tensor<?xf32>) -> ()
}
