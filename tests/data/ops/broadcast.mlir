func.func @main(%operand: tensor<1x3xi32>) -> tensor<2x4x1x3xi32> {
  %0 = "stablehlo.broadcast"(%operand) {broadcast_sizes = array<i64: 2, 4>} : (tensor<1x3xi32>) -> tensor<2x4x1x3xi32>
  "func.return"(%0) : (tensor<2x4x1x3xi32>) -> ()
}

func.func @variants(%a: tensor<f32>, %b: tensor<?x3xbf16>) -> (tensor<3xf32>, tensor<?x3xbf16>, tensor<2x?x3xbf16>) {
  %0 = "stablehlo.broadcast"(%a) {broadcast_sizes = array<i64: 3>} : (tensor<f32>) -> tensor<3xf32>
  %1 = "stablehlo.broadcast"(%b) {broadcast_sizes = array<i64>} : (tensor<?x3xbf16>) -> tensor<?x3xbf16>
  %2 = "stablehlo.broadcast"(%b) {broadcast_sizes = array<i64: 2>} : (tensor<?x3xbf16>) -> tensor<2x?x3xbf16>
  "func.return"(%0, %1, %2) : (tensor<3xf32>, tensor<?x3xbf16>, tensor<2x?x3xbf16>) -> ()
}
