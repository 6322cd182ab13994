"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x4xi64>, tensor<2x4xi64>) -> (tensor<4x2xi64>, tensor<4x2xi64>), sym_name = "main"}> ({
  ^bb0(%arg2: tensor<2x4xi64>, %arg3: tensor<2x4xi64>):
    %2:2 = "stablehlo.all_to_all"(%arg2, %arg3) <{concat_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, split_count = 2 : i64, split_dimension = 1 : i64}> : (tensor<2x4xi64>, tensor<2x4xi64>) -> (tensor<4x2xi64>, tensor<4x2xi64>)
    "func.return"(%2#0, %2#1) : (tensor<4x2xi64>, tensor<4x2xi64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x6xf32>) -> tensor<8x3xf32>, sym_name = "single_channel"}> ({
  ^bb0(%arg1: tensor<4x6xf32>):
    %1 = "stablehlo.all_to_all"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, split_count = 2 : i64, split_dimension = 1 : i64}> : (tensor<4x6xf32>) -> tensor<8x3xf32>
    "func.return"(%1) : (tensor<8x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xbf16>) -> tensor<4xbf16>, sym_name = "same_dim"}> ({
  ^bb0(%arg0: tensor<4xbf16>):
    %0 = "stablehlo.all_to_all"(%arg0) <{concat_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, split_count = 2 : i64, split_dimension = 0 : i64}> : (tensor<4xbf16>) -> tensor<4xbf16>
    "func.return"(%0) : (tensor<4xbf16>) -> ()
  }) : () -> ()
}) {mhlo.num_replicas = 2 : i32} : () -> ()
