module {
  func.func @main(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<2xi64>) -> tensor<3x3xi32> {
    %0 = stablehlo.rng %arg0, %arg1, %arg2, distribution = UNIFORM : (tensor<i32>, tensor<i32>, tensor<2xi64>) -> tensor<3x3xi32>
    return %0 : tensor<3x3xi32>
  }
  func.func @normal(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<3xi64>) -> tensor<2x3x4xf32> {
    %0 = stablehlo.rng %arg0, %arg1, %arg2, distribution = NORMAL : (tensor<f32>, tensor<f32>, tensor<3xi64>) -> tensor<2x3x4xf32>
    return %0 : tensor<2x3x4xf32>
  }
  func.func @bool_and_dynamic(%arg0: tensor<i1>, %arg1: tensor<i1>, %arg2: tensor<1xi64>, %arg3: tensor<bf16>, %arg4: tensor<bf16>, %arg5: tensor<2xi32>) -> (tensor<8xi1>, tensor<?x?xbf16>) {
    %0 = stablehlo.rng %arg0, %arg1, %arg2, distribution = UNIFORM : (tensor<i1>, tensor<i1>, tensor<1xi64>) -> tensor<8xi1>
    %1 = stablehlo.rng %arg3, %arg4, %arg5, distribution = UNIFORM : (tensor<bf16>, tensor<bf16>, tensor<2xi32>) -> tensor<?x?xbf16>
    return %0, %1 : tensor<8xi1>, tensor<?x?xbf16>
  }
  func.func @scalar(%arg0: tensor<f64>, %arg1: tensor<f64>, %arg2: tensor<0xi64>) -> tensor<f64> {
    %0 = stablehlo.rng %arg0, %arg1, %arg2, distribution = NORMAL : (tensor<f64>, tensor<f64>, tensor<0xi64>) -> tensor<f64>
    return %0 : tensor<f64>
  }
}
