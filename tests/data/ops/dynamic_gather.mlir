func.func @main(%operand: tensor<3x4x2xi64>, %start_indices: tensor<2x3x2xi64>, %slize_sizes: tensor<3xi64>) -> tensor<2x3x2x2xi64> {
  %result = "stablehlo.dynamic_gather"(%operand, %start_indices, %slize_sizes) {
    dimension_numbers = #stablehlo.gather<
      offset_dims = [2, 3],
      collapsed_slice_dims = [0],
      start_index_map = [1, 0],
      index_vector_dim = 2>,
    indices_are_sorted = false
  } : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<3xi64>) -> tensor<2x3x2x2xi64>
  "func.return"(%result) : (tensor<2x3x2x2xi64>) -> ()
}

func.func @batching_sorted(%operand: tensor<2x3x4x2xf32>, %start_indices: tensor<2x2x3x2xi32>, %slice_sizes: tensor<4xi32>) -> tensor<2x2x3x2x2xf32> {
  %0 = "stablehlo.dynamic_gather"(%operand, %start_indices, %slice_sizes) {dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [2, 1], index_vector_dim = 3>, indices_are_sorted = true} : (tensor<2x3x4x2xf32>, tensor<2x2x3x2xi32>, tensor<4xi32>) -> tensor<2x2x3x2x2xf32>
  "func.return"(%0) : (tensor<2x2x3x2x2xf32>) -> ()
}

func.func @dynamic(%operand: tensor<?x4xbf16>, %start_indices: tensor<?x1xi32>, %slice_sizes: tensor<2xi64>) -> tensor<?x?xbf16> {
  %0 = "stablehlo.dynamic_gather"(%operand, %start_indices, %slice_sizes) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>} : (tensor<?x4xbf16>, tensor<?x1xi32>, tensor<2xi64>) -> tensor<?x?xbf16>
  "func.return"(%0) : (tensor<?x?xbf16>) -> ()
}
