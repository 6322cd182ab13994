module {
  func.func @main(%arg0: tensor<2x3x2xi32>) -> tensor<2x3x2xi32> {
    %0 = stablehlo.transpose %arg0, dims = [2, 1, 0] : (tensor<2x3x2xi32>) -> tensor<2x3x2xi32>
    return %0 : tensor<2x3x2xi32>
  }
  func.func @variants(%arg0: tensor<2x3xf32>, %arg1: tensor<f32>, %arg2: tensor<?x3xcomplex<f32>>, %arg3: tensor<?x3xi1, #stablehlo.bounds<5, ?>>) -> (tensor<3x2xf32>, tensor<2x3xf32>, tensor<f32>, tensor<3x?xcomplex<f32>>, tensor<3x?xi1, #stablehlo.bounds<?, 5>>) {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
    %1 = stablehlo.transpose %arg0, dims = [0, 1] : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %2 = stablehlo.transpose %arg1, dims = [] : (tensor<f32>) -> tensor<f32>
    %3 = stablehlo.transpose %arg2, dims = [1, 0] : (tensor<?x3xcomplex<f32>>) -> tensor<3x?xcomplex<f32>>
    %4 = stablehlo.transpose %arg3, dims = [1, 0] : (tensor<?x3xi1, #stablehlo.bounds<5, ?>>) -> tensor<3x?xi1, #stablehlo.bounds<?, 5>>
    return %0, %1, %2, %3, %4 : tensor<3x2xf32>, tensor<2x3xf32>, tensor<f32>, tensor<3x?xcomplex<f32>>, tensor<3x?xi1, #stablehlo.bounds<?, 5>>
  }
}
