func.func @main(%lhs: tensor<3x4xf32>, %rhs: tensor<4x5xf32>) -> tensor<3x5xf32> {
  %0 = "stablehlo.dot"(%lhs, %rhs) : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  "func.return"(%0) : (tensor<3x5xf32>) -> ()
}

func.func @vector(%lhs: tensor<4xf32>, %rhs: tensor<4xf32>, %m: tensor<3x4xf32>) -> (tensor<f32>, tensor<3xf32>) {
  %0 = "stablehlo.dot"(%lhs, %rhs) {precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<4xf32>, tensor<4xf32>) -> tensor<f32>
  %1 = "stablehlo.dot"(%m, %rhs) {precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision HIGH>]} : (tensor<3x4xf32>, tensor<4xf32>) -> tensor<3xf32>
  "func.return"(%0, %1) : (tensor<f32>, tensor<3xf32>) -> ()
}

func.func @types(%a: tensor<2x3xi8>, %b: tensor<3x2xi8>, %c: tensor<?x3xbf16>, %d: tensor<3x2xbf16>) -> (tensor<2x2xi32>, tensor<?x2xbf16>) {
  %0 = "stablehlo.dot"(%a, %b) {precision_config = []} : (tensor<2x3xi8>, tensor<3x2xi8>) -> tensor<2x2xi32>
  %1 = "stablehlo.dot"(%c, %d) : (tensor<?x3xbf16>, tensor<3x2xbf16>) -> tensor<?x2xbf16>
  "func.return"(%0, %1) : (tensor<2x2xi32>, tensor<?x2xbf16>) -> ()
}
