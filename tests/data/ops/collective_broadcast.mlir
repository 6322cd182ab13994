module attributes {mhlo.num_replicas = 4 : i32} {
  func.func @main(%operand: tensor<1x2xi64>) -> tensor<1x2xi64> {
    %result = "stablehlo.collective_broadcast"(%operand) {
      replica_groups = dense<[[2, 1]]> : tensor<1x2xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 0, type = 0>
    } : (tensor<1x2xi64>) -> tensor<1x2xi64>
    "func.return"(%result) : (tensor<1x2xi64>) -> ()
  }

  func.func @no_channel(%operand: tensor<3xf32>) -> tensor<3xf32> {
    %0 = "stablehlo.collective_broadcast"(%operand) {replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>} : (tensor<3xf32>) -> tensor<3xf32>
    "func.return"(%0) : (tensor<3xf32>) -> ()
  }

  func.func @types(%a: tensor<2xcomplex<f32>>, %b: tensor<i1>, %c: tensor<?x2xbf16>) -> (tensor<2xcomplex<f32>>, tensor<i1>, tensor<?x2xbf16>) {
    %0 = "stablehlo.collective_broadcast"(%a) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 5, type = 1>} : (tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>>
    %1 = "stablehlo.collective_broadcast"(%b) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<i1>) -> tensor<i1>
    %2 = "stablehlo.collective_broadcast"(%c) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<?x2xbf16>) -> tensor<?x2xbf16>
    "func.return"(%0, %1, %2) : (tensor<2xcomplex<f32>>, tensor<i1>, tensor<?x2xbf16>) -> ()
  }
}
