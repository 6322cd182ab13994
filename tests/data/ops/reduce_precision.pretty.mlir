module {
  func.func @main(%arg0: tensor<6xf64>) -> tensor<6xf64> {
    %0 = stablehlo.reduce_precision %arg0, format = e5m10 : tensor<6xf64>
    return %0 : tensor<6xf64>
  }
  func.func @types(%arg0: tensor<2x3xf32>, %arg1: tensor<bf16>, %arg2: tensor<?x3xf16>, %arg3: tensor<4xf8E4M3FN>) -> (tensor<2x3xf32>, tensor<bf16>, tensor<?x3xf16>, tensor<4xf8E4M3FN>) {
    %0 = stablehlo.reduce_precision %arg0, format = e8m7 : tensor<2x3xf32>
    %1 = stablehlo.reduce_precision %arg1, format = e1m0 : tensor<bf16>
    %2 = stablehlo.reduce_precision %arg2, format = e4m3 : tensor<?x3xf16>
    %3 = stablehlo.reduce_precision %arg3, format = e2m1 : tensor<4xf8E4M3FN>
    return %0, %1, %2, %3 : tensor<2x3xf32>, tensor<bf16>, tensor<?x3xf16>, tensor<4xf8E4M3FN>
  }
}
