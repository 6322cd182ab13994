"builtin.module"() ({
  "func.func"() <{function_type = (tensor<i32>, tensor<2xi64>, tensor<2xi64>) -> (tensor<2xi64>, tensor<2xi64>), sym_name = "main"}> ({
  ^bb0(%arg5: tensor<i32>, %arg6: tensor<2xi64>, %arg7: tensor<2xi64>):
    %4:2 = "stablehlo.case"(%arg5) ({
      "stablehlo.return"(%arg6, %arg6) : (tensor<2xi64>, tensor<2xi64>) -> ()
    }, {
      "stablehlo.return"(%arg7, %arg7) : (tensor<2xi64>, tensor<2xi64>) -> ()
    }) : (tensor<i32>) -> (tensor<2xi64>, tensor<2xi64>)
    "func.return"(%4#0, %4#1) : (tensor<2xi64>, tensor<2xi64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<f32>) -> tensor<f32>, sym_name = "one_branch"}> ({
  ^bb0(%arg3: tensor<i32>, %arg4: tensor<f32>):
    %3 = "stablehlo.case"(%arg3) ({
      "stablehlo.return"(%arg4) : (tensor<f32>) -> ()
    }) : (tensor<i32>) -> tensor<f32>
    "func.return"(%3) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<3xf32>) -> tensor<3xf32>, sym_name = "three_branches"}> ({
  ^bb0(%arg1: tensor<i32>, %arg2: tensor<3xf32>):
    %0 = "stablehlo.case"(%arg1) ({
      %2 = "stablehlo.negate"(%arg2) : (tensor<3xf32>) -> tensor<3xf32>
      "stablehlo.return"(%2) : (tensor<3xf32>) -> ()
    }, {
      %1 = "stablehlo.abs"(%arg2) : (tensor<3xf32>) -> tensor<3xf32>
      "stablehlo.return"(%1) : (tensor<3xf32>) -> ()
    }, {
      "stablehlo.return"(%arg2) : (tensor<3xf32>) -> ()
    }) : (tensor<i32>) -> tensor<3xf32>
    "func.return"(%0) : (tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>) -> (), sym_name = "no_results"}> ({
  ^bb0(%arg0: tensor<i32>):
    "stablehlo.case"(%arg0) ({
      "stablehlo.return"() : () -> ()
    }, {
      "stablehlo.return"() : () -> ()
    }) : (tensor<i32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
