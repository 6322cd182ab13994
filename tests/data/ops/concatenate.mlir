func.func @main(%input0: tensor<3x2xi64>, %input1: tensor<1x2xi64>) -> tensor<4x2xi64> {
  %result = "stablehlo.concatenate"(%input0, %input1) {
    dimension = 0 : i64
  } : (tensor<3x2xi64>, tensor<1x2xi64>) -> tensor<4x2xi64>
  "func.return"(%result) : (tensor<4x2xi64>) -> ()
}

func.func @one(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "stablehlo.concatenate"(%a) {dimension = 1 : i64} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  "func.return"(%0) : (tensor<2x3xf32>) -> ()
}

func.func @three(%a: tensor<2x1xbf16>, %b: tensor<2x2xbf16>, %c: tensor<2x3xbf16>) -> tensor<2x6xbf16> {
  %0 = "stablehlo.concatenate"(%a, %b, %c) {dimension = 1 : i64} : (tensor<2x1xbf16>, tensor<2x2xbf16>, tensor<2x3xbf16>) -> tensor<2x6xbf16>
  "func.return"(%0) : (tensor<2x6xbf16>) -> ()
}

func.func @types(%a: tensor<2xi1>, %b: tensor<2xcomplex<f64>>, %c: tensor<2xui2>, %d: tensor<2xf4E2M1FN>) -> (tensor<4xi1>, tensor<4xcomplex<f64>>, tensor<4xui2>, tensor<4xf4E2M1FN>) {
  %0 = "stablehlo.concatenate"(%a, %a) {dimension = 0 : i64} : (tensor<2xi1>, tensor<2xi1>) -> tensor<4xi1>
  %1 = "stablehlo.concatenate"(%b, %b) {dimension = 0 : i64} : (tensor<2xcomplex<f64>>, tensor<2xcomplex<f64>>) -> tensor<4xcomplex<f64>>
  %2 = "stablehlo.concatenate"(%c, %c) {dimension = 0 : i64} : (tensor<2xui2>, tensor<2xui2>) -> tensor<4xui2>
  %3 = "stablehlo.concatenate"(%d, %d) {dimension = 0 : i64} : (tensor<2xf4E2M1FN>, tensor<2xf4E2M1FN>) -> tensor<4xf4E2M1FN>
  "func.return"(%0, %1, %2, %3) : (tensor<4xi1>, tensor<4xcomplex<f64>>, tensor<4xui2>, tensor<4xf4E2M1FN>) -> ()
}

func.func @dynamic(%a: tensor<?x2xf32>, %b: tensor<3x2xf32>, %c: tensor<?x2xf32, #stablehlo.bounds<4, ?>>) -> (tensor<?x2xf32>, tensor<?x2xf32, #stablehlo.bounds<7, ?>>) {
  %0 = "stablehlo.concatenate"(%a, %b) {dimension = 0 : i64} : (tensor<?x2xf32>, tensor<3x2xf32>) -> tensor<?x2xf32>
  %1 = "stablehlo.concatenate"(%c, %b) {dimension = 0 : i64} : (tensor<?x2xf32, #stablehlo.bounds<4, ?>>, tensor<3x2xf32>) -> tensor<?x2xf32, #stablehlo.bounds<7, ?>>
  "func.return"(%0, %1) : (tensor<?x2xf32>, tensor<?x2xf32, #stablehlo.bounds<7, ?>>) -> ()
}
