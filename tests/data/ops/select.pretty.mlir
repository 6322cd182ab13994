module {
  func.func @main(%arg0: tensor<2x2xi1>, %arg1: tensor<2x2xi32>, %arg2: tensor<2x2xi32>) -> tensor<2x2xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2x2xi1>, tensor<2x2xi32>
    return %0 : tensor<2x2xi32>
  }
  func.func @scalar_pred(%arg0: tensor<i1>, %arg1: tensor<2x2xf32>, %arg2: tensor<2x2xf32>) -> tensor<2x2xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<2x2xf32>
    return %0 : tensor<2x2xf32>
  }
  func.func @types(%arg0: tensor<3xi1>, %arg1: tensor<3xi1>, %arg2: tensor<3xcomplex<f32>>, %arg3: tensor<3xf8E4M3FN>, %arg4: tensor<3xui2>) -> (tensor<3xi1>, tensor<3xcomplex<f32>>, tensor<3xf8E4M3FN>, tensor<3xui2>) {
    %0 = stablehlo.select %arg0, %arg1, %arg1 : tensor<3xi1>, tensor<3xi1>
    %1 = stablehlo.select %arg0, %arg2, %arg2 : tensor<3xi1>, tensor<3xcomplex<f32>>
    %2 = stablehlo.select %arg0, %arg3, %arg3 : tensor<3xi1>, tensor<3xf8E4M3FN>
    %3 = stablehlo.select %arg0, %arg4, %arg4 : tensor<3xi1>, tensor<3xui2>
    return %0, %1, %2, %3 : tensor<3xi1>, tensor<3xcomplex<f32>>, tensor<3xf8E4M3FN>, tensor<3xui2>
  }
  func.func @rank0(%arg0: tensor<i1>, %arg1: tensor<i1>) -> tensor<i1> {
    %0 = stablehlo.select %arg0, %arg1, %arg1 : tensor<i1>, tensor<i1>
    return %0 : tensor<i1>
  }
  func.func @dynamic(%arg0: tensor<?x3xi1>, %arg1: tensor<?x3xf32>, %arg2: tensor<2x3xf32>, %arg3: tensor<?x3xi1, #stablehlo.bounds<5, ?>>, %arg4: tensor<?x3xf32, #stablehlo.bounds<5, ?>>) -> (tensor<2x3xf32>, tensor<?x3xf32, #stablehlo.bounds<5, ?>>) {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : (tensor<?x3xi1>, tensor<?x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %1 = stablehlo.select %arg3, %arg4, %arg4 : tensor<?x3xi1, #stablehlo.bounds<5, ?>>, tensor<?x3xf32, #stablehlo.bounds<5, ?>>
    return %0, %1 : tensor<2x3xf32>, tensor<?x3xf32, #stablehlo.bounds<5, ?>>
  }
}
