module {
  func.func @main(%arg0: tensor<2x3xi64>) -> tensor<i32> {
    %0 = stablehlo.get_dimension_size %arg0, dim = 1 : (tensor<2x3xi64>) -> tensor<i32>
    return %0 : tensor<i32>
  }
  func.func @dynamic(%arg0: tensor<?x3xf32>, %arg1: tensor<?x3xbf16, #stablehlo.bounds<5, ?>>) -> (tensor<i32>, tensor<i32>) {
    %0 = stablehlo.get_dimension_size %arg0, dim = 0 : (tensor<?x3xf32>) -> tensor<i32>
    %1 = stablehlo.get_dimension_size %arg1, dim = 0 : (tensor<?x3xbf16, #stablehlo.bounds<5, ?>>) -> tensor<i32>
    return %0, %1 : tensor<i32>, tensor<i32>
  }
}
