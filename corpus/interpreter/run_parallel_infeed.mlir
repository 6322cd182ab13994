// Upstream-style interpreter tests (InterpreterOps.td): @main runs a grid of processes with
// interpreter.run_parallel and checks their results; `python -m reference run` runs @main only
// (the programs run in its processes). programs has one row per replica, one entry per
// partition; inputs and results are every process's, in replica-major order.

// infeed names functions whose results feed the grid's infeed ops, one function per read, in
// order (one queue shared by every process).
func.func private @infeed_queue0() -> tensor<ui32> {
  %0 = stablehlo.constant dense<10> : tensor<ui32>
  func.return %0 : tensor<ui32>
}
func.func private @infeed_queue1() -> tensor<ui32> {
  %0 = stablehlo.constant dense<20> : tensor<ui32>
  func.return %0 : tensor<ui32>
}
func.func private @read_twice() -> (tensor<ui32>, tensor<ui32>) {
  %token = stablehlo.after_all : !stablehlo.token
  %first:2 = "stablehlo.infeed"(%token) : (!stablehlo.token) -> (tensor<ui32>, !stablehlo.token)
  %second:2 = "stablehlo.infeed"(%first#1) : (!stablehlo.token) -> (tensor<ui32>, !stablehlo.token)
  func.return %first#0, %second#0 : tensor<ui32>, tensor<ui32>
}
func.func public @main() {
  %results:2 = "interpreter.run_parallel"() {
    infeed = [@infeed_queue0, @infeed_queue1],
    programs = [[@read_twice]]
  } : () -> (tensor<ui32>, tensor<ui32>)
  check.expect_eq_const %results#0, dense<10> : tensor<ui32>
  check.expect_eq_const %results#1, dense<20> : tensor<ui32>
  func.return
}
