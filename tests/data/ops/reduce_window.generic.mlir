"builtin.module"() ({
  "func.func"() <{function_type = (tensor<3x2xi64>, tensor<i64>) -> tensor<2x2xi64>, sym_name = "main"}> ({
  ^bb0(%arg24: tensor<3x2xi64>, %arg25: tensor<i64>):
    %11 = "stablehlo.reduce_window"(%arg24, %arg25) <{base_dilations = array<i64: 2, 1>, padding = dense<[[2, 1], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 3, 1>, window_dimensions = array<i64: 2, 1>, window_strides = array<i64: 4, 1>}> ({
    ^bb0(%arg26: tensor<i64>, %arg27: tensor<i64>):
      %12 = "stablehlo.add"(%arg26, %arg27) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%12) : (tensor<i64>) -> ()
    }) : (tensor<3x2xi64>, tensor<i64>) -> tensor<2x2xi64>
    "func.return"(%11) : (tensor<2x2xi64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x6xf32>, tensor<f32>) -> tensor<3x4xf32>, sym_name = "only_dims"}> ({
  ^bb0(%arg20: tensor<4x6xf32>, %arg21: tensor<f32>):
    %9 = "stablehlo.reduce_window"(%arg20, %arg21) <{window_dimensions = array<i64: 2, 3>}> ({
    ^bb0(%arg22: tensor<f32>, %arg23: tensor<f32>):
      %10 = "stablehlo.maximum"(%arg22, %arg23) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%10) : (tensor<f32>) -> ()
    }) : (tensor<4x6xf32>, tensor<f32>) -> tensor<3x4xf32>
    "func.return"(%9) : (tensor<3x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<1x4x4x1xbf16>, tensor<bf16>) -> tensor<1x2x2x1xbf16>, sym_name = "strides_padding"}> ({
  ^bb0(%arg16: tensor<1x4x4x1xbf16>, %arg17: tensor<bf16>):
    %7 = "stablehlo.reduce_window"(%arg16, %arg17) <{padding = dense<[[0, 0], [1, 1], [1, 1], [0, 0]]> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg18: tensor<bf16>, %arg19: tensor<bf16>):
      %8 = "stablehlo.add"(%arg18, %arg19) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%8) : (tensor<bf16>) -> ()
    }) : (tensor<1x4x4x1xbf16>, tensor<bf16>) -> tensor<1x2x2x1xbf16>
    "func.return"(%7) : (tensor<1x2x2x1xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>, tensor<f32>) -> tensor<3xf32>, sym_name = "explicit_defaults"}> ({
  ^bb0(%arg12: tensor<4xf32>, %arg13: tensor<f32>):
    %5 = "stablehlo.reduce_window"(%arg12, %arg13) <{base_dilations = array<i64: 1>, padding = dense<0> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 2>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg14: tensor<f32>, %arg15: tensor<f32>):
      %6 = "stablehlo.add"(%arg14, %arg15) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%6) : (tensor<f32>) -> ()
    }) : (tensor<4xf32>, tensor<f32>) -> tensor<3xf32>
    "func.return"(%5) : (tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x4xf32>, tensor<4x4xi32>, tensor<f32>, tensor<i32>) -> (tensor<2x2xf32>, tensor<2x2xi32>), sym_name = "variadic"}> ({
  ^bb0(%arg4: tensor<4x4xf32>, %arg5: tensor<4x4xi32>, %arg6: tensor<f32>, %arg7: tensor<i32>):
    %2:2 = "stablehlo.reduce_window"(%arg4, %arg5, %arg6, %arg7) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<i32>, %arg10: tensor<f32>, %arg11: tensor<i32>):
      %3 = "stablehlo.add"(%arg8, %arg10) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %4 = "stablehlo.add"(%arg9, %arg11) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%3, %4) : (tensor<f32>, tensor<i32>) -> ()
    }) : (tensor<4x4xf32>, tensor<4x4xi32>, tensor<f32>, tensor<i32>) -> (tensor<2x2xf32>, tensor<2x2xi32>)
    "func.return"(%2#0, %2#1) : (tensor<2x2xf32>, tensor<2x2xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x4xf32>, tensor<f32>) -> tensor<?x4xf32>, sym_name = "dynamic"}> ({
  ^bb0(%arg0: tensor<?x4xf32>, %arg1: tensor<f32>):
    %0 = "stablehlo.reduce_window"(%arg0, %arg1) <{window_dimensions = array<i64: 1, 1>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %1 = "stablehlo.add"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1) : (tensor<f32>) -> ()
    }) : (tensor<?x4xf32>, tensor<f32>) -> tensor<?x4xf32>
    "func.return"(%0) : (tensor<?x4xf32>) -> ()
  }) : () -> ()
}) : () -> ()
