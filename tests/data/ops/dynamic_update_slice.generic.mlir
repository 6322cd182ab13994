"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x4xi32>, tensor<2x2xi32>, tensor<i64>, tensor<i64>) -> tensor<4x4xi32>, sym_name = "main"}> ({
  ^bb0(%arg9: tensor<4x4xi32>, %arg10: tensor<2x2xi32>, %arg11: tensor<i64>, %arg12: tensor<i64>):
    %3 = "stablehlo.dynamic_update_slice"(%arg9, %arg10, %arg11, %arg12) : (tensor<4x4xi32>, tensor<2x2xi32>, tensor<i64>, tensor<i64>) -> tensor<4x4xi32>
    "func.return"(%3) : (tensor<4x4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8xf32>, tensor<3xf32>, tensor<ui8>) -> tensor<8xf32>, sym_name = "one"}> ({
  ^bb0(%arg6: tensor<8xf32>, %arg7: tensor<3xf32>, %arg8: tensor<ui8>):
    %2 = "stablehlo.dynamic_update_slice"(%arg6, %arg7, %arg8) : (tensor<8xf32>, tensor<3xf32>, tensor<ui8>) -> tensor<8xf32>
    "func.return"(%2) : (tensor<8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i1>, tensor<i1>) -> tensor<i1>, sym_name = "rank0"}> ({
  ^bb0(%arg4: tensor<i1>, %arg5: tensor<i1>):
    %1 = "stablehlo.dynamic_update_slice"(%arg4, %arg5) : (tensor<i1>, tensor<i1>) -> tensor<i1>
    "func.return"(%1) : (tensor<i1>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x4xbf16>, tensor<1x2xbf16>, tensor<i32>, tensor<i32>) -> tensor<?x4xbf16>, sym_name = "dynamic"}> ({
  ^bb0(%arg0: tensor<?x4xbf16>, %arg1: tensor<1x2xbf16>, %arg2: tensor<i32>, %arg3: tensor<i32>):
    %0 = "stablehlo.dynamic_update_slice"(%arg0, %arg1, %arg2, %arg3) : (tensor<?x4xbf16>, tensor<1x2xbf16>, tensor<i32>, tensor<i32>) -> tensor<?x4xbf16>
    "func.return"(%0) : (tensor<?x4xbf16>) -> ()
  }) : () -> ()
}) : () -> ()
