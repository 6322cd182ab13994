// Upstream-style interpreter tests (InterpreterOps.td): @main runs a grid of processes with
// interpreter.run_parallel and checks their results; `python -m reference run` runs @main only
// (the programs run in its processes). programs has one row per replica, one entry per
// partition; inputs and results are every process's, in replica-major order.

func.func public @all_gather(%arg0 : tensor<2x2xi64>) -> tensor<2x4xi64> {
  %result = "stablehlo.all_gather"(%arg0) {
    all_gather_dim = 1 : i64,
    replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>
  } : (tensor<2x2xi64>) -> tensor<2x4xi64>
  func.return %result : tensor<2x4xi64>
}
func.func public @main() {
  %inputs0 = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>
  %inputs1 = stablehlo.constant dense<[[5, 6], [7, 8]]> : tensor<2x2xi64>
  %results:2 = "interpreter.run_parallel"(%inputs0, %inputs1) {
    programs = [[@all_gather], [@all_gather]]
  } : (tensor<2x2xi64>, tensor<2x2xi64>) -> (tensor<2x4xi64>, tensor<2x4xi64>)
  check.expect_eq_const %results#0, dense<[[1, 2, 5, 6], [3, 4, 7, 8]]> : tensor<2x4xi64>
  check.expect_eq_const %results#1, dense<[[1, 2, 5, 6], [3, 4, 7, 8]]> : tensor<2x4xi64>
  func.return
}
