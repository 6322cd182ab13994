// batch_norm_grad (seed 000): feature_index first, middle and last, epsilon zero and non-zero, rank 2 and 3; f32 / f64. Expected values: the textbook gradient in numpy float64 (xhat = (operand - mean) / sqrt(variance + epsilon); grad_operand = scale / sqrt(variance + epsilon) * (grad_output - mean(grad_output) - xhat * mean(grad_output * xhat)); grad_scale = sum(grad_output * xhat); grad_offset = sum(grad_output)), not the spec's decomposition.
// f32, feature_index = 1 (last), epsilon = 0.0, mean and variance of the batch
func.func @batch_norm_grad_feature_1_f32() {
  %operand = "stablehlo.constant"() {value = dense<[[1.0, -2.0, 3.5], [4.0, 0.5, -1.0]]> : tensor<2x3xf32>} : () -> tensor<2x3xf32>
  %scale = "stablehlo.constant"() {value = dense<[2.0, 1.0, -1.0]> : tensor<3xf32>} : () -> tensor<3xf32>
  %mean = "stablehlo.constant"() {value = dense<[2.5, -0.75, 1.25]> : tensor<3xf32>} : () -> tensor<3xf32>
  %variance = "stablehlo.constant"() {value = dense<[2.25, 1.5625, 5.0625]> : tensor<3xf32>} : () -> tensor<3xf32>
  %grad_output = "stablehlo.constant"() {value = dense<[[1.0, 0.5, -2.0], [0.25, 2.0, 1.0]]> : tensor<2x3xf32>} : () -> tensor<2x3xf32>
  %grad_operand, %grad_scale, %grad_offset = "stablehlo.batch_norm_grad"(%operand, %scale, %mean, %variance, %grad_output) {epsilon = 0.0 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>)
  "check.expect_almost_eq_const"(%grad_operand) {value = dense<[[0.0, 0.0, -0.0], [0.0, 0.0, -0.0]]> : tensor<2x3xf32>} : (tensor<2x3xf32>) -> ()
  "check.expect_almost_eq_const"(%grad_scale) {value = dense<[-0.75, 1.5, -3.0]> : tensor<3xf32>} : (tensor<3xf32>) -> ()
  "check.expect_almost_eq_const"(%grad_offset) {value = dense<[1.25, 2.5, -1.0]> : tensor<3xf32>} : (tensor<3xf32>) -> ()
  "func.return"() : () -> ()
}

// -----

// f64, rank 3, feature_index = 0, epsilon = 0.5, mean and variance not those of the batch
func.func @batch_norm_grad_feature_0_epsilon_f64() {
  %operand = "stablehlo.constant"() {value = dense<[[[1.0, 2.0], [0.0, -1.0], [3.0, 5.0]], [[-2.0, 4.0], [1.5, 0.5], [2.0, -3.0]]]> : tensor<2x3x2xf64>} : () -> tensor<2x3x2xf64>
  %scale = "stablehlo.constant"() {value = dense<[1.0, 3.0]> : tensor<2xf64>} : () -> tensor<2xf64>
  %mean = "stablehlo.constant"() {value = dense<[1.5, 0.25]> : tensor<2xf64>} : () -> tensor<2xf64>
  %variance = "stablehlo.constant"() {value = dense<[1.5, 2.0]> : tensor<2xf64>} : () -> tensor<2xf64>
  %grad_output = "stablehlo.constant"() {value = dense<[[[0.5, -1.0], [2.0, 0.25], [1.0, 1.0]], [[-0.5, 3.0], [0.0, 1.5], [-2.0, 0.75]]]> : tensor<2x3x2xf64>} : () -> tensor<2x3x2xf64>
  %grad_operand, %grad_scale, %grad_offset = "stablehlo.batch_norm_grad"(%operand, %scale, %mean, %variance, %grad_output) {epsilon = 0.5 : f32, feature_index = 0 : i64} : (tensor<2x3x2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2x3x2xf64>) -> (tensor<2x3x2xf64>, tensor<2xf64>, tensor<2xf64>)
  "check.expect_almost_eq_const"(%grad_operand) {value = dense<[[[-0.06997410855491874, -1.1674627585215394], [1.0275145414117017, -0.17309384747795684], [0.20992232566475624, 0.13626536929115746]], [[0.12056183579391977, 1.5910209477722146], [-1.9467771845411586, 1.7609933720062663], [-6.172370707941155, 3.353990743316088]]]> : tensor<2x3x2xf64>} : (tensor<2x3x2xf64>) -> ()
  "check.expect_almost_eq_const"(%grad_scale) {value = dense<[0.44194173824159266, 4.308603311979418]> : tensor<2xf64>} : (tensor<2xf64>) -> ()
  "check.expect_almost_eq_const"(%grad_offset) {value = dense<[3.75, 2.75]> : tensor<2xf64>} : (tensor<2xf64>) -> ()
  "func.return"() : () -> ()
}

// -----

// f32, rank 3, feature_index = 1 (middle), epsilon = 0.001
func.func @batch_norm_grad_middle_feature_f32() {
  %operand = "stablehlo.constant"() {value = dense<[[[1.0, 2.0], [0.0, -1.0], [3.0, 5.0]], [[-2.0, 4.0], [1.5, 0.5], [2.0, -3.0]]]> : tensor<2x3x2xf32>} : () -> tensor<2x3x2xf32>
  %scale = "stablehlo.constant"() {value = dense<[1.0, 0.5, 2.0]> : tensor<3xf32>} : () -> tensor<3xf32>
  %mean = "stablehlo.constant"() {value = dense<[0.5, 0.0, 2.0]> : tensor<3xf32>} : () -> tensor<3xf32>
  %variance = "stablehlo.constant"() {value = dense<[1.0, 3.0, 0.5]> : tensor<3xf32>} : () -> tensor<3xf32>
  %grad_output = "stablehlo.constant"() {value = dense<[[[0.5, -1.0], [2.0, 0.25], [1.0, 1.0]], [[-0.5, 3.0], [0.0, 1.5], [-2.0, 0.75]]]> : tensor<2x3x2xf32>} : () -> tensor<2x3x2xf32>
  %grad_operand, %grad_scale, %grad_offset = "stablehlo.batch_norm_grad"(%operand, %scale, %mean, %variance, %grad_output) {epsilon = 0.001 : f32, feature_index = 1 : i64} : (tensor<2x3x2xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<2x3x2xf32>) -> (tensor<2x3x2xf32>, tensor<3xf32>, tensor<3xf32>)
  "check.expect_almost_eq_const"(%grad_operand) {value = dense<[[[-1.3105337619781494, -5.430851459503174], [0.30666622519493103, -0.18640896677970886], [1.9433070421218872, 1.238316297531128]], [[5.553168296813965, -6.674984931945801], [-0.2886210083961487, 0.15634164214134216], [-6.18100643157959, 3.3518786430358887]]]> : tensor<2x3x2xf32>} : (tensor<2x3x2xf32>) -> ()
  "check.expect_almost_eq_const"(%grad_scale) {value = dense<[10.49475383758545, 0.288627028465271, 0.35320037603378296]> : tensor<3xf32>} : (tensor<3xf32>) -> ()
  "check.expect_almost_eq_const"(%grad_offset) {value = dense<[2.0, 3.75, 0.75]> : tensor<3xf32>} : (tensor<3xf32>) -> ()
  "func.return"() : () -> ()
}
