// collective_reduce (upstream's current spec.md, neither the seed spec nor jaxlib 0.10.2): the
// group's sum lands on its root process (the group's first, or the one the roots operand names
// with has_dynamic_root); the other processes get zeros. Upstream-style run_parallel tests.

func.func public @collective_reduce(%operand : tensor<1x2xi64>) -> tensor<1x2xi64> {
  %result = "stablehlo.collective_reduce"(%operand) ({
    ^bb0(%a: tensor<i64>, %b: tensor<i64>):
      %s = "stablehlo.add"(%a, %b) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%s) : (tensor<i64>) -> ()
  }) {
    replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>,
    channel_handle = #stablehlo.channel_handle<handle = 0, type = 0>
  } : (tensor<1x2xi64>) -> tensor<1x2xi64>
  func.return %result : tensor<1x2xi64>
}
func.func public @main() {
  %x0 = stablehlo.constant dense<[[1, 2]]> : tensor<1x2xi64>
  %x1 = stablehlo.constant dense<[[3, 4]]> : tensor<1x2xi64>
  %x2 = stablehlo.constant dense<[[5, 6]]> : tensor<1x2xi64>
  %x3 = stablehlo.constant dense<[[7, 8]]> : tensor<1x2xi64>
  %r:4 = "interpreter.run_parallel"(%x0, %x1, %x2, %x3) {
    programs = [[@collective_reduce], [@collective_reduce], [@collective_reduce], [@collective_reduce]]
  } : (tensor<1x2xi64>, tensor<1x2xi64>, tensor<1x2xi64>, tensor<1x2xi64>) -> (tensor<1x2xi64>, tensor<1x2xi64>, tensor<1x2xi64>, tensor<1x2xi64>)
  check.expect_eq_const %r#0, dense<[[16, 20]]> : tensor<1x2xi64>
  check.expect_eq_const %r#1, dense<0> : tensor<1x2xi64>
  check.expect_eq_const %r#2, dense<0> : tensor<1x2xi64>
  check.expect_eq_const %r#3, dense<0> : tensor<1x2xi64>
  func.return
}

// -----

func.func public @dynamic_root(%operand : tensor<2xf32>, %roots : tensor<1xi32>) -> tensor<2xf32> {
  %result = "stablehlo.collective_reduce"(%operand, %roots) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = "stablehlo.maximum"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) {
    replica_groups = dense<[[1, 0], [2, 3]]> : tensor<2x2xi64>,
    has_dynamic_root
  } : (tensor<2xf32>, tensor<1xi32>) -> tensor<2xf32>
  func.return %result : tensor<2xf32>
}
func.func public @main_dynamic_root() {
  %x0 = stablehlo.constant dense<[1.0, 8.0]> : tensor<2xf32>
  %x1 = stablehlo.constant dense<[4.0, -2.0]> : tensor<2xf32>
  %x2 = stablehlo.constant dense<[0.5, 0.25]> : tensor<2xf32>
  %x3 = stablehlo.constant dense<[-1.0, 3.0]> : tensor<2xf32>
  %root = stablehlo.constant dense<[1]> : tensor<1xi32>
  %r:4 = "interpreter.run_parallel"(%x0, %root, %x1, %root, %x2, %root, %x3, %root) {
    programs = [[@dynamic_root], [@dynamic_root], [@dynamic_root], [@dynamic_root]]
  } : (tensor<2xf32>, tensor<1xi32>, tensor<2xf32>, tensor<1xi32>, tensor<2xf32>, tensor<1xi32>, tensor<2xf32>, tensor<1xi32>) -> (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>)
  check.expect_eq_const %r#0, dense<[4.0, 8.0]> : tensor<2xf32>
  check.expect_eq_const %r#1, dense<0.0> : tensor<2xf32>
  check.expect_eq_const %r#2, dense<0.0> : tensor<2xf32>
  check.expect_eq_const %r#3, dense<[0.5, 3.0]> : tensor<2xf32>
  func.return
}
