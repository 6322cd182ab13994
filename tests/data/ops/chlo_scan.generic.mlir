"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x3xf32>, tensor<4xi32>, tensor<3xf32>, tensor<2x5xf64>) -> (tensor<4x3xf32>, tensor<3xf32>, tensor<2x5xf64>, tensor<2x5xi1>), sym_name = "main"}> ({
  ^bb0(%arg0: tensor<4x3xf32>, %arg1: tensor<4xi32>, %arg2: tensor<3xf32>, %arg3: tensor<2x5xf64>):
    %0:2 = "chlo.scan"(%arg0, %arg1, %arg2) <{dimension = 0 : i64, is_associative = true, is_reverse = true, operandSegmentSizes = array<i32: 2, 1>, resultSegmentSizes = array<i32: 1, 1>, scan_dim_size = 4 : i64}> ({
    ^bb0(%arg5: tensor<3xf32>, %arg6: tensor<i32>, %arg7: tensor<3xf32>):
      %4 = "stablehlo.add"(%arg5, %arg7) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      "stablehlo.return"(%4, %4) : (tensor<3xf32>, tensor<3xf32>) -> ()
    }) : (tensor<4x3xf32>, tensor<4xi32>, tensor<3xf32>) -> (tensor<4x3xf32>, tensor<3xf32>)
    %1:2 = "chlo.scan"(%arg3) <{dimension = 1 : i64, operandSegmentSizes = array<i32: 1, 0>, resultSegmentSizes = array<i32: 2, 0>}> ({
    ^bb0(%arg4: tensor<2xf64>):
      %2 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<2xf64>}> : () -> tensor<2xf64>
      %3 = "stablehlo.compare"(%arg4, %2) <{comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
      "stablehlo.return"(%arg4, %3) : (tensor<2xf64>, tensor<2xi1>) -> ()
    }) : (tensor<2x5xf64>) -> (tensor<2x5xf64>, tensor<2x5xi1>)
    "func.return"(%0#0, %0#1, %1#0, %1#1) : (tensor<4x3xf32>, tensor<3xf32>, tensor<2x5xf64>, tensor<2x5xi1>) -> ()
  }) : () -> ()
}) : () -> ()
