func.func @main(%token: !stablehlo.token) -> (tensor<2x2xi64>, !stablehlo.token) {
  %results0, %results1 = "stablehlo.recv"(%token) {
    channel_handle = #stablehlo.channel_handle<handle = 1, type = 3>,
    is_host_transfer = true
  } : (!stablehlo.token) -> (tensor<2x2xi64>, !stablehlo.token)
  "func.return"(%results0, %results1) : (tensor<2x2xi64>, !stablehlo.token) -> ()
}

func.func @variants(%token: !stablehlo.token) -> (!stablehlo.token, tensor<3xf32>, tensor<i1>, !stablehlo.token, tensor<2xbf16>, !stablehlo.token) {
  %0 = "stablehlo.recv"(%token) {channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>} : (!stablehlo.token) -> !stablehlo.token
  %1:3 = "stablehlo.recv"(%0) {channel_handle = #stablehlo.channel_handle<handle = 3, type = 1>, is_host_transfer = false} : (!stablehlo.token) -> (tensor<3xf32>, tensor<i1>, !stablehlo.token)
  %2:2 = "stablehlo.recv"(%1#2) {channel_handle = #stablehlo.channel_handle<handle = 4, type = 1>, source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>} : (!stablehlo.token) -> (tensor<2xbf16>, !stablehlo.token)
  "func.return"(%0, %1#0, %1#1, %1#2, %2#0, %2#1) : (!stablehlo.token, tensor<3xf32>, tensor<i1>, !stablehlo.token, tensor<2xbf16>, !stablehlo.token) -> ()
}
