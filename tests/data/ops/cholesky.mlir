func.func @main(%a: tensor<3x3xf64>) -> tensor<3x3xf64> {
  %result = "stablehlo.cholesky"(%a) {lower = true} : (tensor<3x3xf64>) -> tensor<3x3xf64>
  "func.return"(%result) : (tensor<3x3xf64>) -> ()
}

func.func @upper(%a: tensor<3x3xf32>) -> tensor<3x3xf32> {
  %result = "stablehlo.cholesky"(%a) {lower = false} : (tensor<3x3xf32>) -> tensor<3x3xf32>
  "func.return"(%result) : (tensor<3x3xf32>) -> ()
}

func.func @no_attr(%a: tensor<2x4x4xf32>) -> tensor<2x4x4xf32> {
  %result = "stablehlo.cholesky"(%a) : (tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
  "func.return"(%result) : (tensor<2x4x4xf32>) -> ()
}

func.func @complex(%a: tensor<2x2xcomplex<f64>>) -> tensor<2x2xcomplex<f64>> {
  %result = "stablehlo.cholesky"(%a) {lower = true} : (tensor<2x2xcomplex<f64>>) -> tensor<2x2xcomplex<f64>>
  "func.return"(%result) : (tensor<2x2xcomplex<f64>>) -> ()
}

func.func @dynamic(%a: tensor<?x3x3xbf16>) -> tensor<?x3x3xbf16> {
  %result = "stablehlo.cholesky"(%a) {lower = true} : (tensor<?x3x3xbf16>) -> tensor<?x3x3xbf16>
  "func.return"(%result) : (tensor<?x3x3xbf16>) -> ()
}
