"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x2xi64>, tensor<2x2xi64>) -> (tensor<2x4xi64>, tensor<2x4xi64>), sym_name = "main"}> ({
  ^bb0(%arg5: tensor<2x2xi64>, %arg6: tensor<2x2xi64>):
    %5:2 = "stablehlo.all_gather"(%arg5, %arg6) <{all_gather_dim = 1 : i64, channel_handle = #stablehlo.channel_handle<handle = 0, type = 0>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<2x2xi64>, tensor<2x2xi64>) -> (tensor<2x4xi64>, tensor<2x4xi64>)
    "func.return"(%5#0, %5#1) : (tensor<2x4xi64>, tensor<2x4xi64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xf32>) -> tensor<4x3xf32>, sym_name = "single"}> ({
  ^bb0(%arg4: tensor<2x3xf32>):
    %4 = "stablehlo.all_gather"(%arg4) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<2x3xf32>) -> tensor<4x3xf32>
    "func.return"(%4) : (tensor<4x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2xbf16>) -> tensor<4xbf16>, sym_name = "global_ids"}> ({
  ^bb0(%arg3: tensor<2xbf16>):
    %3 = "stablehlo.all_gather"(%arg3) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> : (tensor<2xbf16>) -> tensor<4xbf16>
    "func.return"(%3) : (tensor<4xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2xi8>) -> tensor<2xi8>, sym_name = "empty_groups"}> ({
  ^bb0(%arg2: tensor<2xi8>):
    %2 = "stablehlo.all_gather"(%arg2) <{all_gather_dim = 0 : i64, replica_groups = dense<> : tensor<0x0xi64>}> : (tensor<2xi8>) -> tensor<2xi8>
    "func.return"(%2) : (tensor<2xi8>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2xf32>) -> tensor<4xf32>, sym_name = "mesh_axes_groups"}> ({
  ^bb0(%arg1: tensor<2xf32>):
    %1 = "stablehlo.all_gather"(%arg1) <{all_gather_dim = 0 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes=[<name = "x", size = 2>, <name = "y", size = 4>]>, axes = [#stablehlo.axis_ref<name = "x">]>}> : (tensor<2xf32>) -> tensor<4xf32>
    "func.return"(%1) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2xf32>) -> tensor<4xf32>, sym_name = "mesh_sub_axes"}> ({
  ^bb0(%arg0: tensor<2xf32>):
    %0 = "stablehlo.all_gather"(%arg0) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes=[<name = "x", size = 2>, <name = "y", size = 4>]>, axes = [#stablehlo.axis_ref<name = "y", sub_axis_info = (1)2>]>, use_global_device_ids}> : (tensor<2xf32>) -> tensor<4xf32>
    "func.return"(%0) : (tensor<4xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 2 : i32} : () -> ()
