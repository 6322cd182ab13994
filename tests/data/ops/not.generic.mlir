"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3xi1>) -> tensor<2x3xi1>, sym_name = "main"}> ({
  ^bb0(%arg11: tensor<2x3xi1>):
    %11 = "stablehlo.not"(%arg11) : (tensor<2x3xi1>) -> tensor<2x3xi1>
    "func.return"(%11) : (tensor<2x3xi1>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xi32>) -> tensor<2x3xi32>, sym_name = "i32"}> ({
  ^bb0(%arg10: tensor<2x3xi32>):
    %10 = "stablehlo.not"(%arg10) : (tensor<2x3xi32>) -> tensor<2x3xi32>
    "func.return"(%10) : (tensor<2x3xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xi8>) -> tensor<2x3xi8>, sym_name = "i8"}> ({
  ^bb0(%arg9: tensor<2x3xi8>):
    %9 = "stablehlo.not"(%arg9) : (tensor<2x3xi8>) -> tensor<2x3xi8>
    "func.return"(%9) : (tensor<2x3xi8>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xui8>) -> tensor<2x3xui8>, sym_name = "ui8"}> ({
  ^bb0(%arg8: tensor<2x3xui8>):
    %8 = "stablehlo.not"(%arg8) : (tensor<2x3xui8>) -> tensor<2x3xui8>
    "func.return"(%8) : (tensor<2x3xui8>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xi4>) -> tensor<2x3xi4>, sym_name = "i4"}> ({
  ^bb0(%arg7: tensor<2x3xi4>):
    %7 = "stablehlo.not"(%arg7) : (tensor<2x3xi4>) -> tensor<2x3xi4>
    "func.return"(%7) : (tensor<2x3xi4>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xui2>) -> tensor<2x3xui2>, sym_name = "ui2"}> ({
  ^bb0(%arg6: tensor<2x3xui2>):
    %6 = "stablehlo.not"(%arg6) : (tensor<2x3xui2>) -> tensor<2x3xui2>
    "func.return"(%6) : (tensor<2x3xui2>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xi64>) -> tensor<2x3xi64>, sym_name = "i64"}> ({
  ^bb0(%arg5: tensor<2x3xi64>):
    %5 = "stablehlo.not"(%arg5) : (tensor<2x3xi64>) -> tensor<2x3xi64>
    "func.return"(%5) : (tensor<2x3xi64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xui64>) -> tensor<2x3xui64>, sym_name = "ui64"}> ({
  ^bb0(%arg4: tensor<2x3xui64>):
    %4 = "stablehlo.not"(%arg4) : (tensor<2x3xui64>) -> tensor<2x3xui64>
    "func.return"(%4) : (tensor<2x3xui64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i1>) -> tensor<i1>, sym_name = "rank0"}> ({
  ^bb0(%arg3: tensor<i1>):
    %3 = "stablehlo.not"(%arg3) : (tensor<i1>) -> tensor<i1>
    "func.return"(%3) : (tensor<i1>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x3xi1>, tensor<?x3xi1, #stablehlo.bounds<5, ?>>) -> (tensor<?x3xi1>, tensor<?x3xi1, #stablehlo.bounds<5, ?>>), sym_name = "dynamic"}> ({
  ^bb0(%arg1: tensor<?x3xi1>, %arg2: tensor<?x3xi1, #stablehlo.bounds<5, ?>>):
    %1 = "stablehlo.not"(%arg1) : (tensor<?x3xi1>) -> tensor<?x3xi1>
    %2 = "stablehlo.not"(%arg2) : (tensor<?x3xi1, #stablehlo.bounds<5, ?>>) -> tensor<?x3xi1, #stablehlo.bounds<5, ?>>
    "func.return"(%1, %2) : (tensor<?x3xi1>, tensor<?x3xi1, #stablehlo.bounds<5, ?>>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x3xi1>) -> tensor<2x3xi1>, sym_name = "refine"}> ({
  ^bb0(%arg0: tensor<?x3xi1>):
    %0 = "stablehlo.not"(%arg0) : (tensor<?x3xi1>) -> tensor<2x3xi1>
    "func.return"(%0) : (tensor<2x3xi1>) -> ()
  }) : () -> ()
}) : () -> ()
