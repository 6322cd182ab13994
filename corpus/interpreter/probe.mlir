// Upstream-style probe and print tests (InterpreterOps.td, CheckOps.td): interpreter.probe records a
// value in the probe directory (`python -m reference run --probe-dir DIR`, by default a
// temporary one) and returns it unchanged; check.expect_serialized_eq reads the value a probe
// recorded at an iteration (0: its first evaluation) back and compares it.

func.func @probe_i64() {
  %0 = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi64>
  %1 = interpreter.probe %0, probe_id = "probe_i64" : tensor<3xi64>
  check.expect_eq_const %1, dense<[1, 2, 3]> : tensor<3xi64>
  check.expect_serialized_eq %0, probe_id = "probe_i64" : tensor<3xi64>
  func.return
}

// -----

func.func @probe_types() {
  %b = stablehlo.constant dense<[true, false]> : tensor<2xi1>
  %h = stablehlo.constant dense<[[1.5, -0.0], [0x7FC0, 3.0e+38]]> : tensor<2x2xbf16>
  %c = stablehlo.constant dense<[(1.0, -2.0)]> : tensor<1xcomplex<f32>>
  %i = stablehlo.constant dense<[-8, 7]> : tensor<2xi4>
  %f = stablehlo.constant dense<[0.5, 448.0]> : tensor<2xf8E4M3FN>
  %0 = interpreter.probe %b, probe_id = "bool" : tensor<2xi1>
  %1 = interpreter.probe %h, probe_id = "bf16" : tensor<2x2xbf16>
  %2 = interpreter.probe %c, probe_id = "complex" : tensor<1xcomplex<f32>>
  %3 = interpreter.probe %i, probe_id = "i4" : tensor<2xi4>
  %4 = interpreter.probe %f, probe_id = "f8" : tensor<2xf8E4M3FN>
  check.expect_serialized_eq %b, probe_id = "bool" : tensor<2xi1>
  check.expect_serialized_eq %h, probe_id = "bf16" : tensor<2x2xbf16>
  check.expect_serialized_eq %c, probe_id = "complex" : tensor<1xcomplex<f32>>
  check.expect_serialized_eq %i, probe_id = "i4" : tensor<2xi4>
  check.expect_serialized_eq %f, probe_id = "f8" : tensor<2xf8E4M3FN>
  func.return
}

// -----

// A probe in a loop records one value per iteration.
func.func @probe_iterations() {
  %zero = stablehlo.constant dense<0> : tensor<i64>
  %one = stablehlo.constant dense<1> : tensor<i64>
  %three = stablehlo.constant dense<3> : tensor<i64>
  %r = stablehlo.while(%i = %zero) : tensor<i64>
    cond {
      %lt = stablehlo.compare LT, %i, %three, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %lt : tensor<i1>
    } do {
      %p = interpreter.probe %i, probe_id = "counter" : tensor<i64>
      %next = stablehlo.add %p, %one : tensor<i64>
      stablehlo.return %next : tensor<i64>
    }
  %two = stablehlo.constant dense<2> : tensor<i64>
  check.expect_serialized_eq %zero, probe_id = "counter", iter = 0 : tensor<i64>
  check.expect_serialized_eq %one, probe_id = "counter", iter = 1 : tensor<i64>
  check.expect_serialized_eq %two, probe_id = "counter", iter = 2 : tensor<i64>
  check.expect_eq_const %r, dense<3> : tensor<i64>
  func.return
}

// -----

// interpreter.print writes `%name = dense<...> : type` to standard output.
func.func @print() {
  %0 = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  interpreter.print %0 : tensor<2x2xi32>
  func.return
}
