module {
  func.func @main(%arg0: tensor<2x3x4x2xi32>, %arg1: tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32> {
    %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [2, 1], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 2, 2>}> : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32>
    return %0 : tensor<2x2x3x2x2xi32>
  }
  func.func @sorted_no_batching(%arg0: tensor<3x4x2xf32>, %arg1: tensor<2x3x2xi32>) -> tensor<2x3x2x2xf32> {
    %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [1, 0], index_vector_dim = 2>, indices_are_sorted = true, slice_sizes = array<i64: 1, 2, 2>}> : (tensor<3x4x2xf32>, tensor<2x3x2xi32>) -> tensor<2x3x2x2xf32>
    return %0 : tensor<2x3x2x2xf32>
  }
  func.func @minimal(%arg0: tensor<5xbf16>, %arg1: tensor<3x1xui32>) -> tensor<3xbf16> {
    %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<5xbf16>, tensor<3x1xui32>) -> tensor<3xbf16>
    return %0 : tensor<3xbf16>
  }
  func.func @offset_only(%arg0: tensor<5x4xi1>, %arg1: tensor<1xi64>) -> tensor<2x4xi1> {
    %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], start_index_map = [0]>, slice_sizes = array<i64: 2, 4>}> : (tensor<5x4xi1>, tensor<1xi64>) -> tensor<2x4xi1>
    return %0 : tensor<2x4xi1>
  }
  func.func @dynamic(%arg0: tensor<?x4xf32>, %arg1: tensor<?x1xi32>) -> tensor<?x4xf32> {
    %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<?x4xf32>, tensor<?x1xi32>) -> tensor<?x4xf32>
    return %0 : tensor<?x4xf32>
  }
}
