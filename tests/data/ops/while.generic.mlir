"builtin.module"() ({
  "func.func"() <{function_type = (tensor<i64>, tensor<i64>) -> (tensor<i64>, tensor<i64>), sym_name = "main"}> ({
  ^bb0(%arg18: tensor<i64>, %arg19: tensor<i64>):
    %12 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
    %13 = "stablehlo.constant"() <{value = dense<10> : tensor<i64>}> : () -> tensor<i64>
    %14:2 = "stablehlo.while"(%arg18, %arg19) ({
    ^bb0(%arg22: tensor<i64>, %arg23: tensor<i64>):
      %17 = "stablehlo.compare"(%arg22, %13) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%17) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg20: tensor<i64>, %arg21: tensor<i64>):
      %15 = "stablehlo.add"(%arg21, %12) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %16 = "stablehlo.add"(%arg20, %12) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%16, %15) : (tensor<i64>, tensor<i64>) -> ()
    }) : (tensor<i64>, tensor<i64>) -> (tensor<i64>, tensor<i64>)
    "func.return"(%14#0, %14#1) : (tensor<i64>, tensor<i64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xf32>) -> tensor<2x3xf32>, sym_name = "one"}> ({
  ^bb0(%arg15: tensor<2x3xf32>):
    %10 = "stablehlo.while"(%arg15) ({
    ^bb0(%arg17: tensor<2x3xf32>):
      %11 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
      "stablehlo.return"(%11) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg16: tensor<2x3xf32>):
      "stablehlo.return"(%arg16) : (tensor<2x3xf32>) -> ()
    }) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    "func.return"(%10) : (tensor<2x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "none"}> ({
    "stablehlo.while"() ({
      %9 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
      "stablehlo.return"(%9) : (tensor<i1>) -> ()
    }, {
      "stablehlo.return"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (!stablehlo.token, tensor<2xcomplex<f64>>, tensor<?xf32>, tensor<i1>) -> (!stablehlo.token, tensor<2xcomplex<f64>>, tensor<?xf32>), sym_name = "token_dynamic"}> ({
  ^bb0(%arg5: !stablehlo.token, %arg6: tensor<2xcomplex<f64>>, %arg7: tensor<?xf32>, %arg8: tensor<i1>):
    %7:3 = "stablehlo.while"(%arg5, %arg6, %arg7) ({
    ^bb0(%arg12: !stablehlo.token, %arg13: tensor<2xcomplex<f64>>, %arg14: tensor<?xf32>):
      "stablehlo.return"(%arg8) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg9: !stablehlo.token, %arg10: tensor<2xcomplex<f64>>, %arg11: tensor<?xf32>):
      %8 = "stablehlo.after_all"(%arg9) : (!stablehlo.token) -> !stablehlo.token
      "stablehlo.return"(%8, %arg10, %arg11) : (!stablehlo.token, tensor<2xcomplex<f64>>, tensor<?xf32>) -> ()
    }) : (!stablehlo.token, tensor<2xcomplex<f64>>, tensor<?xf32>) -> (!stablehlo.token, tensor<2xcomplex<f64>>, tensor<?xf32>)
    "func.return"(%7#0, %7#1, %7#2) : (!stablehlo.token, tensor<2xcomplex<f64>>, tensor<?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>) -> tensor<i32>, sym_name = "nested"}> ({
  ^bb0(%arg0: tensor<i32>):
    %0 = "stablehlo.while"(%arg0) ({
    ^bb0(%arg4: tensor<i32>):
      %5 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %6 = "stablehlo.compare"(%arg4, %5) <{comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%6) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg1: tensor<i32>):
      %1 = "stablehlo.while"(%arg1) ({
      ^bb0(%arg3: tensor<i32>):
        %4 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
        "stablehlo.return"(%4) : (tensor<i1>) -> ()
      }, {
      ^bb0(%arg2: tensor<i32>):
        "stablehlo.return"(%arg2) : (tensor<i32>) -> ()
      }) : (tensor<i32>) -> tensor<i32>
      %2 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %3 = "stablehlo.subtract"(%1, %2) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%3) : (tensor<i32>) -> ()
    }) : (tensor<i32>) -> tensor<i32>
    "func.return"(%0) : (tensor<i32>) -> ()
  }) : () -> ()
}) : () -> ()
