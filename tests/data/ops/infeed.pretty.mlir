module {
  func.func @main(%arg0: !stablehlo.token) -> (tensor<2x2xi64>, !stablehlo.token) {
    %0:2 = "stablehlo.infeed"(%arg0) <{infeed_config = ""}> : (!stablehlo.token) -> (tensor<2x2xi64>, !stablehlo.token)
    return %0#0, %0#1 : tensor<2x2xi64>, !stablehlo.token
  }
  func.func @no_config(%arg0: !stablehlo.token) -> !stablehlo.token {
    %0 = "stablehlo.infeed"(%arg0) <{infeed_config = ""}> : (!stablehlo.token) -> !stablehlo.token
    return %0 : !stablehlo.token
  }
  func.func @config_layout(%arg0: !stablehlo.token) -> (tensor<3xf32>, tensor<2x2xi1>, !stablehlo.token) {
    %0:3 = "stablehlo.infeed"(%arg0) <{infeed_config = "foo", layout = [[0], [1, 0]]}> : (!stablehlo.token) -> (tensor<3xf32>, tensor<2x2xi1>, !stablehlo.token)
    return %0#0, %0#1, %0#2 : tensor<3xf32>, tensor<2x2xi1>, !stablehlo.token
  }
}
