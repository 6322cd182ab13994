// Upstream-style interpreter tests (InterpreterOps.td): @main runs a grid of processes with
// interpreter.run_parallel and checks their results; `python -m reference run` runs @main only
// (the programs run in its processes). programs has one row per replica, one entry per
// partition; inputs and results are every process's, in replica-major order.

// A 1 x 3 grid (partitions): each process sums over the grid (flattened ids) and adds its
// partition id. (jaxlib 0.10.2's interpreter aborts on it, "rendezvous timed out", as on the
// flattened_ids cases recorded in oracles/known_divergences.toml.)
func.func private @sum_and_id(%x : tensor<2xf32>) -> tensor<2xf32> {
  %sum = "stablehlo.all_reduce"(%x) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
  }) {
    replica_groups = dense<[[0, 1, 2]]> : tensor<1x3xi64>,
    channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>,
    use_global_device_ids
  } : (tensor<2xf32>) -> tensor<2xf32>
  %id = stablehlo.partition_id : tensor<ui32>
  %f = stablehlo.convert %id : (tensor<ui32>) -> tensor<f32>
  %b = stablehlo.broadcast_in_dim %f, dims = [] : (tensor<f32>) -> tensor<2xf32>
  %r = stablehlo.add %sum, %b : tensor<2xf32>
  func.return %r : tensor<2xf32>
}
func.func public @main() {
  %x0 = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %x1 = stablehlo.constant dense<[10.0, 20.0]> : tensor<2xf32>
  %x2 = stablehlo.constant dense<[100.0, 200.0]> : tensor<2xf32>
  %r:3 = "interpreter.run_parallel"(%x0, %x1, %x2) {
    programs = [[@sum_and_id, @sum_and_id, @sum_and_id]]
  } : (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>)
  check.expect_eq_const %r#0, dense<[111.0, 222.0]> : tensor<2xf32>
  check.expect_eq_const %r#1, dense<[112.0, 223.0]> : tensor<2xf32>
  check.expect_eq_const %r#2, dense<[113.0, 224.0]> : tensor<2xf32>
  func.return
}
