func.func @main(%operand: tensor<3x2xi32>) -> tensor<3x2xi32> {
  %result = "stablehlo.reverse"(%operand) {
    dimensions = array<i64: 1>
  } : (tensor<3x2xi32>) -> tensor<3x2xi32>
  "func.return"(%result) : (tensor<3x2xi32>) -> ()
}

func.func @variants(%a: tensor<2x3x4xf32>, %b: tensor<f64>, %c: tensor<?x3xbf16>) -> (tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<f64>, tensor<?x3xbf16>) {
  %0 = "stablehlo.reverse"(%a) {dimensions = array<i64: 0, 2>} : (tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  %1 = "stablehlo.reverse"(%a) {dimensions = array<i64>} : (tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  %2 = "stablehlo.reverse"(%b) {dimensions = array<i64>} : (tensor<f64>) -> tensor<f64>
  %3 = "stablehlo.reverse"(%c) {dimensions = array<i64: 0, 1>} : (tensor<?x3xbf16>) -> tensor<?x3xbf16>
  "func.return"(%0, %1, %2, %3) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<f64>, tensor<?x3xbf16>) -> ()
}
