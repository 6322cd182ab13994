"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64>, sym_name = "main"}> ({
  ^bb0(%arg26: tensor<2x3x4x2xi64>, %arg27: tensor<2x2x3x2xi64>, %arg28: tensor<2x2x3x2x2xi64>):
    %10 = "stablehlo.scatter"(%arg26, %arg27, %arg28) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [2, 1], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg29: tensor<i64>, %arg30: tensor<i64>):
      %11 = "stablehlo.add"(%arg29, %arg30) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%11) : (tensor<i64>) -> ()
    }) : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64>
    "func.return"(%10) : (tensor<2x3x4x2xi64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3x4x2xf32>, tensor<2x3x2xi32>, tensor<2x3x2x2xf32>) -> (tensor<3x4x2xf32>, tensor<3x4x2xf32>), sym_name = "flags"}> ({
  ^bb0(%arg19: tensor<3x4x2xf32>, %arg20: tensor<2x3x2xi32>, %arg21: tensor<2x3x2x2xf32>):
    %7 = "stablehlo.scatter"(%arg19, %arg20, %arg21) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2, 3], inserted_window_dims = [0], scatter_dims_to_operand_dims = [1, 0], index_vector_dim = 2>, unique_indices = true}> ({
    ^bb0(%arg24: tensor<f32>, %arg25: tensor<f32>):
      "stablehlo.return"(%arg25) : (tensor<f32>) -> ()
    }) : (tensor<3x4x2xf32>, tensor<2x3x2xi32>, tensor<2x3x2x2xf32>) -> tensor<3x4x2xf32>
    %8 = "stablehlo.scatter"(%arg19, %arg20, %arg21) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2, 3], inserted_window_dims = [0], scatter_dims_to_operand_dims = [1, 0], index_vector_dim = 2>}> ({
    ^bb0(%arg22: tensor<f32>, %arg23: tensor<f32>):
      %9 = "stablehlo.maximum"(%arg22, %arg23) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%9) : (tensor<f32>) -> ()
    }) : (tensor<3x4x2xf32>, tensor<2x3x2xi32>, tensor<2x3x2x2xf32>) -> tensor<3x4x2xf32>
    "func.return"(%7, %8) : (tensor<3x4x2xf32>, tensor<3x4x2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<5xi32>, tensor<2x1xi64>, tensor<2xi32>) -> tensor<5xi32>, sym_name = "minimal"}> ({
  ^bb0(%arg14: tensor<5xi32>, %arg15: tensor<2x1xi64>, %arg16: tensor<2xi32>):
    %5 = "stablehlo.scatter"(%arg14, %arg15, %arg16) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg17: tensor<i32>, %arg18: tensor<i32>):
      %6 = "stablehlo.add"(%arg17, %arg18) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%6) : (tensor<i32>) -> ()
    }) : (tensor<5xi32>, tensor<2x1xi64>, tensor<2xi32>) -> tensor<5xi32>
    "func.return"(%5) : (tensor<5xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<5xf32>, tensor<5xi32>, tensor<2x1xi64>, tensor<2xf32>, tensor<2xi32>) -> (tensor<5xf32>, tensor<5xi32>), sym_name = "variadic"}> ({
  ^bb0(%arg5: tensor<5xf32>, %arg6: tensor<5xi32>, %arg7: tensor<2x1xi64>, %arg8: tensor<2xf32>, %arg9: tensor<2xi32>):
    %2:2 = "stablehlo.scatter"(%arg5, %arg6, %arg7, %arg8, %arg9) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%arg10: tensor<f32>, %arg11: tensor<i32>, %arg12: tensor<f32>, %arg13: tensor<i32>):
      %3 = "stablehlo.add"(%arg10, %arg12) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %4 = "stablehlo.add"(%arg11, %arg13) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%3, %4) : (tensor<f32>, tensor<i32>) -> ()
    }) : (tensor<5xf32>, tensor<5xi32>, tensor<2x1xi64>, tensor<2xf32>, tensor<2xi32>) -> (tensor<5xf32>, tensor<5xi32>)
    "func.return"(%2#0, %2#1) : (tensor<5xf32>, tensor<5xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x4xf32>, tensor<?x1xi32>, tensor<?x4xf32>) -> tensor<?x4xf32>, sym_name = "dynamic"}> ({
  ^bb0(%arg0: tensor<?x4xf32>, %arg1: tensor<?x1xi32>, %arg2: tensor<?x4xf32>):
    %0 = "stablehlo.scatter"(%arg0, %arg1, %arg2) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %1 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1) : (tensor<f32>) -> ()
    }) : (tensor<?x4xf32>, tensor<?x1xi32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    "func.return"(%0) : (tensor<?x4xf32>) -> ()
  }) : () -> ()
}) : () -> ()
