// Spec example: batch_norm_grad (seed 000, section "batch_norm_grad", spec line 779)
func.func @batch_norm_grad_example_1() {
  %operand = "stablehlo.constant"() {value = dense<[[[1.0, 2.0], [3.0, 4.0]], [[3.0, 4.0], [1.0, 2.0]]]> : tensor<2x2x2xf64>} : () -> tensor<2x2x2xf64>
  %scale = "stablehlo.constant"() {value = dense<[1.0, 1.0]> : tensor<2xf64>} : () -> tensor<2xf64>
  %mean = "stablehlo.constant"() {value = dense<[2.0, 3.0]> : tensor<2xf64>} : () -> tensor<2xf64>
  %variance = "stablehlo.constant"() {value = dense<[1.0, 1.0]> : tensor<2xf64>} : () -> tensor<2xf64>
  %grad_output = "stablehlo.constant"() {value = dense<[[[0.1, 0.1], [0.1, 0.1]], [[0.1, 0.1], [0.1, 0.1]]]> : tensor<2x2x2xf64>} : () -> tensor<2x2x2xf64>
  %grad_operand, %grad_scale, %grad_offset =
  "stablehlo.batch_norm_grad"(%operand, %scale, %mean, %variance, %grad_output) {
    epsilon = 0.0 : f32,
    feature_index = 2 : i64
  } : (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>,
       tensor<2x2x2xf64>) -> (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>)
  "check.expect_almost_eq_const"(%grad_operand) {value = dense<[[[0.0, 0.0], [0.0, 0.0]], [[0.0, 0.0], [0.0, 0.0]]]> : tensor<2x2x2xf64>} : (tensor<2x2x2xf64>) -> ()
  "check.expect_almost_eq_const"(%grad_scale) {value = dense<[0.0, 0.0]> : tensor<2xf64>} : (tensor<2xf64>) -> ()
  "check.expect_almost_eq_const"(%grad_offset) {value = dense<[0.4, 0.4]> : tensor<2xf64>} : (tensor<2xf64>) -> ()
  "func.return"() : () -> ()
}
