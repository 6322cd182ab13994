func.func @main(%input0: tensor<2x2x2xi64>, %token: !stablehlo.token) -> !stablehlo.token {
  %result = "stablehlo.outfeed"(%input0, %token) {
    outfeed_config = ""
  } : (tensor<2x2x2xi64>, !stablehlo.token) -> !stablehlo.token
  "func.return"(%result) : (!stablehlo.token) -> ()
}

func.func @variants(%a: tensor<3xf32>, %b: tensor<i1>, %token: !stablehlo.token) -> (!stablehlo.token, !stablehlo.token, !stablehlo.token) {
  %0 = "stablehlo.outfeed"(%token) : (!stablehlo.token) -> !stablehlo.token
  %1 = "stablehlo.outfeed"(%a, %b, %0) {outfeed_config = "cfg"} : (tensor<3xf32>, tensor<i1>, !stablehlo.token) -> !stablehlo.token
  %2 = "stablehlo.outfeed"(%a, %1) : (tensor<3xf32>, !stablehlo.token) -> !stablehlo.token
  "func.return"(%0, %1, %2) : (!stablehlo.token, !stablehlo.token, !stablehlo.token) -> ()
}
