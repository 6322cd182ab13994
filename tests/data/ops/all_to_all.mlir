module attributes {mhlo.num_replicas = 2 : i32} {
  func.func @main(%operand1: tensor<2x4xi64>, %operand2: tensor<2x4xi64>) -> (tensor<4x2xi64>, tensor<4x2xi64>) {
    %result:2 = "stablehlo.all_to_all"(%operand1, %operand2) {
      split_dimension = 1 : i64,
      concat_dimension = 0 : i64,
      split_count = 2 : i64,
      replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>
    } : (tensor<2x4xi64>, tensor<2x4xi64>) -> (tensor<4x2xi64>, tensor<4x2xi64>)
    "func.return"(%result#0, %result#1) : (tensor<4x2xi64>, tensor<4x2xi64>) -> ()
  }

  func.func @single_channel(%x: tensor<4x6xf32>) -> tensor<8x3xf32> {
    %0 = "stablehlo.all_to_all"(%x) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>} : (tensor<4x6xf32>) -> tensor<8x3xf32>
    "func.return"(%0) : (tensor<8x3xf32>) -> ()
  }

  func.func @same_dim(%x: tensor<4xbf16>) -> tensor<4xbf16> {
    %0 = "stablehlo.all_to_all"(%x) {split_dimension = 0 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xbf16>) -> tensor<4xbf16>
    "func.return"(%0) : (tensor<4xbf16>) -> ()
  }
}
