"builtin.module"() ({
  "func.func"() <{function_type = (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>, sym_name = "main"}> ({
  ^bb0(%arg7: tensor<3x4xf32>, %arg8: tensor<4x5xf32>):
    %4 = "stablehlo.dot"(%arg7, %arg8) : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
    "func.return"(%4) : (tensor<3x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>, tensor<4xf32>, tensor<3x4xf32>) -> (tensor<f32>, tensor<3xf32>), sym_name = "vector"}> ({
  ^bb0(%arg4: tensor<4xf32>, %arg5: tensor<4xf32>, %arg6: tensor<3x4xf32>):
    %2 = "stablehlo.dot"(%arg4, %arg5) <{precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<f32>
    %3 = "stablehlo.dot"(%arg6, %arg5) <{precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision HIGH>]}> : (tensor<3x4xf32>, tensor<4xf32>) -> tensor<3xf32>
    "func.return"(%2, %3) : (tensor<f32>, tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xi8>, tensor<3x2xi8>, tensor<?x3xbf16>, tensor<3x2xbf16>) -> (tensor<2x2xi32>, tensor<?x2xbf16>), sym_name = "types"}> ({
  ^bb0(%arg0: tensor<2x3xi8>, %arg1: tensor<3x2xi8>, %arg2: tensor<?x3xbf16>, %arg3: tensor<3x2xbf16>):
    %0 = "stablehlo.dot"(%arg0, %arg1) <{precision_config = []}> : (tensor<2x3xi8>, tensor<3x2xi8>) -> tensor<2x2xi32>
    %1 = "stablehlo.dot"(%arg2, %arg3) : (tensor<?x3xbf16>, tensor<3x2xbf16>) -> tensor<?x2xbf16>
    "func.return"(%0, %1) : (tensor<2x2xi32>, tensor<?x2xbf16>) -> ()
  }) : () -> ()
}) : () -> ()
