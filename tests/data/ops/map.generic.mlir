"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi64>, sym_name = "main"}> ({
  ^bb0(%arg14: tensor<2x2xi64>, %arg15: tensor<2x2xi64>):
    %8 = "stablehlo.map"(%arg14, %arg15) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg16: tensor<i64>, %arg17: tensor<i64>):
      %9 = "stablehlo.multiply"(%arg16, %arg17) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%9) : (tensor<i64>) -> ()
    }) : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi64>
    "func.return"(%8) : (tensor<2x2xi64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "unary"}> ({
  ^bb0(%arg12: tensor<4xf32>):
    %6 = "stablehlo.map"(%arg12) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg13: tensor<f32>):
      %7 = "stablehlo.exponential"(%arg13) : (tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7) : (tensor<f32>) -> ()
    }) : (tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%6) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xi32>, tensor<2x3xf32>, tensor<2x3xi1>) -> tensor<2x3xf32>, sym_name = "convert_type"}> ({
  ^bb0(%arg6: tensor<2x3xi32>, %arg7: tensor<2x3xf32>, %arg8: tensor<2x3xi1>):
    %3 = "stablehlo.map"(%arg6, %arg7, %arg8) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg9: tensor<i32>, %arg10: tensor<f32>, %arg11: tensor<i1>):
      %4 = "stablehlo.convert"(%arg9) : (tensor<i32>) -> tensor<f32>
      %5 = "stablehlo.select"(%arg11, %4, %arg10) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5) : (tensor<f32>) -> ()
    }) : (tensor<2x3xi32>, tensor<2x3xf32>, tensor<2x3xi1>) -> tensor<2x3xf32>
    "func.return"(%3) : (tensor<2x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<f32>) -> tensor<f32>, sym_name = "rank0"}> ({
  ^bb0(%arg4: tensor<f32>):
    %2 = "stablehlo.map"(%arg4) <{dimensions = array<i64>}> ({
    ^bb0(%arg5: tensor<f32>):
      "stablehlo.return"(%arg5) : (tensor<f32>) -> ()
    }) : (tensor<f32>) -> tensor<f32>
    "func.return"(%2) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x3xf32>, tensor<?x3xf32>) -> tensor<?x3xf32>, sym_name = "dynamic"}> ({
  ^bb0(%arg0: tensor<?x3xf32>, %arg1: tensor<?x3xf32>):
    %0 = "stablehlo.map"(%arg0, %arg1) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %1 = "stablehlo.add"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1) : (tensor<f32>) -> ()
    }) : (tensor<?x3xf32>, tensor<?x3xf32>) -> tensor<?x3xf32>
    "func.return"(%0) : (tensor<?x3xf32>) -> ()
  }) : () -> ()
}) : () -> ()
