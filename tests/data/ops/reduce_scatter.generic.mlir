"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x4xi64>) -> tensor<2x2xi64>, sym_name = "main"}> ({
  ^bb0(%arg6: tensor<2x4xi64>):
    %4 = "stablehlo.reduce_scatter"(%arg6) <{channel_handle = #stablehlo.channel_handle<handle = 0, type = 0>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, scatter_dimension = 1 : i64}> ({
    ^bb0(%arg7: tensor<i64>, %arg8: tensor<i64>):
      %5 = "stablehlo.add"(%arg7, %arg8) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%5) : (tensor<i64>) -> ()
    }) : (tensor<2x4xi64>) -> tensor<2x2xi64>
    "func.return"(%4) : (tensor<2x2xi64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x3xf32>) -> tensor<2x3xf32>, sym_name = "no_channel"}> ({
  ^bb0(%arg3: tensor<4x3xf32>):
    %2 = "stablehlo.reduce_scatter"(%arg3) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, scatter_dimension = 0 : i64}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %3 = "stablehlo.minimum"(%arg4, %arg5) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3) : (tensor<f32>) -> ()
    }) : (tensor<4x3xf32>) -> tensor<2x3xf32>
    "func.return"(%2) : (tensor<2x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xbf16>) -> tensor<2xbf16>, sym_name = "global_ids"}> ({
  ^bb0(%arg0: tensor<4xbf16>):
    %0 = "stablehlo.reduce_scatter"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 3, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg1: tensor<bf16>, %arg2: tensor<bf16>):
      %1 = "stablehlo.add"(%arg1, %arg2) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%1) : (tensor<bf16>) -> ()
    }) : (tensor<4xbf16>) -> tensor<2xbf16>
    "func.return"(%0) : (tensor<2xbf16>) -> ()
  }) : () -> ()
}) {mhlo.num_replicas = 2 : i32} : () -> ()
