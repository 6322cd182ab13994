module attributes {mhlo.num_replicas = 3 : i32} {
  func.func @main(%arg0: tensor<2x2xi64>) -> tensor<2x2xi64> {
    %0 = "stablehlo.collective_permute"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 0, type = 0>, source_target_pairs = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>}> : (tensor<2x2xi64>) -> tensor<2x2xi64>
    return %0 : tensor<2x2xi64>
  }
  func.func @no_channel(%arg0: tensor<3xf32>) -> tensor<3xf32> {
    %0 = "stablehlo.collective_permute"(%arg0) <{source_target_pairs = dense<[[0, 1], [1, 2], [2, 0]]> : tensor<3x2xi64>}> : (tensor<3xf32>) -> tensor<3xf32>
    return %0 : tensor<3xf32>
  }
  func.func @types(%arg0: tensor<complex<f64>>, %arg1: tensor<?x2xui8>) -> (tensor<complex<f64>>, tensor<?x2xui8>) {
    %0 = "stablehlo.collective_permute"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>, source_target_pairs = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<complex<f64>>) -> tensor<complex<f64>>
    %1 = "stablehlo.collective_permute"(%arg1) <{source_target_pairs = dense<[[1, 0]]> : tensor<1x2xi64>}> : (tensor<?x2xui8>) -> tensor<?x2xui8>
    return %0, %1 : tensor<complex<f64>>, tensor<?x2xui8>
  }
}
