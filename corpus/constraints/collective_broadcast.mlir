// Constraint cases of collective_broadcast (seed 000, section "collective_broadcast"): valid
// programs (the spec's example, quantized) and one program per constraint that breaks exactly
// that constraint.

// case: valid_spec_example
// expected: valid
func.func @main(%a0: tensor<1x2xi64>) -> (tensor<1x2xi64>) {
  %r = "stablehlo.collective_broadcast"(%a0) {replica_groups = dense<[[2, 1]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 0, type = 0>} : (tensor<1x2xi64>) -> tensor<1x2xi64>
  "func.return"(%r) : (tensor<1x2xi64>) -> ()
}

// -----
// case: valid_quantized
// expected: valid
func.func @main(%a0: tensor<1x2x!quant.uniform<i8:f32, 0.5:-1>>) -> (tensor<1x2x!quant.uniform<i8:f32, 0.5:-1>>) {
  %r = "stablehlo.collective_broadcast"(%a0) {replica_groups = dense<[[2, 1]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 0, type = 0>} : (tensor<1x2x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<1x2x!quant.uniform<i8:f32, 0.5:-1>>
  "func.return"(%r) : (tensor<1x2x!quant.uniform<i8:f32, 0.5:-1>>) -> ()
}

// -----
// case: c1_repeated_id
// expected: collective_broadcast_c1
func.func @main(%a0: tensor<1x2xi64>) -> (tensor<1x2xi64>) {
  %r = "stablehlo.collective_broadcast"(%a0) {replica_groups = dense<[[1, 1]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 0, type = 0>} : (tensor<1x2xi64>) -> tensor<1x2xi64>
  "func.return"(%r) : (tensor<1x2xi64>) -> ()
}

// -----
// case: c2_negative_id
// expected: collective_broadcast_c2
func.func @main(%a0: tensor<1x2xi64>) -> (tensor<1x2xi64>) {
  %r = "stablehlo.collective_broadcast"(%a0) {replica_groups = dense<[[0, -2]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 0, type = 0>} : (tensor<1x2xi64>) -> tensor<1x2xi64>
  "func.return"(%r) : (tensor<1x2xi64>) -> ()
}

// -----
// case: c3_result_type
// expected: collective_broadcast_c3
func.func @main(%a0: tensor<1x2xi64>) -> (tensor<1x2xi32>) {
  %r = "stablehlo.collective_broadcast"(%a0) {replica_groups = dense<[[2, 1]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 0, type = 0>} : (tensor<1x2xi64>) -> tensor<1x2xi32>
  "func.return"(%r) : (tensor<1x2xi32>) -> ()
}
