"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x4xi32>, tensor<i64>, tensor<i64>) -> tensor<2x3xi32>, sym_name = "main"}> ({
  ^bb0(%arg9: tensor<4x4xi32>, %arg10: tensor<i64>, %arg11: tensor<i64>):
    %3 = "stablehlo.dynamic_slice"(%arg9, %arg10, %arg11) <{slice_sizes = array<i64: 2, 3>}> : (tensor<4x4xi32>, tensor<i64>, tensor<i64>) -> tensor<2x3xi32>
    "func.return"(%3) : (tensor<2x3xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8xf32>, tensor<ui32>) -> tensor<3xf32>, sym_name = "one"}> ({
  ^bb0(%arg7: tensor<8xf32>, %arg8: tensor<ui32>):
    %2 = "stablehlo.dynamic_slice"(%arg7, %arg8) <{slice_sizes = array<i64: 3>}> : (tensor<8xf32>, tensor<ui32>) -> tensor<3xf32>
    "func.return"(%2) : (tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3x4xcomplex<f32>>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x2xcomplex<f32>>, sym_name = "three"}> ({
  ^bb0(%arg3: tensor<2x3x4xcomplex<f32>>, %arg4: tensor<i32>, %arg5: tensor<i32>, %arg6: tensor<i32>):
    %1 = "stablehlo.dynamic_slice"(%arg3, %arg4, %arg5, %arg6) <{slice_sizes = array<i64: 1, 3, 2>}> : (tensor<2x3x4xcomplex<f32>>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x2xcomplex<f32>>
    "func.return"(%1) : (tensor<1x3x2xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x4xf32>, tensor<i64>, tensor<i64>) -> tensor<1x2xf32>, sym_name = "dynamic"}> ({
  ^bb0(%arg0: tensor<?x4xf32>, %arg1: tensor<i64>, %arg2: tensor<i64>):
    %0 = "stablehlo.dynamic_slice"(%arg0, %arg1, %arg2) <{slice_sizes = array<i64: 1, 2>}> : (tensor<?x4xf32>, tensor<i64>, tensor<i64>) -> tensor<1x2xf32>
    "func.return"(%0) : (tensor<1x2xf32>) -> ()
  }) : () -> ()
}) : () -> ()
