"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x2xi64>) -> tensor<1x2xi64>, sym_name = "main"}> ({
  ^bb0(%arg4: tensor<1x2xi64>):
    %4 = "stablehlo.collective_broadcast"(%arg4) <{channel_handle = #stablehlo.channel_handle<handle = 0, type = 0>, replica_groups = dense<[[2, 1]]> : tensor<1x2xi64>}> : (tensor<1x2xi64>) -> tensor<1x2xi64>
    "func.return"(%4) : (tensor<1x2xi64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3xf32>) -> tensor<3xf32>, sym_name = "no_channel"}> ({
  ^bb0(%arg3: tensor<3xf32>):
    %3 = "stablehlo.collective_broadcast"(%arg3) <{replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>}> : (tensor<3xf32>) -> tensor<3xf32>
    "func.return"(%3) : (tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2xcomplex<f32>>, tensor<i1>, tensor<?x2xbf16>) -> (tensor<2xcomplex<f32>>, tensor<i1>, tensor<?x2xbf16>), sym_name = "types"}> ({
  ^bb0(%arg0: tensor<2xcomplex<f32>>, %arg1: tensor<i1>, %arg2: tensor<?x2xbf16>):
    %0 = "stablehlo.collective_broadcast"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 5, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>>
    %1 = "stablehlo.collective_broadcast"(%arg1) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<i1>) -> tensor<i1>
    %2 = "stablehlo.collective_broadcast"(%arg2) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<?x2xbf16>) -> tensor<?x2xbf16>
    "func.return"(%0, %1, %2) : (tensor<2xcomplex<f32>>, tensor<i1>, tensor<?x2xbf16>) -> ()
  }) : () -> ()
}) {mhlo.num_replicas = 4 : i32} : () -> ()
