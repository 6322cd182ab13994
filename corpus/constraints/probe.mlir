// Constraint cases of interpreter.probe (upstream's verifier: SameOperandsAndResultType;
// see spec/constraints/interpreter.py).

// case: probe_valid
// expected: valid
func.func @main(%x: tensor<2xi32>) -> tensor<2xi32> {
  %r = interpreter.probe %x, probe_id = "x" : tensor<2xi32>
  func.return %r : tensor<2xi32>
}
// -----
// case: probe_valid_generic
// expected: valid
func.func @main(%x: tensor<2x3xbf16>) -> tensor<2x3xbf16> {
  %r = "interpreter.probe"(%x) {probe_id = "x"} : (tensor<2x3xbf16>) -> tensor<2x3xbf16>
  func.return %r : tensor<2x3xbf16>
}
// -----
// case: c1_result_element_type
// expected: probe_c1
func.func @main(%x: tensor<2xi32>) -> tensor<2xi64> {
  %r = "interpreter.probe"(%x) {probe_id = "x"} : (tensor<2xi32>) -> tensor<2xi64>
  func.return %r : tensor<2xi64>
}
// -----
// case: c1_result_shape
// expected: probe_c1
func.func @main(%x: tensor<2xi32>) -> tensor<3xi32> {
  %r = "interpreter.probe"(%x) {probe_id = "x"} : (tensor<2xi32>) -> tensor<3xi32>
  func.return %r : tensor<3xi32>
}
