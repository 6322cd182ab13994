module {
  func.func @main(%arg0: tensor<3x2xi64>, %arg1: tensor<i64>) -> tensor<2x2xi64> {
    %0 = "stablehlo.reduce_window"(%arg0, %arg1) <{base_dilations = array<i64: 2, 1>, padding = dense<[[2, 1], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 3, 1>, window_dimensions = array<i64: 2, 1>, window_strides = array<i64: 4, 1>}> ({
    ^bb0(%arg2: tensor<i64>, %arg3: tensor<i64>):
      %1 = stablehlo.add %arg2, %arg3 : tensor<i64>
      stablehlo.return %1 : tensor<i64>
    }) : (tensor<3x2xi64>, tensor<i64>) -> tensor<2x2xi64>
    return %0 : tensor<2x2xi64>
  }
  func.func @only_dims(%arg0: tensor<4x6xf32>, %arg1: tensor<f32>) -> tensor<3x4xf32> {
    %0 = "stablehlo.reduce_window"(%arg0, %arg1) <{window_dimensions = array<i64: 2, 3>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %1 = stablehlo.maximum %arg2, %arg3 : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }) : (tensor<4x6xf32>, tensor<f32>) -> tensor<3x4xf32>
    return %0 : tensor<3x4xf32>
  }
  func.func @strides_padding(%arg0: tensor<1x4x4x1xbf16>, %arg1: tensor<bf16>) -> tensor<1x2x2x1xbf16> {
    %0 = "stablehlo.reduce_window"(%arg0, %arg1) <{padding = dense<[[0, 0], [1, 1], [1, 1], [0, 0]]> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg2: tensor<bf16>, %arg3: tensor<bf16>):
      %1 = stablehlo.add %arg2, %arg3 : tensor<bf16>
      stablehlo.return %1 : tensor<bf16>
    }) : (tensor<1x4x4x1xbf16>, tensor<bf16>) -> tensor<1x2x2x1xbf16>
    return %0 : tensor<1x2x2x1xbf16>
  }
  func.func @explicit_defaults(%arg0: tensor<4xf32>, %arg1: tensor<f32>) -> tensor<3xf32> {
    %0 = "stablehlo.reduce_window"(%arg0, %arg1) <{base_dilations = array<i64: 1>, padding = dense<0> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 2>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %1 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }) : (tensor<4xf32>, tensor<f32>) -> tensor<3xf32>
    return %0 : tensor<3xf32>
  }
  func.func @variadic(%arg0: tensor<4x4xf32>, %arg1: tensor<4x4xi32>, %arg2: tensor<f32>, %arg3: tensor<i32>) -> (tensor<2x2xf32>, tensor<2x2xi32>) {
    %0:2 = "stablehlo.reduce_window"(%arg0, %arg1, %arg2, %arg3) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<i32>, %arg6: tensor<f32>, %arg7: tensor<i32>):
      %1 = stablehlo.add %arg4, %arg6 : tensor<f32>
      %2 = stablehlo.add %arg5, %arg7 : tensor<i32>
      stablehlo.return %1, %2 : tensor<f32>, tensor<i32>
    }) : (tensor<4x4xf32>, tensor<4x4xi32>, tensor<f32>, tensor<i32>) -> (tensor<2x2xf32>, tensor<2x2xi32>)
    return %0#0, %0#1 : tensor<2x2xf32>, tensor<2x2xi32>
  }
  func.func @dynamic(%arg0: tensor<?x4xf32>, %arg1: tensor<f32>) -> tensor<?x4xf32> {
    %0 = "stablehlo.reduce_window"(%arg0, %arg1) <{window_dimensions = array<i64: 1, 1>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %1 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }) : (tensor<?x4xf32>, tensor<f32>) -> tensor<?x4xf32>
    return %0 : tensor<?x4xf32>
  }
}
