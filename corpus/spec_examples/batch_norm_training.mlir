// Spec example: batch_norm_training (seed 000, section "batch_norm_training", spec line 932)
func.func @batch_norm_training_example_1() {
  %operand = "stablehlo.constant"() {value = dense<[[[1.0, 2.0], [3.0, 4.0]], [[3.0, 4.0], [1.0, 2.0]]]> : tensor<2x2x2xf64>} : () -> tensor<2x2x2xf64>
  %scale = "stablehlo.constant"() {value = dense<[1.0, 1.0]> : tensor<2xf64>} : () -> tensor<2xf64>
  %offset = "stablehlo.constant"() {value = dense<[1.0, 1.0]> : tensor<2xf64>} : () -> tensor<2xf64>
  %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%operand, %scale, %offset) {
    epsilon = 0.0 : f32,
    feature_index = 2 : i64
  } : (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>) ->
      (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>)
  "check.expect_almost_eq_const"(%output) {value = dense<[[[0.0, 0.0], [2.0, 2.0]], [[2.0, 2.0], [0.0, 0.0]]]> : tensor<2x2x2xf64>} : (tensor<2x2x2xf64>) -> ()
  "check.expect_almost_eq_const"(%batch_mean) {value = dense<[2.0, 3.0]> : tensor<2xf64>} : (tensor<2xf64>) -> ()
  "check.expect_almost_eq_const"(%batch_var) {value = dense<[1.0, 1.0]> : tensor<2xf64>} : (tensor<2xf64>) -> ()
  "func.return"() : () -> ()
}
