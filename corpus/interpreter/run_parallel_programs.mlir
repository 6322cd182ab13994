// Upstream-style interpreter tests (InterpreterOps.td): @main runs a grid of processes with
// interpreter.run_parallel and checks their results; `python -m reference run` runs @main only
// (the programs run in its processes). programs has one row per replica, one entry per
// partition; inputs and results are every process's, in replica-major order.

// Processes may run different programs: here with different numbers of inputs and results.
func.func private @two(%a : tensor<i32>, %b : tensor<i32>) -> tensor<i32> {
  %s = stablehlo.add %a, %b : tensor<i32>
  %r = "stablehlo.all_reduce"(%s) ({
    ^bb0(%x: tensor<i32>, %y: tensor<i32>):
      %m = stablehlo.maximum %x, %y : tensor<i32>
      stablehlo.return %m : tensor<i32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<i32>) -> tensor<i32>
  func.return %r : tensor<i32>
}
func.func private @one(%a : tensor<i32>) -> (tensor<i32>, tensor<ui32>) {
  %r = "stablehlo.all_reduce"(%a) ({
    ^bb0(%x: tensor<i32>, %y: tensor<i32>):
      %m = stablehlo.maximum %x, %y : tensor<i32>
      stablehlo.return %m : tensor<i32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<i32>) -> tensor<i32>
  %id = stablehlo.replica_id : tensor<ui32>
  func.return %r, %id : tensor<i32>, tensor<ui32>
}
func.func public @main() {
  %a = stablehlo.constant dense<3> : tensor<i32>
  %b = stablehlo.constant dense<4> : tensor<i32>
  %c = stablehlo.constant dense<5> : tensor<i32>
  %r:3 = "interpreter.run_parallel"(%a, %b, %c) {
    programs = [[@two], [@one]]
  } : (tensor<i32>, tensor<i32>, tensor<i32>) -> (tensor<i32>, tensor<i32>, tensor<ui32>)
  check.expect_eq_const %r#0, dense<7> : tensor<i32>
  check.expect_eq_const %r#1, dense<7> : tensor<i32>
  check.expect_eq_const %r#2, dense<1> : tensor<ui32>
  func.return
}
