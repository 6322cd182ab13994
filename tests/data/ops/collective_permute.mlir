module attributes {mhlo.num_replicas = 3 : i32} {
  func.func @main(%operand: tensor<2x2xi64>) -> tensor<2x2xi64> {
    %result = "stablehlo.collective_permute"(%operand) {
      source_target_pairs = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 0, type = 0>
    } : (tensor<2x2xi64>) -> tensor<2x2xi64>
    "func.return"(%result) : (tensor<2x2xi64>) -> ()
  }

  func.func @no_channel(%operand: tensor<3xf32>) -> tensor<3xf32> {
    %0 = "stablehlo.collective_permute"(%operand) {source_target_pairs = dense<[[0, 1], [1, 2], [2, 0]]> : tensor<3x2xi64>} : (tensor<3xf32>) -> tensor<3xf32>
    "func.return"(%0) : (tensor<3xf32>) -> ()
  }

  func.func @types(%a: tensor<complex<f64>>, %b: tensor<?x2xui8>) -> (tensor<complex<f64>>, tensor<?x2xui8>) {
    %0 = "stablehlo.collective_permute"(%a) {source_target_pairs = dense<[[0, 1]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>} : (tensor<complex<f64>>) -> tensor<complex<f64>>
    %1 = "stablehlo.collective_permute"(%b) {source_target_pairs = dense<[[1, 0]]> : tensor<1x2xi64>} : (tensor<?x2xui8>) -> tensor<?x2xui8>
    "func.return"(%0, %1) : (tensor<complex<f64>>, tensor<?x2xui8>) -> ()
  }
}
