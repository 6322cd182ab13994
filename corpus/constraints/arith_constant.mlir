// Constraint cases of arith.constant (MLIR's arith dialect, as jaxlib 0.10.2 verifies it; spec/constraints/arith.py): valid programs and one per way to break each constraint.

// case: valid_i32
// expected: valid
func.func @main() -> tensor<2xi32> {
  %r0 = "arith.constant"() {value = dense<[1, 2]> : tensor<2xi32>} : () -> tensor<2xi32>
  "func.return"(%r0) : (tensor<2xi32>) -> ()
}

// -----
// case: valid_f32
// expected: valid
func.func @main() -> tensor<f32> {
  %r0 = "arith.constant"() {value = dense<1.5> : tensor<f32>} : () -> tensor<f32>
  "func.return"(%r0) : (tensor<f32>) -> ()
}

// -----
// case: c1_result_type
// expected: arith_constant_c1
func.func @main() -> tensor<2xi64> {
  %r0 = "arith.constant"() {value = dense<[1, 2]> : tensor<2xi32>} : () -> tensor<2xi64>
  "func.return"(%r0) : (tensor<2xi64>) -> ()
}
