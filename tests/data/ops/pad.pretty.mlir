module {
  func.func @main(%arg0: tensor<2x3xi64>, %arg1: tensor<i64>) -> tensor<5x5xi64> {
    %0 = stablehlo.pad %arg0, %arg1, low = [0, 1], high = [2, 1], interior = [1, 0] : (tensor<2x3xi64>, tensor<i64>) -> tensor<5x5xi64>
    return %0 : tensor<5x5xi64>
  }
  func.func @negative(%arg0: tensor<5xf32>, %arg1: tensor<f32>) -> tensor<3xf32> {
    %0 = stablehlo.pad %arg0, %arg1, low = [-1], high = [-1], interior = [0] : (tensor<5xf32>, tensor<f32>) -> tensor<3xf32>
    return %0 : tensor<3xf32>
  }
  func.func @rank0(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.pad %arg0, %arg1, low = [], high = [], interior = [] : (tensor<f32>, tensor<f32>) -> tensor<f32>
    return %0 : tensor<f32>
  }
  func.func @types(%arg0: tensor<2xi1>, %arg1: tensor<i1>, %arg2: tensor<2xcomplex<f32>>, %arg3: tensor<complex<f32>>) -> (tensor<4xi1>, tensor<3xcomplex<f32>>) {
    %0 = stablehlo.pad %arg0, %arg1, low = [1], high = [1], interior = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<4xi1>
    %1 = stablehlo.pad %arg2, %arg3, low = [0], high = [0], interior = [1] : (tensor<2xcomplex<f32>>, tensor<complex<f32>>) -> tensor<3xcomplex<f32>>
    return %0, %1 : tensor<4xi1>, tensor<3xcomplex<f32>>
  }
  func.func @dynamic(%arg0: tensor<?x3xf32>, %arg1: tensor<f32>) -> tensor<?x5xf32> {
    %0 = stablehlo.pad %arg0, %arg1, low = [1, 1], high = [1, 1], interior = [0, 0] : (tensor<?x3xf32>, tensor<f32>) -> tensor<?x5xf32>
    return %0 : tensor<?x5xf32>
  }
}
