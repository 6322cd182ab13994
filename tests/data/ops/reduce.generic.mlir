"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x6xi64>, tensor<i64>) -> tensor<1xi64>, sym_name = "main"}> ({
  ^bb0(%arg54: tensor<1x6xi64>, %arg55: tensor<i64>):
    %30 = "stablehlo.reduce"(%arg54, %arg55) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg56: tensor<i64>, %arg57: tensor<i64>):
      %31 = "stablehlo.add"(%arg56, %arg57) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%31) : (tensor<i64>) -> ()
    }) : (tensor<1x6xi64>, tensor<i64>) -> tensor<1xi64>
    "func.return"(%30) : (tensor<1xi64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3x4xf32>, tensor<f32>, tensor<8xi1>, tensor<i1>) -> (tensor<3xf32>, tensor<i1>, tensor<2x3x4xf32>), sym_name = "compact"}> ({
  ^bb0(%arg44: tensor<2x3x4xf32>, %arg45: tensor<f32>, %arg46: tensor<8xi1>, %arg47: tensor<i1>):
    %24 = "stablehlo.reduce"(%arg44, %arg45) <{dimensions = array<i64: 0, 2>}> ({
    ^bb0(%arg52: tensor<f32>, %arg53: tensor<f32>):
      %29 = "stablehlo.maximum"(%arg52, %arg53) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%29) : (tensor<f32>) -> ()
    }) : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<3xf32>
    %25 = "stablehlo.reduce"(%arg46, %arg47) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg50: tensor<i1>, %arg51: tensor<i1>):
      %28 = "stablehlo.and"(%arg50, %arg51) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%28) : (tensor<i1>) -> ()
    }) : (tensor<8xi1>, tensor<i1>) -> tensor<i1>
    %26 = "stablehlo.reduce"(%arg44, %arg45) <{dimensions = array<i64>}> ({
    ^bb0(%arg48: tensor<f32>, %arg49: tensor<f32>):
      %27 = "stablehlo.multiply"(%arg48, %arg49) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%27) : (tensor<f32>) -> ()
    }) : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<2x3x4xf32>
    "func.return"(%24, %25, %26) : (tensor<3xf32>, tensor<i1>, tensor<2x3x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>, tensor<f32>) -> tensor<f32>, sym_name = "swapped"}> ({
  ^bb0(%arg40: tensor<4xf32>, %arg41: tensor<f32>):
    %22 = "stablehlo.reduce"(%arg40, %arg41) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg42: tensor<f32>, %arg43: tensor<f32>):
      %23 = "stablehlo.subtract"(%arg43, %arg42) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%23) : (tensor<f32>) -> ()
    }) : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    "func.return"(%22) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x5xbf16>, tensor<bf16>) -> tensor<5xbf16>, sym_name = "multi_op_body"}> ({
  ^bb0(%arg36: tensor<4x5xbf16>, %arg37: tensor<bf16>):
    %19 = "stablehlo.reduce"(%arg36, %arg37) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg38: tensor<bf16>, %arg39: tensor<bf16>):
      %20 = "stablehlo.add"(%arg38, %arg39) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      %21 = "stablehlo.abs"(%20) : (tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%21) : (tensor<bf16>) -> ()
    }) : (tensor<4x5xbf16>, tensor<bf16>) -> tensor<5xbf16>
    "func.return"(%19) : (tensor<5xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3x4xf32>, tensor<3x4xi32>, tensor<f32>, tensor<i32>) -> (tensor<3xf32>, tensor<3xi32>), sym_name = "variadic"}> ({
  ^bb0(%arg28: tensor<3x4xf32>, %arg29: tensor<3x4xi32>, %arg30: tensor<f32>, %arg31: tensor<i32>):
    %15:2 = "stablehlo.reduce"(%arg28, %arg29, %arg30, %arg31) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg32: tensor<f32>, %arg33: tensor<i32>, %arg34: tensor<f32>, %arg35: tensor<i32>):
      %16 = "stablehlo.compare"(%arg32, %arg34) <{comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %17 = "stablehlo.select"(%16, %arg32, %arg34) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %18 = "stablehlo.select"(%16, %arg33, %arg35) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%17, %18) : (tensor<f32>, tensor<i32>) -> ()
    }) : (tensor<3x4xf32>, tensor<3x4xi32>, tensor<f32>, tensor<i32>) -> (tensor<3xf32>, tensor<3xi32>)
    "func.return"(%15#0, %15#1) : (tensor<3xf32>, tensor<3xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xi32>, tensor<i32>) -> tensor<i32>, sym_name = "constant_in_body"}> ({
  ^bb0(%arg24: tensor<4xi32>, %arg25: tensor<i32>):
    %12 = "stablehlo.reduce"(%arg24, %arg25) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg26: tensor<i32>, %arg27: tensor<i32>):
      %13 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %14 = "stablehlo.add"(%arg26, %13) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%14) : (tensor<i32>) -> ()
    }) : (tensor<4xi32>, tensor<i32>) -> tensor<i32>
    "func.return"(%12) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x3xf32>, tensor<f32>, tensor<?x3xcomplex<f32>, #stablehlo.bounds<5, ?>>, tensor<complex<f32>>) -> (tensor<3xf32>, tensor<?xcomplex<f32>, #stablehlo.bounds<5>>), sym_name = "dynamic"}> ({
  ^bb0(%arg16: tensor<?x3xf32>, %arg17: tensor<f32>, %arg18: tensor<?x3xcomplex<f32>, #stablehlo.bounds<5, ?>>, %arg19: tensor<complex<f32>>):
    %8 = "stablehlo.reduce"(%arg16, %arg17) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg22: tensor<f32>, %arg23: tensor<f32>):
      %11 = "stablehlo.add"(%arg22, %arg23) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%11) : (tensor<f32>) -> ()
    }) : (tensor<?x3xf32>, tensor<f32>) -> tensor<3xf32>
    %9 = "stablehlo.reduce"(%arg18, %arg19) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg20: tensor<complex<f32>>, %arg21: tensor<complex<f32>>):
      %10 = "stablehlo.add"(%arg20, %arg21) : (tensor<complex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
      "stablehlo.return"(%10) : (tensor<complex<f32>>) -> ()
    }) : (tensor<?x3xcomplex<f32>, #stablehlo.bounds<5, ?>>, tensor<complex<f32>>) -> tensor<?xcomplex<f32>, #stablehlo.bounds<5>>
    "func.return"(%8, %9) : (tensor<3xf32>, tensor<?xcomplex<f32>, #stablehlo.bounds<5>>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<0x3xf32>, tensor<f32>) -> tensor<3xf32>, sym_name = "empty_reduce"}> ({
  ^bb0(%arg12: tensor<0x3xf32>, %arg13: tensor<f32>):
    %6 = "stablehlo.reduce"(%arg12, %arg13) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg14: tensor<f32>, %arg15: tensor<f32>):
      %7 = "stablehlo.minimum"(%arg14, %arg15) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7) : (tensor<f32>) -> ()
    }) : (tensor<0x3xf32>, tensor<f32>) -> tensor<3xf32>
    "func.return"(%6) : (tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>, tensor<f32>) -> tensor<f32>, sym_name = "ordered_subtract"}> ({
  ^bb0(%arg8: tensor<4xf32>, %arg9: tensor<f32>):
    %4 = "stablehlo.reduce"(%arg8, %arg9) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
      %5 = "stablehlo.subtract"(%arg10, %arg11) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5) : (tensor<f32>) -> ()
    }) : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    "func.return"(%4) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xbf16>, tensor<f32>) -> tensor<f32>, sym_name = "promoted"}> ({
  ^bb0(%arg4: tensor<4xbf16>, %arg5: tensor<f32>):
    %2 = "stablehlo.reduce"(%arg4, %arg5) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %3 = "stablehlo.add"(%arg6, %arg7) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3) : (tensor<f32>) -> ()
    }) : (tensor<4xbf16>, tensor<f32>) -> tensor<f32>
    "func.return"(%2) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xi1>, tensor<i1>) -> tensor<i1>, sym_name = "attr_body"}> ({
  ^bb0(%arg0: tensor<4xi1>, %arg1: tensor<i1>):
    %0 = "stablehlo.reduce"(%arg0, %arg1) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg2: tensor<i1>, %arg3: tensor<i1>):
      %1 = "stablehlo.compare"(%arg2, %arg3) <{comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%1) : (tensor<i1>) -> ()
    }) : (tensor<4xi1>, tensor<i1>) -> tensor<i1>
    "func.return"(%0) : (tensor<i1>) -> ()
  }) : () -> ()
}) : () -> ()
