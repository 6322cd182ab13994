func.func @main(%operand: tensor<2xf32>) -> tensor<1x2xf32> {
  %result = "stablehlo.reshape"(%operand) : (tensor<2xf32>) -> tensor<1x2xf32>
  "func.return"(%result) : (tensor<1x2xf32>) -> ()
}

func.func @variants(%a: tensor<2x3x2xi32>, %b: tensor<f32>, %c: tensor<1x1xcomplex<f32>>, %d: tensor<4xi1>) -> (tensor<3x2x2xi32>, tensor<1x1x1xf32>, tensor<complex<f32>>, tensor<2x2xi1>, tensor<12xi32>) {
  %0 = "stablehlo.reshape"(%a) : (tensor<2x3x2xi32>) -> tensor<3x2x2xi32>
  %1 = "stablehlo.reshape"(%b) : (tensor<f32>) -> tensor<1x1x1xf32>
  %2 = "stablehlo.reshape"(%c) : (tensor<1x1xcomplex<f32>>) -> tensor<complex<f32>>
  %3 = "stablehlo.reshape"(%d) : (tensor<4xi1>) -> tensor<2x2xi1>
  %4 = "stablehlo.reshape"(%a) : (tensor<2x3x2xi32>) -> tensor<12xi32>
  "func.return"(%0, %1, %2, %3, %4) : (tensor<3x2x2xi32>, tensor<1x1x1xf32>, tensor<complex<f32>>, tensor<2x2xi1>, tensor<12xi32>) -> ()
}

func.func @bounded(%a: tensor<?x3xf32, #stablehlo.bounds<5, ?>>) -> tensor<?x1x3xf32, #stablehlo.bounds<5, ?, ?>> {
  %0 = "stablehlo.reshape"(%a) : (tensor<?x3xf32, #stablehlo.bounds<5, ?>>) -> tensor<?x1x3xf32, #stablehlo.bounds<5, ?, ?>>
  "func.return"(%0) : (tensor<?x1x3xf32, #stablehlo.bounds<5, ?, ?>>) -> ()
}
