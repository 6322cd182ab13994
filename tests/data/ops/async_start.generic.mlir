"builtin.module"() ({
  "func.func"() <{function_type = (tensor<8x2xf32>) -> tensor<8x8xf32>, sym_name = "main"}> ({
  ^bb0(%arg2: tensor<8x2xf32>):
    %3 = "stablehlo.async_start"(%arg2) ({
    ^bb0(%arg3: tensor<8x2xf32>):
      %5 = "stablehlo.all_gather"(%arg3) <{all_gather_dim = 1 : i64, replica_groups = dense<[[0, 2, 4, 6], [1, 3, 5, 7]]> : tensor<2x4xi64>}> : (tensor<8x2xf32>) -> tensor<8x8xf32>
      "stablehlo.return"(%5) : (tensor<8x8xf32>) -> ()
    }) : (tensor<8x2xf32>) -> !stablehlo.future<tensor<8x8xf32>>
    %4 = "stablehlo.async_done"(%3) : (!stablehlo.future<tensor<8x8xf32>>) -> tensor<8x8xf32>
    "func.return"(%4) : (tensor<8x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>) -> tensor<2xf32>, sym_name = "slice"}> ({
  ^bb0(%arg0: tensor<4xf32>):
    %0 = "stablehlo.async_start"(%arg0) ({
    ^bb0(%arg1: tensor<4xf32>):
      %2 = "stablehlo.slice"(%arg1) <{limit_indices = array<i64: 3>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xf32>) -> tensor<2xf32>
      "stablehlo.return"(%2) : (tensor<2xf32>) -> ()
    }) : (tensor<4xf32>) -> !stablehlo.future<tensor<2xf32>>
    %1 = "stablehlo.async_done"(%0) : (!stablehlo.future<tensor<2xf32>>) -> tensor<2xf32>
    "func.return"(%1) : (tensor<2xf32>) -> ()
  }) : () -> ()
}) : () -> ()
