"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x2xi64>) -> tensor<2x2xi64>, sym_name = "main"}> ({
  ^bb0(%arg3: tensor<2x2xi64>):
    %3 = "stablehlo.collective_permute"(%arg3) <{channel_handle = #stablehlo.channel_handle<handle = 0, type = 0>, source_target_pairs = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>}> : (tensor<2x2xi64>) -> tensor<2x2xi64>
    "func.return"(%3) : (tensor<2x2xi64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3xf32>) -> tensor<3xf32>, sym_name = "no_channel"}> ({
  ^bb0(%arg2: tensor<3xf32>):
    %2 = "stablehlo.collective_permute"(%arg2) <{source_target_pairs = dense<[[0, 1], [1, 2], [2, 0]]> : tensor<3x2xi64>}> : (tensor<3xf32>) -> tensor<3xf32>
    "func.return"(%2) : (tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<complex<f64>>, tensor<?x2xui8>) -> (tensor<complex<f64>>, tensor<?x2xui8>), sym_name = "types"}> ({
  ^bb0(%arg0: tensor<complex<f64>>, %arg1: tensor<?x2xui8>):
    %0 = "stablehlo.collective_permute"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>, source_target_pairs = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<complex<f64>>) -> tensor<complex<f64>>
    %1 = "stablehlo.collective_permute"(%arg1) <{source_target_pairs = dense<[[1, 0]]> : tensor<1x2xi64>}> : (tensor<?x2xui8>) -> tensor<?x2xui8>
    "func.return"(%0, %1) : (tensor<complex<f64>>, tensor<?x2xui8>) -> ()
  }) : () -> ()
}) {mhlo.num_replicas = 3 : i32} : () -> ()
