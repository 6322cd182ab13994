module {
  func.func @main(%arg0: tensor<2x3x4x2xi64>, %arg1: tensor<2x2x3x2xi64>, %arg2: tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64> {
    %0 = "stablehlo.scatter"(%arg0, %arg1, %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [2, 1], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<i64>, %arg4: tensor<i64>):
      %1 = stablehlo.add %arg3, %arg4 : tensor<i64>
      stablehlo.return %1 : tensor<i64>
    }) : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64>
    return %0 : tensor<2x3x4x2xi64>
  }
  func.func @flags(%arg0: tensor<3x4x2xf32>, %arg1: tensor<2x3x2xi32>, %arg2: tensor<2x3x2x2xf32>) -> (tensor<3x4x2xf32>, tensor<3x4x2xf32>) {
    %0 = "stablehlo.scatter"(%arg0, %arg1, %arg2) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2, 3], inserted_window_dims = [0], scatter_dims_to_operand_dims = [1, 0], index_vector_dim = 2>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      stablehlo.return %arg4 : tensor<f32>
    }) : (tensor<3x4x2xf32>, tensor<2x3x2xi32>, tensor<2x3x2x2xf32>) -> tensor<3x4x2xf32>
    %1 = "stablehlo.scatter"(%arg0, %arg1, %arg2) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2, 3], inserted_window_dims = [0], scatter_dims_to_operand_dims = [1, 0], index_vector_dim = 2>}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %2 = stablehlo.maximum %arg3, %arg4 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<3x4x2xf32>, tensor<2x3x2xi32>, tensor<2x3x2x2xf32>) -> tensor<3x4x2xf32>
    return %0, %1 : tensor<3x4x2xf32>, tensor<3x4x2xf32>
  }
  func.func @minimal(%arg0: tensor<5xi32>, %arg1: tensor<2x1xi64>, %arg2: tensor<2xi32>) -> tensor<5xi32> {
    %0 = "stablehlo.scatter"(%arg0, %arg1, %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      %1 = stablehlo.add %arg3, %arg4 : tensor<i32>
      stablehlo.return %1 : tensor<i32>
    }) : (tensor<5xi32>, tensor<2x1xi64>, tensor<2xi32>) -> tensor<5xi32>
    return %0 : tensor<5xi32>
  }
  func.func @variadic(%arg0: tensor<5xf32>, %arg1: tensor<5xi32>, %arg2: tensor<2x1xi64>, %arg3: tensor<2xf32>, %arg4: tensor<2xi32>) -> (tensor<5xf32>, tensor<5xi32>) {
    %0:2 = "stablehlo.scatter"(%arg0, %arg1, %arg2, %arg3, %arg4) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<i32>, %arg7: tensor<f32>, %arg8: tensor<i32>):
      %1 = stablehlo.add %arg5, %arg7 : tensor<f32>
      %2 = stablehlo.add %arg6, %arg8 : tensor<i32>
      stablehlo.return %1, %2 : tensor<f32>, tensor<i32>
    }) : (tensor<5xf32>, tensor<5xi32>, tensor<2x1xi64>, tensor<2xf32>, tensor<2xi32>) -> (tensor<5xf32>, tensor<5xi32>)
    return %0#0, %0#1 : tensor<5xf32>, tensor<5xi32>
  }
  func.func @dynamic(%arg0: tensor<?x4xf32>, %arg1: tensor<?x1xi32>, %arg2: tensor<?x4xf32>) -> tensor<?x4xf32> {
    %0 = "stablehlo.scatter"(%arg0, %arg1, %arg2) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %1 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }) : (tensor<?x4xf32>, tensor<?x1xi32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    return %0 : tensor<?x4xf32>
  }
}
