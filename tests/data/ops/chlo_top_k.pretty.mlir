module {
  func.func @main(%arg0: tensor<5xf32>, %arg1: tensor<3x4xbf16>, %arg2: tensor<2x3xi8>, %arg3: tensor<4xui64>) -> (tensor<2xf32>, tensor<2xi32>, tensor<3x4xbf16>, tensor<3x4xi32>, tensor<2x0xi8>, tensor<2x0xi32>, tensor<1xui64>, tensor<1xi32>) {
    %values, %indices = chlo.top_k(%arg0, k = 2) : tensor<5xf32> -> (tensor<2xf32>, tensor<2xi32>)
    %values_0, %indices_1 = chlo.top_k(%arg1, k = 4) : tensor<3x4xbf16> -> (tensor<3x4xbf16>, tensor<3x4xi32>)
    %values_2, %indices_3 = chlo.top_k(%arg2, k = 0) : tensor<2x3xi8> -> (tensor<2x0xi8>, tensor<2x0xi32>)
    %values_4, %indices_5 = chlo.top_k(%arg3, k = 1) {is_stable = false} : tensor<4xui64> -> (tensor<1xui64>, tensor<1xi32>)
    return %values, %indices, %values_0, %indices_1, %values_2, %indices_3, %values_4, %indices_5 : tensor<2xf32>, tensor<2xi32>, tensor<3x4xbf16>, tensor<3x4xi32>, tensor<2x0xi8>, tensor<2x0xi32>, tensor<1xui64>, tensor<1xi32>
  }
}
