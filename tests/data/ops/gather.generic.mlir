"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32>, sym_name = "main"}> ({
  ^bb0(%arg8: tensor<2x3x4x2xi32>, %arg9: tensor<2x2x3x2xi64>):
    %4 = "stablehlo.gather"(%arg8, %arg9) <{dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [2, 1], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 2, 2>}> : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32>
    "func.return"(%4) : (tensor<2x2x3x2x2xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3x4x2xf32>, tensor<2x3x2xi32>) -> tensor<2x3x2x2xf32>, sym_name = "sorted_no_batching"}> ({
  ^bb0(%arg6: tensor<3x4x2xf32>, %arg7: tensor<2x3x2xi32>):
    %3 = "stablehlo.gather"(%arg6, %arg7) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [1, 0], index_vector_dim = 2>, indices_are_sorted = true, slice_sizes = array<i64: 1, 2, 2>}> : (tensor<3x4x2xf32>, tensor<2x3x2xi32>) -> tensor<2x3x2x2xf32>
    "func.return"(%3) : (tensor<2x3x2x2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<5xbf16>, tensor<3x1xui32>) -> tensor<3xbf16>, sym_name = "minimal"}> ({
  ^bb0(%arg4: tensor<5xbf16>, %arg5: tensor<3x1xui32>):
    %2 = "stablehlo.gather"(%arg4, %arg5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<5xbf16>, tensor<3x1xui32>) -> tensor<3xbf16>
    "func.return"(%2) : (tensor<3xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<5x4xi1>, tensor<1xi64>) -> tensor<2x4xi1>, sym_name = "offset_only"}> ({
  ^bb0(%arg2: tensor<5x4xi1>, %arg3: tensor<1xi64>):
    %1 = "stablehlo.gather"(%arg2, %arg3) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], start_index_map = [0]>, slice_sizes = array<i64: 2, 4>}> : (tensor<5x4xi1>, tensor<1xi64>) -> tensor<2x4xi1>
    "func.return"(%1) : (tensor<2x4xi1>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x4xf32>, tensor<?x1xi32>) -> tensor<?x4xf32>, sym_name = "dynamic"}> ({
  ^bb0(%arg0: tensor<?x4xf32>, %arg1: tensor<?x1xi32>):
    %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<?x4xf32>, tensor<?x1xi32>) -> tensor<?x4xf32>
    "func.return"(%0) : (tensor<?x4xf32>) -> ()
  }) : () -> ()
}) : () -> ()
