module attributes {mhlo.num_replicas = 2 : i32} {
  func.func @main(%arg0: tensor<2x4xi64>, %arg1: tensor<2x4xi64>) -> (tensor<4x2xi64>, tensor<4x2xi64>) {
    %0:2 = "stablehlo.all_to_all"(%arg0, %arg1) <{concat_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, split_count = 2 : i64, split_dimension = 1 : i64}> : (tensor<2x4xi64>, tensor<2x4xi64>) -> (tensor<4x2xi64>, tensor<4x2xi64>)
    return %0#0, %0#1 : tensor<4x2xi64>, tensor<4x2xi64>
  }
  func.func @single_channel(%arg0: tensor<4x6xf32>) -> tensor<8x3xf32> {
    %0 = "stablehlo.all_to_all"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, split_count = 2 : i64, split_dimension = 1 : i64}> : (tensor<4x6xf32>) -> tensor<8x3xf32>
    return %0 : tensor<8x3xf32>
  }
  func.func @same_dim(%arg0: tensor<4xbf16>) -> tensor<4xbf16> {
    %0 = "stablehlo.all_to_all"(%arg0) <{concat_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, split_count = 2 : i64, split_dimension = 0 : i64}> : (tensor<4xbf16>) -> tensor<4xbf16>
    return %0 : tensor<4xbf16>
  }
}
