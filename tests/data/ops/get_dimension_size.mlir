func.func @main(%operand: tensor<2x3xi64>) -> tensor<i32> {
  %result = "stablehlo.get_dimension_size"(%operand) {
    dimension = 1 : i64
  } : (tensor<2x3xi64>) -> tensor<i32>
  "func.return"(%result) : (tensor<i32>) -> ()
}

func.func @dynamic(%a: tensor<?x3xf32>, %b: tensor<?x3xbf16, #stablehlo.bounds<5, ?>>) -> (tensor<i32>, tensor<i32>) {
  %0 = "stablehlo.get_dimension_size"(%a) {dimension = 0 : i64} : (tensor<?x3xf32>) -> tensor<i32>
  %1 = "stablehlo.get_dimension_size"(%b) {dimension = 0 : i64} : (tensor<?x3xbf16, #stablehlo.bounds<5, ?>>) -> tensor<i32>
  "func.return"(%0, %1) : (tensor<i32>, tensor<i32>) -> ()
}
