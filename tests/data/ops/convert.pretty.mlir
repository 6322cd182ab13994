module {
  func.func @main(%arg0: tensor<3xi64>) -> tensor<3xcomplex<f64>> {
    %0 = stablehlo.convert %arg0 : (tensor<3xi64>) -> tensor<3xcomplex<f64>>
    return %0 : tensor<3xcomplex<f64>>
  }
  func.func @same(%arg0: tensor<2xf32>) -> tensor<2xf32> {
    %0 = stablehlo.convert %arg0 : tensor<2xf32>
    return %0 : tensor<2xf32>
  }
  func.func @types(%arg0: tensor<2xf32>, %arg1: tensor<2xi1>, %arg2: tensor<2xui8>, %arg3: tensor<2xbf16>, %arg4: tensor<2xf8E4M3FN>, %arg5: tensor<2xcomplex<f32>>) -> (tensor<2xbf16>, tensor<2xf16>, tensor<2xi4>, tensor<2xf8E5M2>, tensor<2xf32>, tensor<2xcomplex<f64>>, tensor<2xf4E2M1FN>, tensor<2xi1>, tensor<2xui2>) {
    %0 = stablehlo.convert %arg0 : (tensor<2xf32>) -> tensor<2xbf16>
    %1 = stablehlo.convert %arg1 : (tensor<2xi1>) -> tensor<2xf16>
    %2 = stablehlo.convert %arg2 : (tensor<2xui8>) -> tensor<2xi4>
    %3 = stablehlo.convert %arg3 : (tensor<2xbf16>) -> tensor<2xf8E5M2>
    %4 = stablehlo.convert %arg4 : (tensor<2xf8E4M3FN>) -> tensor<2xf32>
    %5 = stablehlo.convert %arg5 : (tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f64>>
    %6 = stablehlo.convert %arg0 : (tensor<2xf32>) -> tensor<2xf4E2M1FN>
    %7 = stablehlo.convert %arg0 : (tensor<2xf32>) -> tensor<2xi1>
    %8 = stablehlo.convert %arg0 : (tensor<2xf32>) -> tensor<2xui2>
    return %0, %1, %2, %3, %4, %5, %6, %7, %8 : tensor<2xbf16>, tensor<2xf16>, tensor<2xi4>, tensor<2xf8E5M2>, tensor<2xf32>, tensor<2xcomplex<f64>>, tensor<2xf4E2M1FN>, tensor<2xi1>, tensor<2xui2>
  }
  func.func @rank0(%arg0: tensor<i32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg0 : (tensor<i32>) -> tensor<f32>
    return %0 : tensor<f32>
  }
  func.func @dynamic(%arg0: tensor<?x3xf32>, %arg1: tensor<?x3xi32, #stablehlo.bounds<5, ?>>) -> (tensor<?x3xi32>, tensor<?x3xf64, #stablehlo.bounds<5, ?>>, tensor<2x3xf16>) {
    %0 = stablehlo.convert %arg0 : (tensor<?x3xf32>) -> tensor<?x3xi32>
    %1 = stablehlo.convert %arg1 : (tensor<?x3xi32, #stablehlo.bounds<5, ?>>) -> tensor<?x3xf64, #stablehlo.bounds<5, ?>>
    %2 = stablehlo.convert %arg0 : (tensor<?x3xf32>) -> tensor<2x3xf16>
    return %0, %1, %2 : tensor<?x3xi32>, tensor<?x3xf64, #stablehlo.bounds<5, ?>>, tensor<2x3xf16>
  }
}
