module {
  func.func @main(%arg0: tensor<2xi64>) -> tensor<4x5xi64> {
    %0 = stablehlo.dynamic_iota %arg0, dim = 0 : (tensor<2xi64>) -> tensor<4x5xi64>
    return %0 : tensor<4x5xi64>
  }
  func.func @dynamic(%arg0: tensor<2xi32>) -> (tensor<?x?xf32>, tensor<?x5xbf16>) {
    %0 = stablehlo.dynamic_iota %arg0, dim = 1 : (tensor<2xi32>) -> tensor<?x?xf32>
    %1 = stablehlo.dynamic_iota %arg0, dim = 0 : (tensor<2xi32>) -> tensor<?x5xbf16>
    return %0, %1 : tensor<?x?xf32>, tensor<?x5xbf16>
  }
  func.func @index_types(%arg0: tensor<1xui32>, %arg1: tensor<1xindex>) -> (tensor<?xi32>, tensor<?xui8>) {
    %0 = stablehlo.dynamic_iota %arg0, dim = 0 : (tensor<1xui32>) -> tensor<?xi32>
    %1 = stablehlo.dynamic_iota %arg1, dim = 0 : (tensor<1xindex>) -> tensor<?xui8>
    return %0, %1 : tensor<?xi32>, tensor<?xui8>
  }
}
