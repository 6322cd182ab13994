func.func @main(%operand: tensor<2x3x2xi32>) -> tensor<2x3x2xi32> {
  %result = "stablehlo.transpose"(%operand) {
    permutation = array<i64: 2, 1, 0>
  } : (tensor<2x3x2xi32>) -> tensor<2x3x2xi32>
  "func.return"(%result) : (tensor<2x3x2xi32>) -> ()
}

func.func @variants(%a: tensor<2x3xf32>, %b: tensor<f32>, %c: tensor<?x3xcomplex<f32>>, %d: tensor<?x3xi1, #stablehlo.bounds<5, ?>>) -> (tensor<3x2xf32>, tensor<2x3xf32>, tensor<f32>, tensor<3x?xcomplex<f32>>, tensor<3x?xi1, #stablehlo.bounds<?, 5>>) {
  %0 = "stablehlo.transpose"(%a) {permutation = array<i64: 1, 0>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %1 = "stablehlo.transpose"(%a) {permutation = array<i64: 0, 1>} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %2 = "stablehlo.transpose"(%b) {permutation = array<i64>} : (tensor<f32>) -> tensor<f32>
  %3 = "stablehlo.transpose"(%c) {permutation = array<i64: 1, 0>} : (tensor<?x3xcomplex<f32>>) -> tensor<3x?xcomplex<f32>>
  %4 = "stablehlo.transpose"(%d) {permutation = array<i64: 1, 0>} : (tensor<?x3xi1, #stablehlo.bounds<5, ?>>) -> tensor<3x?xi1, #stablehlo.bounds<?, 5>>
  "func.return"(%0, %1, %2, %3, %4) : (tensor<3x2xf32>, tensor<2x3xf32>, tensor<f32>, tensor<3x?xcomplex<f32>>, tensor<3x?xi1, #stablehlo.bounds<?, 5>>) -> ()
}
