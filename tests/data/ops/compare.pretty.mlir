module {
  func.func @main(%arg0: tensor<2xf32>, %arg1: tensor<2xf32>) -> tensor<2xi1> {
    %0 = stablehlo.compare LT, %arg0, %arg1, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    return %0 : tensor<2xi1>
  }
  func.func @directions(%arg0: tensor<3xi32>, %arg1: tensor<3xi32>) -> (tensor<3xi1>, tensor<3xi1>, tensor<3xi1>, tensor<3xi1>, tensor<3xi1>, tensor<3xi1>) {
    %0 = stablehlo.compare EQ, %arg0, %arg1 : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %1 = stablehlo.compare NE, %arg0, %arg1 : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %2 = stablehlo.compare GE, %arg0, %arg1 : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %3 = stablehlo.compare GT, %arg0, %arg1 : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %4 = stablehlo.compare LE, %arg0, %arg1 : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %5 = stablehlo.compare LT, %arg0, %arg1 : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    return %0, %1, %2, %3, %4, %5 : tensor<3xi1>, tensor<3xi1>, tensor<3xi1>, tensor<3xi1>, tensor<3xi1>, tensor<3xi1>
  }
  func.func @compare_types(%arg0: tensor<3xf32>, %arg1: tensor<3xi32>, %arg2: tensor<3xui32>, %arg3: tensor<3xbf16>, %arg4: tensor<3xi1>) -> (tensor<3xi1>, tensor<3xi1>, tensor<3xi1>, tensor<3xi1>, tensor<3xi1>, tensor<3xi1>) {
    %0 = stablehlo.compare GE, %arg0, %arg0, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %1 = stablehlo.compare LT, %arg3, %arg3, TOTALORDER : (tensor<3xbf16>, tensor<3xbf16>) -> tensor<3xi1>
    %2 = stablehlo.compare GT, %arg1, %arg1, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %3 = stablehlo.compare LE, %arg2, %arg2, UNSIGNED : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xi1>
    %4 = stablehlo.compare NE, %arg4, %arg4, UNSIGNED : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
    %5 = stablehlo.compare EQ, %arg0, %arg0, NOTYPE : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    return %0, %1, %2, %3, %4, %5 : tensor<3xi1>, tensor<3xi1>, tensor<3xi1>, tensor<3xi1>, tensor<3xi1>, tensor<3xi1>
  }
  func.func @element_types(%arg0: tensor<2xcomplex<f32>>, %arg1: tensor<2xf8E4M3FN>, %arg2: tensor<2xi4>, %arg3: tensor<2xui8>, %arg4: tensor<2xf64>) -> (tensor<2xi1>, tensor<2xi1>, tensor<2xi1>, tensor<2xi1>, tensor<2xi1>) {
    %0 = stablehlo.compare EQ, %arg0, %arg0 : (tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>) -> tensor<2xi1>
    %1 = stablehlo.compare LT, %arg1, %arg1, FLOAT : (tensor<2xf8E4M3FN>, tensor<2xf8E4M3FN>) -> tensor<2xi1>
    %2 = stablehlo.compare LT, %arg2, %arg2, SIGNED : (tensor<2xi4>, tensor<2xi4>) -> tensor<2xi1>
    %3 = stablehlo.compare GT, %arg3, %arg3 : (tensor<2xui8>, tensor<2xui8>) -> tensor<2xi1>
    %4 = stablehlo.compare NE, %arg4, %arg4, TOTALORDER : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    return %0, %1, %2, %3, %4 : tensor<2xi1>, tensor<2xi1>, tensor<2xi1>, tensor<2xi1>, tensor<2xi1>
  }
  func.func @rank0(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<i1> {
    %0 = stablehlo.compare GE, %arg0, %arg1 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    return %0 : tensor<i1>
  }
  func.func @dynamic(%arg0: tensor<?x3xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<?x3xi32, #stablehlo.bounds<5, ?>>) -> (tensor<2x3xi1>, tensor<?x3xi1, #stablehlo.bounds<5, ?>>) {
    %0 = stablehlo.compare EQ, %arg0, %arg1, FLOAT : (tensor<?x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %1 = stablehlo.compare LT, %arg2, %arg2 : (tensor<?x3xi32, #stablehlo.bounds<5, ?>>, tensor<?x3xi32, #stablehlo.bounds<5, ?>>) -> tensor<?x3xi1, #stablehlo.bounds<5, ?>>
    return %0, %1 : tensor<2x3xi1>, tensor<?x3xi1, #stablehlo.bounds<5, ?>>
  }
}
