func.func @main(%token: !stablehlo.token) -> (tensor<2x2xi64>, !stablehlo.token) {
  %results0:2 = "stablehlo.infeed"(%token) {
    infeed_config = ""
  } : (!stablehlo.token) -> (tensor<2x2xi64>, !stablehlo.token)
  "func.return"(%results0#0, %results0#1) : (tensor<2x2xi64>, !stablehlo.token) -> ()
}

func.func @no_config(%token: !stablehlo.token) -> !stablehlo.token {
  %0 = "stablehlo.infeed"(%token) : (!stablehlo.token) -> !stablehlo.token
  "func.return"(%0) : (!stablehlo.token) -> ()
}

func.func @config_layout(%token: !stablehlo.token) -> (tensor<3xf32>, tensor<2x2xi1>, !stablehlo.token) {
  %0:3 = "stablehlo.infeed"(%token) {infeed_config = "foo", layout = [[0], [1, 0]]} : (!stablehlo.token) -> (tensor<3xf32>, tensor<2x2xi1>, !stablehlo.token)
  "func.return"(%0#0, %0#1, %0#2) : (tensor<3xf32>, tensor<2x2xi1>, !stablehlo.token) -> ()
}
