func.func @main(%operand: tensor<2x2xi64>, %token: !stablehlo.token) -> !stablehlo.token {
  %result = "stablehlo.send"(%operand, %token) {
    channel_handle = #stablehlo.channel_handle<handle = 1, type = 2>,
    is_host_transfer = true
  } : (tensor<2x2xi64>, !stablehlo.token) -> !stablehlo.token
  "func.return"(%result) : (!stablehlo.token) -> ()
}

func.func @variants(%a: tensor<3xf32>, %b: tensor<?xbf16>, %token: !stablehlo.token) -> (!stablehlo.token, !stablehlo.token, !stablehlo.token, !stablehlo.token) {
  %0 = "stablehlo.send"(%token) {channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>} : (!stablehlo.token) -> !stablehlo.token
  %1 = "stablehlo.send"(%a, %b, %0) {channel_handle = #stablehlo.channel_handle<handle = 3, type = 1>, is_host_transfer = false} : (tensor<3xf32>, tensor<?xbf16>, !stablehlo.token) -> !stablehlo.token
  %2 = "stablehlo.send"(%a, %1) {channel_handle = #stablehlo.channel_handle<handle = 4, type = 1>, source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>} : (tensor<3xf32>, !stablehlo.token) -> !stablehlo.token
  %3 = "stablehlo.send"(%a, %2) {channel_handle = #stablehlo.channel_handle<handle = 5, type = 2>, is_host_transfer = true} : (tensor<3xf32>, !stablehlo.token) -> !stablehlo.token
  "func.return"(%0, %1, %2, %3) : (!stablehlo.token, !stablehlo.token, !stablehlo.token, !stablehlo.token) -> ()
}
