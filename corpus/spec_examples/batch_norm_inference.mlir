// Spec example: batch_norm_inference (seed 000, section "batch_norm_inference", spec line 855)
func.func @batch_norm_inference_example_1() {
  %operand = "stablehlo.constant"() {value = dense<[[[1.0, 2.0], [3.0, 4.0]], [[3.0, 4.0], [1.0, 2.0]]]> : tensor<2x2x2xf64>} : () -> tensor<2x2x2xf64>
  %scale = "stablehlo.constant"() {value = dense<[1.0, 1.0]> : tensor<2xf64>} : () -> tensor<2xf64>
  %offset = "stablehlo.constant"() {value = dense<[1.0, 1.0]> : tensor<2xf64>} : () -> tensor<2xf64>
  %mean = "stablehlo.constant"() {value = dense<[2.0, 3.0]> : tensor<2xf64>} : () -> tensor<2xf64>
  %variance = "stablehlo.constant"() {value = dense<[1.0, 1.0]> : tensor<2xf64>} : () -> tensor<2xf64>
  %result = "stablehlo.batch_norm_inference"(%operand, %scale, %offset, %mean, %variance) {
    epsilon = 0.0 : f32,
    feature_index = 2 : i64
  } : (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>) -> tensor<2x2x2xf64>
  "check.expect_almost_eq_const"(%result) {value = dense<[[[0.0, 0.0], [2.0, 2.0]], [[2.0, 2.0], [0.0, 0.0]]]> : tensor<2x2x2xf64>} : (tensor<2x2x2xf64>) -> ()
  "func.return"() : () -> ()
}
