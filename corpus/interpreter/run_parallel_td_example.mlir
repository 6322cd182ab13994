// Upstream-style interpreter tests (InterpreterOps.td): @main runs a grid of processes with
// interpreter.run_parallel and checks their results; `python -m reference run` runs @main only
// (the programs run in its processes). programs has one row per replica, one entry per
// partition; inputs and results are every process's, in replica-major order.

// The form of InterpreterOps.td's example: two replicas, one program each, two infeed
// functions (the processes take them in the order they read; both give a value the checks
// do not depend on the order of).
func.func private @infeed_queue0() -> tensor<ui32> {
  %0 = stablehlo.constant dense<5> : tensor<ui32>
  func.return %0 : tensor<ui32>
}
func.func private @infeed_queue1() -> tensor<ui32> {
  %0 = stablehlo.constant dense<5> : tensor<ui32>
  func.return %0 : tensor<ui32>
}
func.func private @foo() -> tensor<ui32> {
  %token = stablehlo.after_all : !stablehlo.token
  %x:2 = "stablehlo.infeed"(%token) : (!stablehlo.token) -> (tensor<ui32>, !stablehlo.token)
  %id = stablehlo.replica_id : tensor<ui32>
  %r = stablehlo.add %x#0, %id : tensor<ui32>
  func.return %r : tensor<ui32>
}
func.func private @bar() -> tensor<ui32> {
  %token = stablehlo.after_all : !stablehlo.token
  %x:2 = "stablehlo.infeed"(%token) : (!stablehlo.token) -> (tensor<ui32>, !stablehlo.token)
  %id = stablehlo.replica_id : tensor<ui32>
  %r = stablehlo.multiply %x#0, %id : tensor<ui32>
  func.return %r : tensor<ui32>
}
func.func public @main() {
  %results:2 = "interpreter.run_parallel"() {
    infeed = [@infeed_queue0, @infeed_queue1],
    programs = [[@foo], [@bar]]
  } : () -> (tensor<ui32>, tensor<ui32>)
  check.expect_eq_const %results#0, dense<5> : tensor<ui32>
  check.expect_eq_const %results#1, dense<5> : tensor<ui32>
  func.return
}
