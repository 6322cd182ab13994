"builtin.module"() ({
  "func.func"() <{function_type = (tensor<i32>, tensor<i32>, tensor<2xi64>) -> tensor<3x3xi32>, sym_name = "main"}> ({
  ^bb0(%arg12: tensor<i32>, %arg13: tensor<i32>, %arg14: tensor<2xi64>):
    %4 = "stablehlo.rng"(%arg12, %arg13, %arg14) <{rng_distribution = #stablehlo<rng_distribution UNIFORM>}> : (tensor<i32>, tensor<i32>, tensor<2xi64>) -> tensor<3x3xi32>
    "func.return"(%4) : (tensor<3x3xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<f32>, tensor<f32>, tensor<3xi64>) -> tensor<2x3x4xf32>, sym_name = "normal"}> ({
  ^bb0(%arg9: tensor<f32>, %arg10: tensor<f32>, %arg11: tensor<3xi64>):
    %3 = "stablehlo.rng"(%arg9, %arg10, %arg11) <{rng_distribution = #stablehlo<rng_distribution NORMAL>}> : (tensor<f32>, tensor<f32>, tensor<3xi64>) -> tensor<2x3x4xf32>
    "func.return"(%3) : (tensor<2x3x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i1>, tensor<i1>, tensor<1xi64>, tensor<bf16>, tensor<bf16>, tensor<2xi32>) -> (tensor<8xi1>, tensor<?x?xbf16>), sym_name = "bool_and_dynamic"}> ({
  ^bb0(%arg3: tensor<i1>, %arg4: tensor<i1>, %arg5: tensor<1xi64>, %arg6: tensor<bf16>, %arg7: tensor<bf16>, %arg8: tensor<2xi32>):
    %1 = "stablehlo.rng"(%arg3, %arg4, %arg5) <{rng_distribution = #stablehlo<rng_distribution UNIFORM>}> : (tensor<i1>, tensor<i1>, tensor<1xi64>) -> tensor<8xi1>
    %2 = "stablehlo.rng"(%arg6, %arg7, %arg8) <{rng_distribution = #stablehlo<rng_distribution UNIFORM>}> : (tensor<bf16>, tensor<bf16>, tensor<2xi32>) -> tensor<?x?xbf16>
    "func.return"(%1, %2) : (tensor<8xi1>, tensor<?x?xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<f64>, tensor<f64>, tensor<0xi64>) -> tensor<f64>, sym_name = "scalar"}> ({
  ^bb0(%arg0: tensor<f64>, %arg1: tensor<f64>, %arg2: tensor<0xi64>):
    %0 = "stablehlo.rng"(%arg0, %arg1, %arg2) <{rng_distribution = #stablehlo<rng_distribution NORMAL>}> : (tensor<f64>, tensor<f64>, tensor<0xi64>) -> tensor<f64>
    "func.return"(%0) : (tensor<f64>) -> ()
  }) : () -> ()
}) : () -> ()
