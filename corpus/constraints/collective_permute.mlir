// Constraint cases of collective_permute (seed 000, section "collective_permute"): valid
// programs (the spec's example, a cycle, quantized) and one program per constraint that breaks
// exactly that constraint.

// case: valid_spec_example
// expected: valid
func.func @main(%a0: tensor<2x2xi64>) -> (tensor<2x2xi64>) {
  %r = "stablehlo.collective_permute"(%a0) {source_target_pairs = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 0, type = 0>} : (tensor<2x2xi64>) -> tensor<2x2xi64>
  "func.return"(%r) : (tensor<2x2xi64>) -> ()
}

// -----
// case: valid_cycle
// expected: valid
func.func @main(%a0: tensor<2x2xi64>) -> (tensor<2x2xi64>) {
  %r = "stablehlo.collective_permute"(%a0) {source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 0, type = 0>} : (tensor<2x2xi64>) -> tensor<2x2xi64>
  "func.return"(%r) : (tensor<2x2xi64>) -> ()
}

// -----
// case: valid_quantized
// expected: valid
func.func @main(%a0: tensor<2x2x!quant.uniform<i8:f32, 0.5:-1>>) -> (tensor<2x2x!quant.uniform<i8:f32, 0.5:-1>>) {
  %r = "stablehlo.collective_permute"(%a0) {source_target_pairs = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 0, type = 0>} : (tensor<2x2x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<2x2x!quant.uniform<i8:f32, 0.5:-1>>
  "func.return"(%r) : (tensor<2x2x!quant.uniform<i8:f32, 0.5:-1>>) -> ()
}

// -----
// case: c1_pair_width
// expected: collective_permute_c1
func.func @main(%a0: tensor<2x2xi64>) -> (tensor<2x2xi64>) {
  %r = "stablehlo.collective_permute"(%a0) {source_target_pairs = dense<[[0, 1, 2]]> : tensor<1x3xi64>, channel_handle = #stablehlo.channel_handle<handle = 0, type = 0>} : (tensor<2x2xi64>) -> tensor<2x2xi64>
  "func.return"(%r) : (tensor<2x2xi64>) -> ()
}

// -----
// case: c2_repeated_source
// expected: collective_permute_c2
func.func @main(%a0: tensor<2x2xi64>) -> (tensor<2x2xi64>) {
  %r = "stablehlo.collective_permute"(%a0) {source_target_pairs = dense<[[0, 1], [0, 2]]> : tensor<2x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 0, type = 0>} : (tensor<2x2xi64>) -> tensor<2x2xi64>
  "func.return"(%r) : (tensor<2x2xi64>) -> ()
}

// -----
// case: c3_repeated_target
// expected: collective_permute_c3
func.func @main(%a0: tensor<2x2xi64>) -> (tensor<2x2xi64>) {
  %r = "stablehlo.collective_permute"(%a0) {source_target_pairs = dense<[[0, 2], [1, 2]]> : tensor<2x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 0, type = 0>} : (tensor<2x2xi64>) -> tensor<2x2xi64>
  "func.return"(%r) : (tensor<2x2xi64>) -> ()
}

// -----
// case: c4_negative_id
// expected: collective_permute_c4
func.func @main(%a0: tensor<2x2xi64>) -> (tensor<2x2xi64>) {
  %r = "stablehlo.collective_permute"(%a0) {source_target_pairs = dense<[[0, -1]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 0, type = 0>} : (tensor<2x2xi64>) -> tensor<2x2xi64>
  "func.return"(%r) : (tensor<2x2xi64>) -> ()
}

// -----
// case: c5_result_type
// expected: collective_permute_c5
func.func @main(%a0: tensor<2x2xi64>) -> (tensor<2x3xi64>) {
  %r = "stablehlo.collective_permute"(%a0) {source_target_pairs = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 0, type = 0>} : (tensor<2x2xi64>) -> tensor<2x3xi64>
  "func.return"(%r) : (tensor<2x3xi64>) -> ()
}
