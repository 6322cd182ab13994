module attributes {mhlo.num_replicas = 2 : i32} {
  func.func @main(%operand0: tensor<4xi64>) -> (tensor<4xi64>, tensor<4xi64>) {
    %result:2 = "stablehlo.all_reduce"(%operand0, %operand0) ({
      ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
        %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%0) : (tensor<i64>) -> ()
    }) {
      replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 0, type = 0>
    } : (tensor<4xi64>, tensor<4xi64>) -> (tensor<4xi64>, tensor<4xi64>)
    "func.return"(%result#0, %result#1) : (tensor<4xi64>, tensor<4xi64>) -> ()
  }

  func.func @single(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
    %0 = "stablehlo.all_reduce"(%x) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %m = "stablehlo.maximum"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%m) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0], [1]]> : tensor<2x1xi64>} : (tensor<2x3xf32>) -> tensor<2x3xf32>
    "func.return"(%0) : (tensor<2x3xf32>) -> ()
  }

  func.func @global_ids(%x: tensor<4xbf16>) -> tensor<4xbf16> {
    %0 = "stablehlo.all_reduce"(%x) ({
    ^bb0(%a: tensor<bf16>, %b: tensor<bf16>):
      %m = "stablehlo.add"(%a, %b) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%m) : (tensor<bf16>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, use_global_device_ids} : (tensor<4xbf16>) -> tensor<4xbf16>
    "func.return"(%0) : (tensor<4xbf16>) -> ()
  }

  func.func @none() {
    "stablehlo.all_reduce"() ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %m = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%m) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : () -> ()
    "func.return"() : () -> ()
  }

  func.func @dynamic_complex(%x: tensor<?x2xcomplex<f32>>, %p: tensor<3xi1>) -> (tensor<?x2xcomplex<f32>>, tensor<3xi1>) {
    %0 = "stablehlo.all_reduce"(%x) ({
    ^bb0(%a: tensor<complex<f32>>, %b: tensor<complex<f32>>):
      %m = "stablehlo.add"(%a, %b) : (tensor<complex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
      "stablehlo.return"(%m) : (tensor<complex<f32>>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<?x2xcomplex<f32>>) -> tensor<?x2xcomplex<f32>>
    %1 = "stablehlo.all_reduce"(%p) ({
    ^bb0(%a: tensor<i1>, %b: tensor<i1>):
      %m = "stablehlo.or"(%a, %b) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%m) : (tensor<i1>) -> ()
    }) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [<name = "x", size = 2>]>, axes = [#stablehlo.axis_ref<name = "x">]>} : (tensor<3xi1>) -> tensor<3xi1>
    "func.return"(%0, %1) : (tensor<?x2xcomplex<f32>>, tensor<3xi1>) -> ()
  }
}
