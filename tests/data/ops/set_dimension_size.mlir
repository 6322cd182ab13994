func.func @main(%operand: tensor<4x3xf32>, %size: tensor<i32>) -> tensor<?x3xf32, #stablehlo.bounds<4, ?>> {
  %0 = "stablehlo.set_dimension_size"(%operand, %size) {dimension = 0 : i64} : (tensor<4x3xf32>, tensor<i32>) -> tensor<?x3xf32, #stablehlo.bounds<4, ?>>
  "func.return"(%0) : (tensor<?x3xf32, #stablehlo.bounds<4, ?>>) -> ()
}
