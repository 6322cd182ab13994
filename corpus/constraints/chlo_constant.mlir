// Constraint cases of chlo.constant (upstream's ChloOps.td; spec/constraints/chlo.py): valid programs and one per way to break each constraint.

// case: valid_f32
// expected: valid
func.func @main() -> tensor<2xf32> {
  %r0 = "chlo.constant"() {value = dense<[1.0, 2.0]> : tensor<2xf32>} : () -> tensor<2xf32>
  "func.return"(%r0) : (tensor<2xf32>) -> ()
}

// -----
// case: valid_i1
// expected: valid
func.func @main() -> tensor<2x2xi1> {
  %r0 = "chlo.constant"() {value = dense<true> : tensor<2x2xi1>} : () -> tensor<2x2xi1>
  "func.return"(%r0) : (tensor<2x2xi1>) -> ()
}

// -----
// case: c1_element_type
// expected: chlo_constant_c1
func.func @main() -> tensor<2xf64> {
  %r0 = "chlo.constant"() {value = dense<[1.0, 2.0]> : tensor<2xf32>} : () -> tensor<2xf64>
  "func.return"(%r0) : (tensor<2xf64>) -> ()
}

// -----
// case: c1_shape
// expected: chlo_constant_c1
func.func @main() -> tensor<3xf32> {
  %r0 = "chlo.constant"() {value = dense<[1.0, 2.0]> : tensor<2xf32>} : () -> tensor<3xf32>
  "func.return"(%r0) : (tensor<3xf32>) -> ()
}

// -----
// case: c1_dynamic_output
// expected: chlo_constant_c1
func.func @main() -> tensor<?xf32> {
  %r0 = "chlo.constant"() {value = dense<[1.0, 2.0]> : tensor<2xf32>} : () -> tensor<?xf32>
  "func.return"(%r0) : (tensor<?xf32>) -> ()
}
