module {
  func.func @main(%arg0: tensor<2x2xi64>, %arg1: tensor<2x2xi64>) -> tensor<2x2xi64> {
    %0 = "stablehlo.map"(%arg0, %arg1) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg2: tensor<i64>, %arg3: tensor<i64>):
      %1 = stablehlo.multiply %arg2, %arg3 : tensor<i64>
      stablehlo.return %1 : tensor<i64>
    }) : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi64>
    return %0 : tensor<2x2xi64>
  }
  func.func @unary(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = "stablehlo.map"(%arg0) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg1: tensor<f32>):
      %1 = stablehlo.exponential %arg1 : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }) : (tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
  func.func @convert_type(%arg0: tensor<2x3xi32>, %arg1: tensor<2x3xf32>, %arg2: tensor<2x3xi1>) -> tensor<2x3xf32> {
    %0 = "stablehlo.map"(%arg0, %arg1, %arg2) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<f32>, %arg5: tensor<i1>):
      %1 = stablehlo.convert %arg3 : (tensor<i32>) -> tensor<f32>
      %2 = stablehlo.select %arg5, %1, %arg4 : tensor<i1>, tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<2x3xi32>, tensor<2x3xf32>, tensor<2x3xi1>) -> tensor<2x3xf32>
    return %0 : tensor<2x3xf32>
  }
  func.func @rank0(%arg0: tensor<f32>) -> tensor<f32> {
    %0 = "stablehlo.map"(%arg0) <{dimensions = array<i64>}> ({
    ^bb0(%arg1: tensor<f32>):
      stablehlo.return %arg1 : tensor<f32>
    }) : (tensor<f32>) -> tensor<f32>
    return %0 : tensor<f32>
  }
  func.func @dynamic(%arg0: tensor<?x3xf32>, %arg1: tensor<?x3xf32>) -> tensor<?x3xf32> {
    %0 = "stablehlo.map"(%arg0, %arg1) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %1 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }) : (tensor<?x3xf32>, tensor<?x3xf32>) -> tensor<?x3xf32>
    return %0 : tensor<?x3xf32>
  }
}
