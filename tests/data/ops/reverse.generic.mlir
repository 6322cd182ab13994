"builtin.module"() ({
  "func.func"() <{function_type = (tensor<3x2xi32>) -> tensor<3x2xi32>, sym_name = "main"}> ({
  ^bb0(%arg3: tensor<3x2xi32>):
    %4 = "stablehlo.reverse"(%arg3) <{dimensions = array<i64: 1>}> : (tensor<3x2xi32>) -> tensor<3x2xi32>
    "func.return"(%4) : (tensor<3x2xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3x4xf32>, tensor<f64>, tensor<?x3xbf16>) -> (tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<f64>, tensor<?x3xbf16>), sym_name = "variants"}> ({
  ^bb0(%arg0: tensor<2x3x4xf32>, %arg1: tensor<f64>, %arg2: tensor<?x3xbf16>):
    %0 = "stablehlo.reverse"(%arg0) <{dimensions = array<i64: 0, 2>}> : (tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %1 = "stablehlo.reverse"(%arg0) <{dimensions = array<i64>}> : (tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %2 = "stablehlo.reverse"(%arg1) <{dimensions = array<i64>}> : (tensor<f64>) -> tensor<f64>
    %3 = "stablehlo.reverse"(%arg2) <{dimensions = array<i64: 0, 1>}> : (tensor<?x3xbf16>) -> tensor<?x3xbf16>
    "func.return"(%0, %1, %2, %3) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<f64>, tensor<?x3xbf16>) -> ()
  }) : () -> ()
}) : () -> ()
