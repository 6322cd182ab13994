"builtin.module"() ({
  "func.func"() <{function_type = (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<3xi64>) -> tensor<2x3x2x2xi64>, sym_name = "main"}> ({
  ^bb0(%arg6: tensor<3x4x2xi64>, %arg7: tensor<2x3x2xi64>, %arg8: tensor<3xi64>):
    %2 = "stablehlo.dynamic_gather"(%arg6, %arg7, %arg8) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [1, 0], index_vector_dim = 2>, indices_are_sorted = false}> : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<3xi64>) -> tensor<2x3x2x2xi64>
    "func.return"(%2) : (tensor<2x3x2x2xi64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3x4x2xf32>, tensor<2x2x3x2xi32>, tensor<4xi32>) -> tensor<2x2x3x2x2xf32>, sym_name = "batching_sorted"}> ({
  ^bb0(%arg3: tensor<2x3x4x2xf32>, %arg4: tensor<2x2x3x2xi32>, %arg5: tensor<4xi32>):
    %1 = "stablehlo.dynamic_gather"(%arg3, %arg4, %arg5) <{dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [2, 1], index_vector_dim = 3>, indices_are_sorted = true}> : (tensor<2x3x4x2xf32>, tensor<2x2x3x2xi32>, tensor<4xi32>) -> tensor<2x2x3x2x2xf32>
    "func.return"(%1) : (tensor<2x2x3x2x2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x4xbf16>, tensor<?x1xi32>, tensor<2xi64>) -> tensor<?x?xbf16>, sym_name = "dynamic"}> ({
  ^bb0(%arg0: tensor<?x4xbf16>, %arg1: tensor<?x1xi32>, %arg2: tensor<2xi64>):
    %0 = "stablehlo.dynamic_gather"(%arg0, %arg1, %arg2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>}> : (tensor<?x4xbf16>, tensor<?x1xi32>, tensor<2xi64>) -> tensor<?x?xbf16>
    "func.return"(%0) : (tensor<?x?xbf16>) -> ()
  }) : () -> ()
}) : () -> ()
