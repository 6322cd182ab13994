"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3xi32>) -> tensor<2x3xi32>, sym_name = "main"}> ({
  ^bb0(%arg11: tensor<2x3xi32>):
    %11 = "stablehlo.count_leading_zeros"(%arg11) : (tensor<2x3xi32>) -> tensor<2x3xi32>
    "func.return"(%11) : (tensor<2x3xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xi8>) -> tensor<2x3xi8>, sym_name = "i8"}> ({
  ^bb0(%arg10: tensor<2x3xi8>):
    %10 = "stablehlo.count_leading_zeros"(%arg10) : (tensor<2x3xi8>) -> tensor<2x3xi8>
    "func.return"(%10) : (tensor<2x3xi8>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xui8>) -> tensor<2x3xui8>, sym_name = "ui8"}> ({
  ^bb0(%arg9: tensor<2x3xui8>):
    %9 = "stablehlo.count_leading_zeros"(%arg9) : (tensor<2x3xui8>) -> tensor<2x3xui8>
    "func.return"(%9) : (tensor<2x3xui8>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xi4>) -> tensor<2x3xi4>, sym_name = "i4"}> ({
  ^bb0(%arg8: tensor<2x3xi4>):
    %8 = "stablehlo.count_leading_zeros"(%arg8) : (tensor<2x3xi4>) -> tensor<2x3xi4>
    "func.return"(%8) : (tensor<2x3xi4>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xui2>) -> tensor<2x3xui2>, sym_name = "ui2"}> ({
  ^bb0(%arg7: tensor<2x3xui2>):
    %7 = "stablehlo.count_leading_zeros"(%arg7) : (tensor<2x3xui2>) -> tensor<2x3xui2>
    "func.return"(%7) : (tensor<2x3xui2>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xi64>) -> tensor<2x3xi64>, sym_name = "i64"}> ({
  ^bb0(%arg6: tensor<2x3xi64>):
    %6 = "stablehlo.count_leading_zeros"(%arg6) : (tensor<2x3xi64>) -> tensor<2x3xi64>
    "func.return"(%6) : (tensor<2x3xi64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xui64>) -> tensor<2x3xui64>, sym_name = "ui64"}> ({
  ^bb0(%arg5: tensor<2x3xui64>):
    %5 = "stablehlo.count_leading_zeros"(%arg5) : (tensor<2x3xui64>) -> tensor<2x3xui64>
    "func.return"(%5) : (tensor<2x3xui64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xi16>) -> tensor<2x3xi16>, sym_name = "i16"}> ({
  ^bb0(%arg4: tensor<2x3xi16>):
    %4 = "stablehlo.count_leading_zeros"(%arg4) : (tensor<2x3xi16>) -> tensor<2x3xi16>
    "func.return"(%4) : (tensor<2x3xi16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>) -> tensor<i32>, sym_name = "rank0"}> ({
  ^bb0(%arg3: tensor<i32>):
    %3 = "stablehlo.count_leading_zeros"(%arg3) : (tensor<i32>) -> tensor<i32>
    "func.return"(%3) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x3xi32>, tensor<?x3xi32, #stablehlo.bounds<5, ?>>) -> (tensor<?x3xi32>, tensor<?x3xi32, #stablehlo.bounds<5, ?>>), sym_name = "dynamic"}> ({
  ^bb0(%arg1: tensor<?x3xi32>, %arg2: tensor<?x3xi32, #stablehlo.bounds<5, ?>>):
    %1 = "stablehlo.count_leading_zeros"(%arg1) : (tensor<?x3xi32>) -> tensor<?x3xi32>
    %2 = "stablehlo.count_leading_zeros"(%arg2) : (tensor<?x3xi32, #stablehlo.bounds<5, ?>>) -> tensor<?x3xi32, #stablehlo.bounds<5, ?>>
    "func.return"(%1, %2) : (tensor<?x3xi32>, tensor<?x3xi32, #stablehlo.bounds<5, ?>>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x3xi32>) -> tensor<2x3xi32>, sym_name = "refine"}> ({
  ^bb0(%arg0: tensor<?x3xi32>):
    %0 = "stablehlo.count_leading_zeros"(%arg0) : (tensor<?x3xi32>) -> tensor<2x3xi32>
    "func.return"(%0) : (tensor<2x3xi32>) -> ()
  }) : () -> ()
}) : () -> ()
