"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3xi64>, tensor<2x3xi64>) -> (tensor<2x3xi64>, tensor<2x3xi64>), sym_name = "main"}> ({
  ^bb0(%arg22: tensor<2x3xi64>, %arg23: tensor<2x3xi64>):
    %12:2 = "stablehlo.sort"(%arg22, %arg23) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg24: tensor<i64>, %arg25: tensor<i64>, %arg26: tensor<i64>, %arg27: tensor<i64>):
      %13 = "stablehlo.compare"(%arg24, %arg25) <{comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%13) : (tensor<i1>) -> ()
    }) : (tensor<2x3xi64>, tensor<2x3xi64>) -> (tensor<2x3xi64>, tensor<2x3xi64>)
    "func.return"(%12#0, %12#1) : (tensor<2x3xi64>, tensor<2x3xi64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<5xf32>) -> tensor<5xf32>, sym_name = "defaults"}> ({
  ^bb0(%arg19: tensor<5xf32>):
    %10 = "stablehlo.sort"(%arg19) ({
    ^bb0(%arg20: tensor<f32>, %arg21: tensor<f32>):
      %11 = "stablehlo.compare"(%arg20, %arg21) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%11) : (tensor<i1>) -> ()
    }) : (tensor<5xf32>) -> tensor<5xf32>
    "func.return"(%10) : (tensor<5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x5xbf16>) -> (tensor<2x5xbf16>, tensor<2x5xbf16>, tensor<2x5xbf16>), sym_name = "explicit_defaults"}> ({
  ^bb0(%arg12: tensor<2x5xbf16>):
    %4 = "stablehlo.sort"(%arg12) <{dimension = -1 : i64, is_stable = false}> ({
    ^bb0(%arg17: tensor<bf16>, %arg18: tensor<bf16>):
      %9 = "stablehlo.compare"(%arg17, %arg18) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      "stablehlo.return"(%9) : (tensor<i1>) -> ()
    }) : (tensor<2x5xbf16>) -> tensor<2x5xbf16>
    %5 = "stablehlo.sort"(%arg12) <{dimension = 1 : i64}> ({
    ^bb0(%arg15: tensor<bf16>, %arg16: tensor<bf16>):
      %8 = "stablehlo.compare"(%arg15, %arg16) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      "stablehlo.return"(%8) : (tensor<i1>) -> ()
    }) : (tensor<2x5xbf16>) -> tensor<2x5xbf16>
    %6 = "stablehlo.sort"(%arg12) <{is_stable = true}> ({
    ^bb0(%arg13: tensor<bf16>, %arg14: tensor<bf16>):
      %7 = "stablehlo.compare"(%arg13, %arg14) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      "stablehlo.return"(%7) : (tensor<i1>) -> ()
    }) : (tensor<2x5xbf16>) -> tensor<2x5xbf16>
    "func.return"(%4, %5, %6) : (tensor<2x5xbf16>, tensor<2x5xbf16>, tensor<2x5xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xui8>, tensor<4xcomplex<f32>>, tensor<4xi1>) -> (tensor<4xui8>, tensor<4xcomplex<f32>>, tensor<4xi1>), sym_name = "three_inputs"}> ({
  ^bb0(%arg3: tensor<4xui8>, %arg4: tensor<4xcomplex<f32>>, %arg5: tensor<4xi1>):
    %2:3 = "stablehlo.sort"(%arg3, %arg4, %arg5) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg6: tensor<ui8>, %arg7: tensor<ui8>, %arg8: tensor<complex<f32>>, %arg9: tensor<complex<f32>>, %arg10: tensor<i1>, %arg11: tensor<i1>):
      %3 = "stablehlo.compare"(%arg6, %arg7) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
      "stablehlo.return"(%3) : (tensor<i1>) -> ()
    }) : (tensor<4xui8>, tensor<4xcomplex<f32>>, tensor<4xi1>) -> (tensor<4xui8>, tensor<4xcomplex<f32>>, tensor<4xi1>)
    "func.return"(%2#0, %2#1, %2#2) : (tensor<4xui8>, tensor<4xcomplex<f32>>, tensor<4xi1>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x3xf32>) -> tensor<?x3xf32>, sym_name = "dynamic"}> ({
  ^bb0(%arg0: tensor<?x3xf32>):
    %0 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %1 = "stablehlo.compare"(%arg1, %arg2) <{comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%1) : (tensor<i1>) -> ()
    }) : (tensor<?x3xf32>) -> tensor<?x3xf32>
    "func.return"(%0) : (tensor<?x3xf32>) -> ()
  }) : () -> ()
}) : () -> ()
