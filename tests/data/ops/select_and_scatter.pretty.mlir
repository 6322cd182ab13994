module {
  func.func @main(%arg0: tensor<4x2xi32>, %arg1: tensor<2x2xi32>, %arg2: tensor<i32>) -> tensor<4x2xi32> {
    %0 = "stablehlo.select_and_scatter"(%arg0, %arg1, %arg2) <{padding = dense<[[0, 1], [0, 0]]> : tensor<2x2xi64>, window_dimensions = array<i64: 3, 1>, window_strides = array<i64: 2, 1>}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      %1 = stablehlo.compare GE, %arg3, %arg4 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    }, {
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      %1 = stablehlo.add %arg3, %arg4 : tensor<i32>
      stablehlo.return %1 : tensor<i32>
    }) : (tensor<4x2xi32>, tensor<2x2xi32>, tensor<i32>) -> tensor<4x2xi32>
    return %0 : tensor<4x2xi32>
  }
  func.func @no_attrs_rank0(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = "stablehlo.select_and_scatter"(%arg0, %arg1, %arg2) ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %1 = stablehlo.compare GT, %arg3, %arg4, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    }, {
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %1 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
    return %0 : tensor<f32>
  }
  func.func @dims_only(%arg0: tensor<4x4xbf16>, %arg1: tensor<2x2xbf16>, %arg2: tensor<bf16>) -> tensor<4x4xbf16> {
    %0 = "stablehlo.select_and_scatter"(%arg0, %arg1, %arg2) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>}> ({
    ^bb0(%arg3: tensor<bf16>, %arg4: tensor<bf16>):
      %1 = stablehlo.compare GE, %arg3, %arg4 : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    }, {
    ^bb0(%arg3: tensor<bf16>, %arg4: tensor<bf16>):
      %1 = stablehlo.add %arg3, %arg4 : tensor<bf16>
      stablehlo.return %1 : tensor<bf16>
    }) : (tensor<4x4xbf16>, tensor<2x2xbf16>, tensor<bf16>) -> tensor<4x4xbf16>
    return %0 : tensor<4x4xbf16>
  }
}
