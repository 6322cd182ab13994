"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x3xi32>) -> tensor<2x3x2xi32>, sym_name = "main"}> ({
  ^bb0(%arg7: tensor<1x3xi32>):
    %7 = "stablehlo.broadcast_in_dim"(%arg7) <{broadcast_dimensions = array<i64: 2, 1>}> : (tensor<1x3xi32>) -> tensor<2x3x2xi32>
    "func.return"(%7) : (tensor<2x3x2xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<f32>) -> tensor<4x5xf32>, sym_name = "scalar"}> ({
  ^bb0(%arg6: tensor<f32>):
    %6 = "stablehlo.broadcast_in_dim"(%arg6) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x5xf32>
    "func.return"(%6) : (tensor<4x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xbf16>) -> tensor<2x3xbf16>, sym_name = "identity"}> ({
  ^bb0(%arg5: tensor<2x3xbf16>):
    %5 = "stablehlo.broadcast_in_dim"(%arg5) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x3xbf16>) -> tensor<2x3xbf16>
    "func.return"(%5) : (tensor<2x3xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3xi1>, tensor<3xcomplex<f32>>, tensor<3xui2>) -> (tensor<2x3xi1>, tensor<3x2xcomplex<f32>>, tensor<3x1xui2>), sym_name = "types"}> ({
  ^bb0(%arg2: tensor<3xi1>, %arg3: tensor<3xcomplex<f32>>, %arg4: tensor<3xui2>):
    %2 = "stablehlo.broadcast_in_dim"(%arg2) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xi1>) -> tensor<2x3xi1>
    %3 = "stablehlo.broadcast_in_dim"(%arg3) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xcomplex<f32>>) -> tensor<3x2xcomplex<f32>>
    %4 = "stablehlo.broadcast_in_dim"(%arg4) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xui2>) -> tensor<3x1xui2>
    "func.return"(%2, %3, %4) : (tensor<2x3xi1>, tensor<3x2xcomplex<f32>>, tensor<3x1xui2>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?xf32, #stablehlo.bounds<4>>, tensor<?x3xf32, #stablehlo.bounds<5, ?>>) -> (tensor<2x?xf32, #stablehlo.bounds<?, 4>>, tensor<?x3x4xf32, #stablehlo.bounds<5, ?, ?>>), sym_name = "dynamic"}> ({
  ^bb0(%arg0: tensor<?xf32, #stablehlo.bounds<4>>, %arg1: tensor<?x3xf32, #stablehlo.bounds<5, ?>>):
    %0 = "stablehlo.broadcast_in_dim"(%arg0) <{broadcast_dimensions = array<i64: 1>}> : (tensor<?xf32, #stablehlo.bounds<4>>) -> tensor<2x?xf32, #stablehlo.bounds<?, 4>>
    %1 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<?x3xf32, #stablehlo.bounds<5, ?>>) -> tensor<?x3x4xf32, #stablehlo.bounds<5, ?, ?>>
    "func.return"(%0, %1) : (tensor<2x?xf32, #stablehlo.bounds<?, 4>>, tensor<?x3x4xf32, #stablehlo.bounds<5, ?, ?>>) -> ()
  }) : () -> ()
}) : () -> ()
