module {
  func.func @main(%arg0: tensor<1x3xi64>, %arg1: tensor<3xi64>) -> tensor<2x3x2xi64> {
    %0 = stablehlo.dynamic_broadcast_in_dim %arg0, %arg1, dims = [2, 1] {known_expanding_dimensions = array<i64: 0>, known_nonexpanding_dimensions = array<i64: 1>} : (tensor<1x3xi64>, tensor<3xi64>) -> tensor<2x3x2xi64>
    return %0 : tensor<2x3x2xi64>
  }
  func.func @no_known(%arg0: tensor<?x3xf32>, %arg1: tensor<3xi32>) -> tensor<?x?x3xf32> {
    %0 = stablehlo.dynamic_broadcast_in_dim %arg0, %arg1, dims = [1, 2] : (tensor<?x3xf32>, tensor<3xi32>) -> tensor<?x?x3xf32>
    return %0 : tensor<?x?x3xf32>
  }
  func.func @only_expanding(%arg0: tensor<f32>, %arg1: tensor<2xindex>) -> tensor<?x?xf32> {
    %0 = stablehlo.dynamic_broadcast_in_dim %arg0, %arg1, dims = [] {known_expanding_dimensions = array<i64>} : (tensor<f32>, tensor<2xindex>) -> tensor<?x?xf32>
    return %0 : tensor<?x?xf32>
  }
  func.func @only_nonexpanding(%arg0: tensor<?xbf16>, %arg1: tensor<2xi64>) -> tensor<4x?xbf16> {
    %0 = stablehlo.dynamic_broadcast_in_dim %arg0, %arg1, dims = [1] {known_nonexpanding_dimensions = array<i64: 0>} : (tensor<?xbf16>, tensor<2xi64>) -> tensor<4x?xbf16>
    return %0 : tensor<4x?xbf16>
  }
}
