func.func @main(%operand: tensor<3xi64>) -> tensor<3xcomplex<f64>> {
  %result = "stablehlo.convert"(%operand) : (tensor<3xi64>) -> tensor<3xcomplex<f64>>
  "func.return"(%result) : (tensor<3xcomplex<f64>>) -> ()
}

func.func @same(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "stablehlo.convert"(%a) : (tensor<2xf32>) -> tensor<2xf32>
  "func.return"(%0) : (tensor<2xf32>) -> ()
}

func.func @types(%a: tensor<2xf32>, %b: tensor<2xi1>, %c: tensor<2xui8>, %d: tensor<2xbf16>, %e: tensor<2xf8E4M3FN>, %f: tensor<2xcomplex<f32>>) -> (tensor<2xbf16>, tensor<2xf16>, tensor<2xi4>, tensor<2xf8E5M2>, tensor<2xf32>, tensor<2xcomplex<f64>>, tensor<2xf4E2M1FN>, tensor<2xi1>, tensor<2xui2>) {
  %0 = "stablehlo.convert"(%a) : (tensor<2xf32>) -> tensor<2xbf16>
  %1 = "stablehlo.convert"(%b) : (tensor<2xi1>) -> tensor<2xf16>
  %2 = "stablehlo.convert"(%c) : (tensor<2xui8>) -> tensor<2xi4>
  %3 = "stablehlo.convert"(%d) : (tensor<2xbf16>) -> tensor<2xf8E5M2>
  %4 = "stablehlo.convert"(%e) : (tensor<2xf8E4M3FN>) -> tensor<2xf32>
  %5 = "stablehlo.convert"(%f) : (tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f64>>
  %6 = "stablehlo.convert"(%a) : (tensor<2xf32>) -> tensor<2xf4E2M1FN>
  %7 = "stablehlo.convert"(%a) : (tensor<2xf32>) -> tensor<2xi1>
  %8 = "stablehlo.convert"(%a) : (tensor<2xf32>) -> tensor<2xui2>
  "func.return"(%0, %1, %2, %3, %4, %5, %6, %7, %8) : (tensor<2xbf16>, tensor<2xf16>, tensor<2xi4>, tensor<2xf8E5M2>, tensor<2xf32>, tensor<2xcomplex<f64>>, tensor<2xf4E2M1FN>, tensor<2xi1>, tensor<2xui2>) -> ()
}

func.func @rank0(%a: tensor<i32>) -> tensor<f32> {
  %0 = "stablehlo.convert"(%a) : (tensor<i32>) -> tensor<f32>
  "func.return"(%0) : (tensor<f32>) -> ()
}

func.func @dynamic(%a: tensor<?x3xf32>, %b: tensor<?x3xi32, #stablehlo.bounds<5, ?>>) -> (tensor<?x3xi32>, tensor<?x3xf64, #stablehlo.bounds<5, ?>>, tensor<2x3xf16>) {
  %0 = "stablehlo.convert"(%a) : (tensor<?x3xf32>) -> tensor<?x3xi32>
  %1 = "stablehlo.convert"(%b) : (tensor<?x3xi32, #stablehlo.bounds<5, ?>>) -> tensor<?x3xf64, #stablehlo.bounds<5, ?>>
  %2 = "stablehlo.convert"(%a) : (tensor<?x3xf32>) -> tensor<2x3xf16>
  "func.return"(%0, %1, %2) : (tensor<?x3xi32>, tensor<?x3xf64, #stablehlo.bounds<5, ?>>, tensor<2x3xf16>) -> ()
}
