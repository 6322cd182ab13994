// batch_norm_inference (seed 000): feature_index first, middle and last, epsilon zero and non-zero, rank 2 and 3; f32 / f64. Expected values: scale * (operand - mean) / sqrt(variance + epsilon) + offset in numpy float64.
// f32, feature_index = 1 (last), epsilon = 0.0: every result exact
func.func @batch_norm_inference_feature_1_f32() {
  %operand = "stablehlo.constant"() {value = dense<[[1.0, -2.0, 3.5], [4.0, 0.5, -1.0]]> : tensor<2x3xf32>} : () -> tensor<2x3xf32>
  %scale = "stablehlo.constant"() {value = dense<[2.0, 1.0, -1.0]> : tensor<3xf32>} : () -> tensor<3xf32>
  %offset = "stablehlo.constant"() {value = dense<[0.5, 0.0, 1.0]> : tensor<3xf32>} : () -> tensor<3xf32>
  %mean = "stablehlo.constant"() {value = dense<[1.0, 0.5, -0.5]> : tensor<3xf32>} : () -> tensor<3xf32>
  %variance = "stablehlo.constant"() {value = dense<[4.0, 0.25, 1.0]> : tensor<3xf32>} : () -> tensor<3xf32>
  %result = "stablehlo.batch_norm_inference"(%operand, %scale, %offset, %mean, %variance) {epsilon = 0.0 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  "check.expect_almost_eq_const"(%result) {value = dense<[[0.5, -5.0, -3.0], [3.5, 0.0, 1.5]]> : tensor<2x3xf32>} : (tensor<2x3xf32>) -> ()
  "func.return"() : () -> ()
}

// -----

// f64, rank 3, feature_index = 0, epsilon = 0.5
func.func @batch_norm_inference_feature_0_epsilon_f64() {
  %operand = "stablehlo.constant"() {value = dense<[[[1.0, 2.0], [0.0, -1.0], [3.0, 5.0]], [[-2.0, 4.0], [1.5, 0.5], [2.0, -3.0]]]> : tensor<2x3x2xf64>} : () -> tensor<2x3x2xf64>
  %scale = "stablehlo.constant"() {value = dense<[1.0, 3.0]> : tensor<2xf64>} : () -> tensor<2xf64>
  %offset = "stablehlo.constant"() {value = dense<[0.0, -1.0]> : tensor<2xf64>} : () -> tensor<2xf64>
  %mean = "stablehlo.constant"() {value = dense<[1.5, 0.25]> : tensor<2xf64>} : () -> tensor<2xf64>
  %variance = "stablehlo.constant"() {value = dense<[1.5, 2.0]> : tensor<2xf64>} : () -> tensor<2xf64>
  %result = "stablehlo.batch_norm_inference"(%operand, %scale, %offset, %mean, %variance) {epsilon = 0.5 : f32, feature_index = 0 : i64} : (tensor<2x3x2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>) -> tensor<2x3x2xf64>
  "check.expect_almost_eq_const"(%result) {value = dense<[[[-0.35355339059327373, 0.35355339059327373], [-1.0606601717798212, -1.7677669529663687], [1.0606601717798212, 2.4748737341529163]], [[-5.269074841227312, 6.115124735378853], [1.3717082451262845, -0.5256583509747431], [2.320391543176798, -7.16644143732834]]]> : tensor<2x3x2xf64>} : (tensor<2x3x2xf64>) -> ()
  "func.return"() : () -> ()
}

// -----

// f32, rank 3, feature_index = 1 (middle), epsilon = 0.001
func.func @batch_norm_inference_middle_feature_f32() {
  %operand = "stablehlo.constant"() {value = dense<[[[1.0, 2.0], [0.0, -1.0], [3.0, 5.0]], [[-2.0, 4.0], [1.5, 0.5], [2.0, -3.0]]]> : tensor<2x3x2xf32>} : () -> tensor<2x3x2xf32>
  %scale = "stablehlo.constant"() {value = dense<[1.0, 0.5, 2.0]> : tensor<3xf32>} : () -> tensor<3xf32>
  %offset = "stablehlo.constant"() {value = dense<[0.0, 1.0, -1.0]> : tensor<3xf32>} : () -> tensor<3xf32>
  %mean = "stablehlo.constant"() {value = dense<[0.5, 0.0, 2.0]> : tensor<3xf32>} : () -> tensor<3xf32>
  %variance = "stablehlo.constant"() {value = dense<[1.0, 3.0, 0.5]> : tensor<3xf32>} : () -> tensor<3xf32>
  %result = "stablehlo.batch_norm_inference"(%operand, %scale, %offset, %mean, %variance) {epsilon = 0.001 : f32, feature_index = 1 : i64} : (tensor<2x3x2xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x3x2xf32>
  "check.expect_almost_eq_const"(%result) {value = dense<[[[0.49975019693374634, 1.4992505311965942], [1.0, 0.711372971534729], [1.8256028890609741, 7.476809024810791]], [[-2.498750925064087, 3.49825119972229], [1.4329406023025513, 1.1443135738372803], [-1.0, -15.12801456451416]]]> : tensor<2x3x2xf32>} : (tensor<2x3x2xf32>) -> ()
  "func.return"() : () -> ()
}
