// Constraint cases of cross-replica-sum (jaxlib 0.10.2's dialect, not the seed spec; constraints from upstream's verifier, spec/constraints/legacy.py): valid programs and one program per constraint that breaks exactly that constraint.

// case: valid
// expected: valid
func.func @main(%a: tensor<3xf32>) -> tensor<3xf32> {
  %r = "stablehlo.cross-replica-sum"(%a) {replica_groups = dense<[[0]]> : tensor<1x1xi64>} : (tensor<3xf32>) -> tensor<3xf32>
  func.return %r : tensor<3xf32>
}

// -----
// case: c1_result_type
// expected: cross_replica_sum_c1
func.func @main(%a: tensor<3xf32>) -> tensor<3xf64> {
  %r = "stablehlo.cross-replica-sum"(%a) {replica_groups = dense<[[0]]> : tensor<1x1xi64>} : (tensor<3xf32>) -> tensor<3xf64>
  func.return %r : tensor<3xf64>
}
