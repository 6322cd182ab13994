// batch_norm_training (seed 000): feature_index first, middle and last, epsilon zero and non-zero, rank 2 and 3; f32 / f64. Expected values: numpy float64 mean and biased variance over the non-feature dimensions, then the inference formula.
// f32, feature_index = 1 (last), epsilon = 0.0
func.func @batch_norm_training_feature_1_f32() {
  %operand = "stablehlo.constant"() {value = dense<[[1.0, -2.0, 3.5], [4.0, 0.5, -1.0]]> : tensor<2x3xf32>} : () -> tensor<2x3xf32>
  %scale = "stablehlo.constant"() {value = dense<[2.0, 1.0, -1.0]> : tensor<3xf32>} : () -> tensor<3xf32>
  %offset = "stablehlo.constant"() {value = dense<[0.5, 0.0, 1.0]> : tensor<3xf32>} : () -> tensor<3xf32>
  %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%operand, %scale, %offset) {epsilon = 0.0 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>)
  "check.expect_almost_eq_const"(%output) {value = dense<[[-1.5, -1.0, 0.0], [2.5, 1.0, 2.0]]> : tensor<2x3xf32>} : (tensor<2x3xf32>) -> ()
  "check.expect_almost_eq_const"(%batch_mean) {value = dense<[2.5, -0.75, 1.25]> : tensor<3xf32>} : (tensor<3xf32>) -> ()
  "check.expect_almost_eq_const"(%batch_var) {value = dense<[2.25, 1.5625, 5.0625]> : tensor<3xf32>} : (tensor<3xf32>) -> ()
  "func.return"() : () -> ()
}

// -----

// f64, rank 3, feature_index = 0, epsilon = 0.5
func.func @batch_norm_training_feature_0_epsilon_f64() {
  %operand = "stablehlo.constant"() {value = dense<[[[1.0, 2.0], [0.0, -1.0], [3.0, 5.0]], [[-2.0, 4.0], [1.5, 0.5], [2.0, -3.0]]]> : tensor<2x3x2xf64>} : () -> tensor<2x3x2xf64>
  %scale = "stablehlo.constant"() {value = dense<[1.0, 3.0]> : tensor<2xf64>} : () -> tensor<2xf64>
  %offset = "stablehlo.constant"() {value = dense<[0.0, -1.0]> : tensor<2xf64>} : () -> tensor<2xf64>
  %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%operand, %scale, %offset) {epsilon = 0.5 : f32, feature_index = 0 : i64} : (tensor<2x3x2xf64>, tensor<2xf64>, tensor<2xf64>) -> (tensor<2x3x2xf64>, tensor<2xf64>, tensor<2xf64>)
  "check.expect_almost_eq_const"(%output) {value = dense<[[[-0.31822291367029204, 0.15911145683514596], [-0.79555728417573, -1.2728916546811682], [0.636445827340584, 1.5911145683514598]], [[-4.020202248463109, 3.2282831478483534], [0.20808089938524388, -1.0], [0.8121213490778656, -5.228283147848353]]]> : tensor<2x3x2xf64>} : (tensor<2x3x2xf64>) -> ()
  "check.expect_almost_eq_const"(%batch_mean) {value = dense<[1.6666666666666667, 0.5]> : tensor<2xf64>} : (tensor<2xf64>) -> ()
  "check.expect_almost_eq_const"(%batch_var) {value = dense<[3.8888888888888893, 5.666666666666667]> : tensor<2xf64>} : (tensor<2xf64>) -> ()
  "func.return"() : () -> ()
}

// -----

// f32, rank 3, feature_index = 1 (middle), epsilon = 0.001
func.func @batch_norm_training_middle_feature_f32() {
  %operand = "stablehlo.constant"() {value = dense<[[[1.0, 2.0], [0.0, -1.0], [3.0, 5.0]], [[-2.0, 4.0], [1.5, 0.5], [2.0, -3.0]]]> : tensor<2x3x2xf32>} : () -> tensor<2x3x2xf32>
  %scale = "stablehlo.constant"() {value = dense<[1.0, 0.5, 2.0]> : tensor<3xf32>} : () -> tensor<3xf32>
  %offset = "stablehlo.constant"() {value = dense<[0.0, 1.0, -1.0]> : tensor<3xf32>} : () -> tensor<3xf32>
  %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%operand, %scale, %offset) {epsilon = 0.001 : f32, feature_index = 1 : i64} : (tensor<2x3x2xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<2x3x2xf32>, tensor<3xf32>, tensor<3xf32>)
  "check.expect_almost_eq_const"(%output) {value = dense<[[[-0.11545773595571518, 0.34637323021888733], [0.8614102005958557, 0.30705106258392334], [-0.15185987949371338, 1.2051643133163452]], [[-1.500950574874878, 1.2700351476669312], [1.6929489374160767, 1.1385897397994995], [-0.8303719758987427, -4.2229323387146]]]> : tensor<2x3x2xf32>} : (tensor<2x3x2xf32>) -> ()
  "check.expect_almost_eq_const"(%batch_mean) {value = dense<[1.25, 0.25, 1.75]> : tensor<3xf32>} : (tensor<3xf32>) -> ()
  "check.expect_almost_eq_const"(%batch_var) {value = dense<[4.6875, 0.8125, 8.6875]> : tensor<3xf32>} : (tensor<3xf32>) -> ()
  "func.return"() : () -> ()
}
