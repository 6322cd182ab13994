"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x3xi32>) -> tensor<2x4x1x3xi32>, sym_name = "main"}> ({
  ^bb0(%arg2: tensor<1x3xi32>):
    %3 = "stablehlo.broadcast"(%arg2) <{broadcast_sizes = array<i64: 2, 4>}> : (tensor<1x3xi32>) -> tensor<2x4x1x3xi32>
    "func.return"(%3) : (tensor<2x4x1x3xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<f32>, tensor<?x3xbf16>) -> (tensor<3xf32>, tensor<?x3xbf16>, tensor<2x?x3xbf16>), sym_name = "variants"}> ({
  ^bb0(%arg0: tensor<f32>, %arg1: tensor<?x3xbf16>):
    %0 = "stablehlo.broadcast"(%arg0) <{broadcast_sizes = array<i64: 3>}> : (tensor<f32>) -> tensor<3xf32>
    %1 = "stablehlo.broadcast"(%arg1) <{broadcast_sizes = array<i64>}> : (tensor<?x3xbf16>) -> tensor<?x3xbf16>
    %2 = "stablehlo.broadcast"(%arg1) <{broadcast_sizes = array<i64: 2>}> : (tensor<?x3xbf16>) -> tensor<2x?x3xbf16>
    "func.return"(%0, %1, %2) : (tensor<3xf32>, tensor<?x3xbf16>, tensor<2x?x3xbf16>) -> ()
  }) : () -> ()
}) : () -> ()
