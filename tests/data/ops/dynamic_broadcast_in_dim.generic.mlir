"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x3xi64>, tensor<3xi64>) -> tensor<2x3x2xi64>, sym_name = "main"}> ({
  ^bb0(%arg6: tensor<1x3xi64>, %arg7: tensor<3xi64>):
    %3 = "stablehlo.dynamic_broadcast_in_dim"(%arg6, %arg7) <{broadcast_dimensions = array<i64: 2, 1>, known_expanding_dimensions = array<i64: 0>, known_nonexpanding_dimensions = array<i64: 1>}> : (tensor<1x3xi64>, tensor<3xi64>) -> tensor<2x3x2xi64>
    "func.return"(%3) : (tensor<2x3x2xi64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x3xf32>, tensor<3xi32>) -> tensor<?x?x3xf32>, sym_name = "no_known"}> ({
  ^bb0(%arg4: tensor<?x3xf32>, %arg5: tensor<3xi32>):
    %2 = "stablehlo.dynamic_broadcast_in_dim"(%arg4, %arg5) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<?x3xf32>, tensor<3xi32>) -> tensor<?x?x3xf32>
    "func.return"(%2) : (tensor<?x?x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<f32>, tensor<2xindex>) -> tensor<?x?xf32>, sym_name = "only_expanding"}> ({
  ^bb0(%arg2: tensor<f32>, %arg3: tensor<2xindex>):
    %1 = "stablehlo.dynamic_broadcast_in_dim"(%arg2, %arg3) <{broadcast_dimensions = array<i64>, known_expanding_dimensions = array<i64>}> : (tensor<f32>, tensor<2xindex>) -> tensor<?x?xf32>
    "func.return"(%1) : (tensor<?x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?xbf16>, tensor<2xi64>) -> tensor<4x?xbf16>, sym_name = "only_nonexpanding"}> ({
  ^bb0(%arg0: tensor<?xbf16>, %arg1: tensor<2xi64>):
    %0 = "stablehlo.dynamic_broadcast_in_dim"(%arg0, %arg1) <{broadcast_dimensions = array<i64: 1>, known_nonexpanding_dimensions = array<i64: 0>}> : (tensor<?xbf16>, tensor<2xi64>) -> tensor<4x?xbf16>
    "func.return"(%0) : (tensor<4x?xbf16>) -> ()
  }) : () -> ()
}) : () -> ()
