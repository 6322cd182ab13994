"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x2xi32>, tensor<2x2xi32>, tensor<i32>) -> tensor<4x2xi32>, sym_name = "main"}> ({
  ^bb0(%arg14: tensor<4x2xi32>, %arg15: tensor<2x2xi32>, %arg16: tensor<i32>):
    %6 = "stablehlo.select_and_scatter"(%arg14, %arg15, %arg16) <{padding = dense<[[0, 1], [0, 0]]> : tensor<2x2xi64>, window_dimensions = array<i64: 3, 1>, window_strides = array<i64: 2, 1>}> ({
    ^bb0(%arg19: tensor<i32>, %arg20: tensor<i32>):
      %8 = "stablehlo.compare"(%arg19, %arg20) <{comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%8) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg17: tensor<i32>, %arg18: tensor<i32>):
      %7 = "stablehlo.add"(%arg17, %arg18) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%7) : (tensor<i32>) -> ()
    }) : (tensor<4x2xi32>, tensor<2x2xi32>, tensor<i32>) -> tensor<4x2xi32>
    "func.return"(%6) : (tensor<4x2xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>, sym_name = "no_attrs_rank0"}> ({
  ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>, %arg9: tensor<f32>):
    %3 = "stablehlo.select_and_scatter"(%arg7, %arg8, %arg9) ({
    ^bb0(%arg12: tensor<f32>, %arg13: tensor<f32>):
      %5 = "stablehlo.compare"(%arg12, %arg13) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%5) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
      %4 = "stablehlo.add"(%arg10, %arg11) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4) : (tensor<f32>) -> ()
    }) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%3) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x4xbf16>, tensor<2x2xbf16>, tensor<bf16>) -> tensor<4x4xbf16>, sym_name = "dims_only"}> ({
  ^bb0(%arg0: tensor<4x4xbf16>, %arg1: tensor<2x2xbf16>, %arg2: tensor<bf16>):
    %0 = "stablehlo.select_and_scatter"(%arg0, %arg1, %arg2) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>}> ({
    ^bb0(%arg5: tensor<bf16>, %arg6: tensor<bf16>):
      %2 = "stablehlo.compare"(%arg5, %arg6) <{comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      "stablehlo.return"(%2) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg3: tensor<bf16>, %arg4: tensor<bf16>):
      %1 = "stablehlo.add"(%arg3, %arg4) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%1) : (tensor<bf16>) -> ()
    }) : (tensor<4x4xbf16>, tensor<2x2xbf16>, tensor<bf16>) -> tensor<4x4xbf16>
    "func.return"(%0) : (tensor<4x4xbf16>) -> ()
  }) : () -> ()
}) : () -> ()
