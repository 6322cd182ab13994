"builtin.module"() ({
  "func.func"() <{function_type = (tensor<5xf32>, tensor<3x4xbf16>, tensor<2x3xi8>, tensor<4xui64>) -> (tensor<2xf32>, tensor<2xi32>, tensor<3x4xbf16>, tensor<3x4xi32>, tensor<2x0xi8>, tensor<2x0xi32>, tensor<1xui64>, tensor<1xi32>), sym_name = "main"}> ({
  ^bb0(%arg0: tensor<5xf32>, %arg1: tensor<3x4xbf16>, %arg2: tensor<2x3xi8>, %arg3: tensor<4xui64>):
    %0:2 = "chlo.top_k"(%arg0) <{k = 2 : i64}> : (tensor<5xf32>) -> (tensor<2xf32>, tensor<2xi32>)
    %1:2 = "chlo.top_k"(%arg1) <{k = 4 : i64}> : (tensor<3x4xbf16>) -> (tensor<3x4xbf16>, tensor<3x4xi32>)
    %2:2 = "chlo.top_k"(%arg2) <{k = 0 : i64}> : (tensor<2x3xi8>) -> (tensor<2x0xi8>, tensor<2x0xi32>)
    %3:2 = "chlo.top_k"(%arg3) <{k = 1 : i64}> {is_stable = false} : (tensor<4xui64>) -> (tensor<1xui64>, tensor<1xi32>)
    "func.return"(%0#0, %0#1, %1#0, %1#1, %2#0, %2#1, %3#0, %3#1) : (tensor<2xf32>, tensor<2xi32>, tensor<3x4xbf16>, tensor<3x4xi32>, tensor<2x0xi8>, tensor<2x0xi32>, tensor<1xui64>, tensor<1xi32>) -> ()
  }) : () -> ()
}) : () -> ()
