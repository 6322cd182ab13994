"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>, sym_name = "main"}> ({
  ^bb0(%arg21: tensor<2x3xi32>, %arg22: tensor<2x3xi32>):
    %11 = "stablehlo.shift_right_logical"(%arg21, %arg22) : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
    "func.return"(%11) : (tensor<2x3xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xi8>, tensor<2x3xi8>) -> tensor<2x3xi8>, sym_name = "i8"}> ({
  ^bb0(%arg19: tensor<2x3xi8>, %arg20: tensor<2x3xi8>):
    %10 = "stablehlo.shift_right_logical"(%arg19, %arg20) : (tensor<2x3xi8>, tensor<2x3xi8>) -> tensor<2x3xi8>
    "func.return"(%10) : (tensor<2x3xi8>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xui8>, tensor<2x3xui8>) -> tensor<2x3xui8>, sym_name = "ui8"}> ({
  ^bb0(%arg17: tensor<2x3xui8>, %arg18: tensor<2x3xui8>):
    %9 = "stablehlo.shift_right_logical"(%arg17, %arg18) : (tensor<2x3xui8>, tensor<2x3xui8>) -> tensor<2x3xui8>
    "func.return"(%9) : (tensor<2x3xui8>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xi4>, tensor<2x3xi4>) -> tensor<2x3xi4>, sym_name = "i4"}> ({
  ^bb0(%arg15: tensor<2x3xi4>, %arg16: tensor<2x3xi4>):
    %8 = "stablehlo.shift_right_logical"(%arg15, %arg16) : (tensor<2x3xi4>, tensor<2x3xi4>) -> tensor<2x3xi4>
    "func.return"(%8) : (tensor<2x3xi4>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xui2>, tensor<2x3xui2>) -> tensor<2x3xui2>, sym_name = "ui2"}> ({
  ^bb0(%arg13: tensor<2x3xui2>, %arg14: tensor<2x3xui2>):
    %7 = "stablehlo.shift_right_logical"(%arg13, %arg14) : (tensor<2x3xui2>, tensor<2x3xui2>) -> tensor<2x3xui2>
    "func.return"(%7) : (tensor<2x3xui2>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi64>, sym_name = "i64"}> ({
  ^bb0(%arg11: tensor<2x3xi64>, %arg12: tensor<2x3xi64>):
    %6 = "stablehlo.shift_right_logical"(%arg11, %arg12) : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi64>
    "func.return"(%6) : (tensor<2x3xi64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xui64>, tensor<2x3xui64>) -> tensor<2x3xui64>, sym_name = "ui64"}> ({
  ^bb0(%arg9: tensor<2x3xui64>, %arg10: tensor<2x3xui64>):
    %5 = "stablehlo.shift_right_logical"(%arg9, %arg10) : (tensor<2x3xui64>, tensor<2x3xui64>) -> tensor<2x3xui64>
    "func.return"(%5) : (tensor<2x3xui64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xi16>, tensor<2x3xi16>) -> tensor<2x3xi16>, sym_name = "i16"}> ({
  ^bb0(%arg7: tensor<2x3xi16>, %arg8: tensor<2x3xi16>):
    %4 = "stablehlo.shift_right_logical"(%arg7, %arg8) : (tensor<2x3xi16>, tensor<2x3xi16>) -> tensor<2x3xi16>
    "func.return"(%4) : (tensor<2x3xi16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<i32>) -> tensor<i32>, sym_name = "rank0"}> ({
  ^bb0(%arg5: tensor<i32>, %arg6: tensor<i32>):
    %3 = "stablehlo.shift_right_logical"(%arg5, %arg6) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%3) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x3xi32>, tensor<?x3xi32>, tensor<?x3xi32, #stablehlo.bounds<5, ?>>) -> (tensor<?x3xi32>, tensor<?x3xi32, #stablehlo.bounds<5, ?>>), sym_name = "dynamic"}> ({
  ^bb0(%arg2: tensor<?x3xi32>, %arg3: tensor<?x3xi32>, %arg4: tensor<?x3xi32, #stablehlo.bounds<5, ?>>):
    %1 = "stablehlo.shift_right_logical"(%arg2, %arg3) : (tensor<?x3xi32>, tensor<?x3xi32>) -> tensor<?x3xi32>
    %2 = "stablehlo.shift_right_logical"(%arg4, %arg4) : (tensor<?x3xi32, #stablehlo.bounds<5, ?>>, tensor<?x3xi32, #stablehlo.bounds<5, ?>>) -> tensor<?x3xi32, #stablehlo.bounds<5, ?>>
    "func.return"(%1, %2) : (tensor<?x3xi32>, tensor<?x3xi32, #stablehlo.bounds<5, ?>>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>, sym_name = "mixed"}> ({
  ^bb0(%arg0: tensor<?x3xi32>, %arg1: tensor<2x3xi32>):
    %0 = "stablehlo.shift_right_logical"(%arg0, %arg1) : (tensor<?x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
    "func.return"(%0) : (tensor<2x3xi32>) -> ()
  }) : () -> ()
}) : () -> ()
