module {
  func.func @main(%arg0: tensor<2x2x2xi64>, %arg1: !stablehlo.token) -> !stablehlo.token {
    %0 = "stablehlo.outfeed"(%arg0, %arg1) <{outfeed_config = ""}> : (tensor<2x2x2xi64>, !stablehlo.token) -> !stablehlo.token
    return %0 : !stablehlo.token
  }
  func.func @variants(%arg0: tensor<3xf32>, %arg1: tensor<i1>, %arg2: !stablehlo.token) -> (!stablehlo.token, !stablehlo.token, !stablehlo.token) {
    %0 = "stablehlo.outfeed"(%arg2) <{outfeed_config = ""}> : (!stablehlo.token) -> !stablehlo.token
    %1 = "stablehlo.outfeed"(%arg0, %arg1, %0) <{outfeed_config = "cfg"}> : (tensor<3xf32>, tensor<i1>, !stablehlo.token) -> !stablehlo.token
    %2 = "stablehlo.outfeed"(%arg0, %1) <{outfeed_config = ""}> : (tensor<3xf32>, !stablehlo.token) -> !stablehlo.token
    return %0, %1, %2 : !stablehlo.token, !stablehlo.token, !stablehlo.token
  }
}
