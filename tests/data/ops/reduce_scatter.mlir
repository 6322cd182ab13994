module attributes {mhlo.num_replicas = 2 : i32} {
  func.func @main(%operand: tensor<2x4xi64>) -> tensor<2x2xi64> {
    %result = "stablehlo.reduce_scatter"(%operand) ({
      ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%0) : (tensor<i64>) -> ()
    }) {
      scatter_dimension = 1 : i64,
      replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 0, type = 0>
    } : (tensor<2x4xi64>) -> tensor<2x2xi64>
    "func.return"(%result) : (tensor<2x2xi64>) -> ()
  }

  func.func @no_channel(%x: tensor<4x3xf32>) -> tensor<2x3xf32> {
    %0 = "stablehlo.reduce_scatter"(%x) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %m = "stablehlo.minimum"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%m) : (tensor<f32>) -> ()
    }) {scatter_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4x3xf32>) -> tensor<2x3xf32>
    "func.return"(%0) : (tensor<2x3xf32>) -> ()
  }

  func.func @global_ids(%x: tensor<4xbf16>) -> tensor<2xbf16> {
    %0 = "stablehlo.reduce_scatter"(%x) ({
    ^bb0(%a: tensor<bf16>, %b: tensor<bf16>):
      %m = "stablehlo.add"(%a, %b) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%m) : (tensor<bf16>) -> ()
    }) {scatter_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 3, type = 1>, use_global_device_ids} : (tensor<4xbf16>) -> tensor<2xbf16>
    "func.return"(%0) : (tensor<2xbf16>) -> ()
  }
}
