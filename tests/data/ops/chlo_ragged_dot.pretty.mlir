module {
  func.func @main(%arg0: tensor<11x5xf32>, %arg1: tensor<3x5x7xf32>, %arg2: tensor<3xi64>, %arg3: tensor<2x11x5xbf16>, %arg4: tensor<2x5x7xbf16>, %arg5: tensor<2x3xi32>, %arg6: tensor<4x11x5xi8>, %arg7: tensor<4x5x7xi8>, %arg8: tensor<2xui32>) -> (tensor<11x7xf32>, tensor<3x2x11x7xf32>, tensor<4x11x7xi32>) {
    %0 = "chlo.ragged_dot"(%arg0, %arg1, %arg2) <{precision_config = [#chlo<precision DEFAULT>, #chlo<precision HIGHEST>], ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>}> : (tensor<11x5xf32>, tensor<3x5x7xf32>, tensor<3xi64>) -> tensor<11x7xf32>
    %1 = "chlo.ragged_dot"(%arg3, %arg4, %arg5) <{ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [2]>}> : (tensor<2x11x5xbf16>, tensor<2x5x7xbf16>, tensor<2x3xi32>) -> tensor<3x2x11x7xf32>
    %2 = "chlo.ragged_dot"(%arg6, %arg7, %arg8) <{ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0]>}> : (tensor<4x11x5xi8>, tensor<4x5x7xi8>, tensor<2xui32>) -> tensor<4x11x7xi32>
    return %0, %1, %2 : tensor<11x7xf32>, tensor<3x2x11x7xf32>, tensor<4x11x7xi32>
  }
}
