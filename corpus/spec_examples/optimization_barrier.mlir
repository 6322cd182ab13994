// Spec example: optimization_barrier (seed 000, section "optimization_barrier", spec line 3508)
func.func @optimization_barrier_example_1() {
  %operand0 = "stablehlo.constant"() {value = dense<0.0> : tensor<f32>} : () -> tensor<f32>
  %operand1 = "stablehlo.constant"() {value = dense<1.0> : tensor<f32>} : () -> tensor<f32>
  %result0, %result1 = "stablehlo.optimization_barrier"(%operand0, %operand1) : (tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<f32>)
  "check.expect_eq_const"(%result0) {value = dense<0.0> : tensor<f32>} : (tensor<f32>) -> ()
  "check.expect_eq_const"(%result1) {value = dense<1.0> : tensor<f32>} : (tensor<f32>) -> ()
  "func.return"() : () -> ()
}
