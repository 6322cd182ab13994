"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>, sym_name = "main"}> ({
  ^bb0(%arg17: tensor<2xf32>, %arg18: tensor<2xf32>):
    %20 = "stablehlo.compare"(%arg17, %arg18) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    "func.return"(%20) : (tensor<2xi1>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3xi32>, tensor<3xi32>) -> (tensor<3xi1>, tensor<3xi1>, tensor<3xi1>, tensor<3xi1>, tensor<3xi1>, tensor<3xi1>), sym_name = "directions"}> ({
  ^bb0(%arg15: tensor<3xi32>, %arg16: tensor<3xi32>):
    %14 = "stablehlo.compare"(%arg15, %arg16) <{comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %15 = "stablehlo.compare"(%arg15, %arg16) <{comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %16 = "stablehlo.compare"(%arg15, %arg16) <{comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %17 = "stablehlo.compare"(%arg15, %arg16) <{comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %18 = "stablehlo.compare"(%arg15, %arg16) <{comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %19 = "stablehlo.compare"(%arg15, %arg16) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    "func.return"(%14, %15, %16, %17, %18, %19) : (tensor<3xi1>, tensor<3xi1>, tensor<3xi1>, tensor<3xi1>, tensor<3xi1>, tensor<3xi1>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3xf32>, tensor<3xi32>, tensor<3xui32>, tensor<3xbf16>, tensor<3xi1>) -> (tensor<3xi1>, tensor<3xi1>, tensor<3xi1>, tensor<3xi1>, tensor<3xi1>, tensor<3xi1>), sym_name = "compare_types"}> ({
  ^bb0(%arg10: tensor<3xf32>, %arg11: tensor<3xi32>, %arg12: tensor<3xui32>, %arg13: tensor<3xbf16>, %arg14: tensor<3xi1>):
    %8 = "stablehlo.compare"(%arg10, %arg10) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %9 = "stablehlo.compare"(%arg13, %arg13) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<3xbf16>, tensor<3xbf16>) -> tensor<3xi1>
    %10 = "stablehlo.compare"(%arg11, %arg11) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %11 = "stablehlo.compare"(%arg12, %arg12) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xi1>
    %12 = "stablehlo.compare"(%arg14, %arg14) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
    %13 = "stablehlo.compare"(%arg10, %arg10) <{compare_type = #stablehlo<comparison_type NOTYPE>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    "func.return"(%8, %9, %10, %11, %12, %13) : (tensor<3xi1>, tensor<3xi1>, tensor<3xi1>, tensor<3xi1>, tensor<3xi1>, tensor<3xi1>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2xcomplex<f32>>, tensor<2xf8E4M3FN>, tensor<2xi4>, tensor<2xui8>, tensor<2xf64>) -> (tensor<2xi1>, tensor<2xi1>, tensor<2xi1>, tensor<2xi1>, tensor<2xi1>), sym_name = "element_types"}> ({
  ^bb0(%arg5: tensor<2xcomplex<f32>>, %arg6: tensor<2xf8E4M3FN>, %arg7: tensor<2xi4>, %arg8: tensor<2xui8>, %arg9: tensor<2xf64>):
    %3 = "stablehlo.compare"(%arg5, %arg5) <{comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>) -> tensor<2xi1>
    %4 = "stablehlo.compare"(%arg6, %arg6) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2xf8E4M3FN>, tensor<2xf8E4M3FN>) -> tensor<2xi1>
    %5 = "stablehlo.compare"(%arg7, %arg7) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2xi4>, tensor<2xi4>) -> tensor<2xi1>
    %6 = "stablehlo.compare"(%arg8, %arg8) <{comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<2xui8>, tensor<2xui8>) -> tensor<2xi1>
    %7 = "stablehlo.compare"(%arg9, %arg9) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    "func.return"(%3, %4, %5, %6, %7) : (tensor<2xi1>, tensor<2xi1>, tensor<2xi1>, tensor<2xi1>, tensor<2xi1>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<f32>, tensor<f32>) -> tensor<i1>, sym_name = "rank0"}> ({
  ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
    %2 = "stablehlo.compare"(%arg3, %arg4) <{comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    "func.return"(%2) : (tensor<i1>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x3xf32>, tensor<2x3xf32>, tensor<?x3xi32, #stablehlo.bounds<5, ?>>) -> (tensor<2x3xi1>, tensor<?x3xi1, #stablehlo.bounds<5, ?>>), sym_name = "dynamic"}> ({
  ^bb0(%arg0: tensor<?x3xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<?x3xi32, #stablehlo.bounds<5, ?>>):
    %0 = "stablehlo.compare"(%arg0, %arg1) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<?x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %1 = "stablehlo.compare"(%arg2, %arg2) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<?x3xi32, #stablehlo.bounds<5, ?>>, tensor<?x3xi32, #stablehlo.bounds<5, ?>>) -> tensor<?x3xi1, #stablehlo.bounds<5, ?>>
    "func.return"(%0, %1) : (tensor<2x3xi1>, tensor<?x3xi1, #stablehlo.bounds<5, ?>>) -> ()
  }) : () -> ()
}) : () -> ()
