"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4xi64>) -> (tensor<4xi64>, tensor<4xi64>), sym_name = "main"}> ({
  ^bb0(%arg14: tensor<4xi64>):
    %9:2 = "stablehlo.all_reduce"(%arg14, %arg14) <{channel_handle = #stablehlo.channel_handle<handle = 0, type = 0>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> ({
    ^bb0(%arg15: tensor<i64>, %arg16: tensor<i64>):
      %10 = "stablehlo.add"(%arg15, %arg16) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%10) : (tensor<i64>) -> ()
    }) : (tensor<4xi64>, tensor<4xi64>) -> (tensor<4xi64>, tensor<4xi64>)
    "func.return"(%9#0, %9#1) : (tensor<4xi64>, tensor<4xi64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xf32>) -> tensor<2x3xf32>, sym_name = "single"}> ({
  ^bb0(%arg11: tensor<2x3xf32>):
    %7 = "stablehlo.all_reduce"(%arg11) <{replica_groups = dense<[[0], [1]]> : tensor<2x1xi64>}> ({
    ^bb0(%arg12: tensor<f32>, %arg13: tensor<f32>):
      %8 = "stablehlo.maximum"(%arg12, %arg13) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%8) : (tensor<f32>) -> ()
    }) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    "func.return"(%7) : (tensor<2x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xbf16>) -> tensor<4xbf16>, sym_name = "global_ids"}> ({
  ^bb0(%arg8: tensor<4xbf16>):
    %5 = "stablehlo.all_reduce"(%arg8) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg9: tensor<bf16>, %arg10: tensor<bf16>):
      %6 = "stablehlo.add"(%arg9, %arg10) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%6) : (tensor<bf16>) -> ()
    }) : (tensor<4xbf16>) -> tensor<4xbf16>
    "func.return"(%5) : (tensor<4xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "none"}> ({
    "stablehlo.all_reduce"() <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %4 = "stablehlo.add"(%arg6, %arg7) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4) : (tensor<f32>) -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x2xcomplex<f32>>, tensor<3xi1>) -> (tensor<?x2xcomplex<f32>>, tensor<3xi1>), sym_name = "dynamic_complex"}> ({
  ^bb0(%arg0: tensor<?x2xcomplex<f32>>, %arg1: tensor<3xi1>):
    %0 = "stablehlo.all_reduce"(%arg0) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> ({
    ^bb0(%arg4: tensor<complex<f32>>, %arg5: tensor<complex<f32>>):
      %3 = "stablehlo.add"(%arg4, %arg5) : (tensor<complex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
      "stablehlo.return"(%3) : (tensor<complex<f32>>) -> ()
    }) : (tensor<?x2xcomplex<f32>>) -> tensor<?x2xcomplex<f32>>
    %1 = "stablehlo.all_reduce"(%arg1) <{replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes=[<name = "x", size = 2>]>, axes = [#stablehlo.axis_ref<name = "x">]>}> ({
    ^bb0(%arg2: tensor<i1>, %arg3: tensor<i1>):
      %2 = "stablehlo.or"(%arg2, %arg3) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%2) : (tensor<i1>) -> ()
    }) : (tensor<3xi1>) -> tensor<3xi1>
    "func.return"(%0, %1) : (tensor<?x2xcomplex<f32>>, tensor<3xi1>) -> ()
  }) : () -> ()
}) {mhlo.num_replicas = 2 : i32} : () -> ()
