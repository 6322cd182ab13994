module attributes {mhlo.num_replicas = 2 : i32} {
  func.func @main(%arg0: tensor<4xi64>) -> (tensor<4xi64>, tensor<4xi64>) {
    %0:2 = "stablehlo.all_reduce"(%arg0, %arg0) <{channel_handle = #stablehlo.channel_handle<handle = 0, type = 0>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> ({
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<i64>):
      %1 = stablehlo.add %arg1, %arg2 : tensor<i64>
      stablehlo.return %1 : tensor<i64>
    }) : (tensor<4xi64>, tensor<4xi64>) -> (tensor<4xi64>, tensor<4xi64>)
    return %0#0, %0#1 : tensor<4xi64>, tensor<4xi64>
  }
  func.func @single(%arg0: tensor<2x3xf32>) -> tensor<2x3xf32> {
    %0 = "stablehlo.all_reduce"(%arg0) <{replica_groups = dense<[[0], [1]]> : tensor<2x1xi64>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %1 = stablehlo.maximum %arg1, %arg2 : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    return %0 : tensor<2x3xf32>
  }
  func.func @global_ids(%arg0: tensor<4xbf16>) -> tensor<4xbf16> {
    %0 = "stablehlo.all_reduce"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg1: tensor<bf16>, %arg2: tensor<bf16>):
      %1 = stablehlo.add %arg1, %arg2 : tensor<bf16>
      stablehlo.return %1 : tensor<bf16>
    }) : (tensor<4xbf16>) -> tensor<4xbf16>
    return %0 : tensor<4xbf16>
  }
  func.func @none() {
    "stablehlo.all_reduce"() <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> ({
    ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
      %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
      stablehlo.return %0 : tensor<f32>
    }) : () -> ()
    return
  }
  func.func @dynamic_complex(%arg0: tensor<?x2xcomplex<f32>>, %arg1: tensor<3xi1>) -> (tensor<?x2xcomplex<f32>>, tensor<3xi1>) {
    %0 = "stablehlo.all_reduce"(%arg0) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> ({
    ^bb0(%arg2: tensor<complex<f32>>, %arg3: tensor<complex<f32>>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<complex<f32>>
      stablehlo.return %2 : tensor<complex<f32>>
    }) : (tensor<?x2xcomplex<f32>>) -> tensor<?x2xcomplex<f32>>
    %1 = "stablehlo.all_reduce"(%arg1) <{replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes=[<name = "x", size = 2>]>, axes = [#stablehlo.axis_ref<name = "x">]>}> ({
    ^bb0(%arg2: tensor<i1>, %arg3: tensor<i1>):
      %2 = stablehlo.or %arg2, %arg3 : tensor<i1>
      stablehlo.return %2 : tensor<i1>
    }) : (tensor<3xi1>) -> tensor<3xi1>
    return %0, %1 : tensor<?x2xcomplex<f32>>, tensor<3xi1>
  }
}
