module {
  func.func @main(%arg0: tensor<2x2xi64>, %arg1: !stablehlo.token) -> !stablehlo.token {
    %0 = "stablehlo.send"(%arg0, %arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 2>, is_host_transfer = true}> : (tensor<2x2xi64>, !stablehlo.token) -> !stablehlo.token
    return %0 : !stablehlo.token
  }
  func.func @variants(%arg0: tensor<3xf32>, %arg1: tensor<?xbf16>, %arg2: !stablehlo.token) -> (!stablehlo.token, !stablehlo.token, !stablehlo.token, !stablehlo.token) {
    %0 = "stablehlo.send"(%arg2) <{channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>}> : (!stablehlo.token) -> !stablehlo.token
    %1 = "stablehlo.send"(%arg0, %arg1, %0) <{channel_handle = #stablehlo.channel_handle<handle = 3, type = 1>, is_host_transfer = false}> : (tensor<3xf32>, tensor<?xbf16>, !stablehlo.token) -> !stablehlo.token
    %2 = "stablehlo.send"(%arg0, %1) <{channel_handle = #stablehlo.channel_handle<handle = 4, type = 1>, source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>}> : (tensor<3xf32>, !stablehlo.token) -> !stablehlo.token
    %3 = "stablehlo.send"(%arg0, %2) <{channel_handle = #stablehlo.channel_handle<handle = 5, type = 2>, is_host_transfer = true}> : (tensor<3xf32>, !stablehlo.token) -> !stablehlo.token
    return %0, %1, %2, %3 : !stablehlo.token, !stablehlo.token, !stablehlo.token, !stablehlo.token
  }
}
