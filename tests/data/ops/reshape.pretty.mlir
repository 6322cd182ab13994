module {
  func.func @main(%arg0: tensor<2xf32>) -> tensor<1x2xf32> {
    %0 = stablehlo.reshape %arg0 : (tensor<2xf32>) -> tensor<1x2xf32>
    return %0 : tensor<1x2xf32>
  }
  func.func @variants(%arg0: tensor<2x3x2xi32>, %arg1: tensor<f32>, %arg2: tensor<1x1xcomplex<f32>>, %arg3: tensor<4xi1>) -> (tensor<3x2x2xi32>, tensor<1x1x1xf32>, tensor<complex<f32>>, tensor<2x2xi1>, tensor<12xi32>) {
    %0 = stablehlo.reshape %arg0 : (tensor<2x3x2xi32>) -> tensor<3x2x2xi32>
    %1 = stablehlo.reshape %arg1 : (tensor<f32>) -> tensor<1x1x1xf32>
    %2 = stablehlo.reshape %arg2 : (tensor<1x1xcomplex<f32>>) -> tensor<complex<f32>>
    %3 = stablehlo.reshape %arg3 : (tensor<4xi1>) -> tensor<2x2xi1>
    %4 = stablehlo.reshape %arg0 : (tensor<2x3x2xi32>) -> tensor<12xi32>
    return %0, %1, %2, %3, %4 : tensor<3x2x2xi32>, tensor<1x1x1xf32>, tensor<complex<f32>>, tensor<2x2xi1>, tensor<12xi32>
  }
  func.func @bounded(%arg0: tensor<?x3xf32, #stablehlo.bounds<5, ?>>) -> tensor<?x1x3xf32, #stablehlo.bounds<5, ?, ?>> {
    %0 = stablehlo.reshape %arg0 : (tensor<?x3xf32, #stablehlo.bounds<5, ?>>) -> tensor<?x1x3xf32, #stablehlo.bounds<5, ?, ?>>
    return %0 : tensor<?x1x3xf32, #stablehlo.bounds<5, ?, ?>>
  }
}
