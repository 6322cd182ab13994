"builtin.module"() ({
  "func.func"() <{function_type = (tensor<f64>) -> tensor<4xf16>, sym_name = "main"}> ({
  ^bb0(%arg8: tensor<f64>):
    %8 = "stablehlo.bitcast_convert"(%arg8) : (tensor<f64>) -> tensor<4xf16>
    "func.return"(%8) : (tensor<4xf16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xf32>, tensor<2x3xi32>, tensor<4xbf16>, tensor<4xf8E4M3FN>) -> (tensor<2x3xi32>, tensor<2x3xf32>, tensor<4xi16>, tensor<4xui8>), sym_name = "same_width"}> ({
  ^bb0(%arg4: tensor<2x3xf32>, %arg5: tensor<2x3xi32>, %arg6: tensor<4xbf16>, %arg7: tensor<4xf8E4M3FN>):
    %4 = "stablehlo.bitcast_convert"(%arg4) : (tensor<2x3xf32>) -> tensor<2x3xi32>
    %5 = "stablehlo.bitcast_convert"(%arg5) : (tensor<2x3xi32>) -> tensor<2x3xf32>
    %6 = "stablehlo.bitcast_convert"(%arg6) : (tensor<4xbf16>) -> tensor<4xi16>
    %7 = "stablehlo.bitcast_convert"(%arg7) : (tensor<4xf8E4M3FN>) -> tensor<4xui8>
    "func.return"(%4, %5, %6, %7) : (tensor<2x3xi32>, tensor<2x3xf32>, tensor<4xi16>, tensor<4xui8>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3x4xi8>) -> tensor<3xi32>, sym_name = "narrowing"}> ({
  ^bb0(%arg3: tensor<3x4xi8>):
    %3 = "stablehlo.bitcast_convert"(%arg3) : (tensor<3x4xi8>) -> tensor<3xi32>
    "func.return"(%3) : (tensor<3xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2xf64>) -> tensor<2x2xi32>, sym_name = "widening"}> ({
  ^bb0(%arg2: tensor<2xf64>):
    %2 = "stablehlo.bitcast_convert"(%arg2) : (tensor<2xf64>) -> tensor<2x2xi32>
    "func.return"(%2) : (tensor<2x2xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2xf32>) -> tensor<2xf32>, sym_name = "same_type"}> ({
  ^bb0(%arg1: tensor<2xf32>):
    %1 = "stablehlo.bitcast_convert"(%arg1) : (tensor<2xf32>) -> tensor<2xf32>
    "func.return"(%1) : (tensor<2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x3xf32>) -> tensor<?x3xui32>, sym_name = "dynamic"}> ({
  ^bb0(%arg0: tensor<?x3xf32>):
    %0 = "stablehlo.bitcast_convert"(%arg0) : (tensor<?x3xf32>) -> tensor<?x3xui32>
    "func.return"(%0) : (tensor<?x3xui32>) -> ()
  }) : () -> ()
}) : () -> ()
