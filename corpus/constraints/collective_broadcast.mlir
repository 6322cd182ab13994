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

// -----
// case: valid_upstream_variadic
// expected: valid
// Upstream's current op (spec.md, StableHLO 1.20.0): several operands; jaxlib 0.10.2 cannot judge it.
func.func @main(%a0: tensor<2xf32>, %a1: tensor<3xi32>) -> (tensor<2xf32>, tensor<3xi32>) {
  %r:2 = "stablehlo.collective_broadcast"(%a0, %a1) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xf32>, tensor<3xi32>) -> (tensor<2xf32>, tensor<3xi32>)
  "func.return"(%r#0, %r#1) : (tensor<2xf32>, tensor<3xi32>) -> ()
}

// -----
// case: valid_upstream_dynamic_root
// expected: valid
func.func @main(%a0: tensor<2xf32>, %a1: tensor<3xi32>, %roots: tensor<2xi32>) -> (tensor<2xf32>, tensor<3xi32>) {
  %r:2 = "stablehlo.collective_broadcast"(%a0, %a1, %roots) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, has_dynamic_root} : (tensor<2xf32>, tensor<3xi32>, tensor<2xi32>) -> (tensor<2xf32>, tensor<3xi32>)
  "func.return"(%r#0, %r#1) : (tensor<2xf32>, tensor<3xi32>) -> ()
}

// -----
// case: c3_upstream_second_result_type
// expected: collective_broadcast_c3
func.func @main(%a0: tensor<2xf32>, %a1: tensor<3xi32>) -> (tensor<2xf32>, tensor<3xi64>) {
  %r:2 = "stablehlo.collective_broadcast"(%a0, %a1) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xf32>, tensor<3xi32>) -> (tensor<2xf32>, tensor<3xi64>)
  "func.return"(%r#0, %r#1) : (tensor<2xf32>, tensor<3xi64>) -> ()
}

// -----
// case: c4_roots_type
// expected: collective_broadcast_c4
func.func @main(%a0: tensor<2xf32>, %roots: tensor<1xi64>) -> tensor<2xf32> {
  %r = "stablehlo.collective_broadcast"(%a0, %roots) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, has_dynamic_root} : (tensor<2xf32>, tensor<1xi64>) -> tensor<2xf32>
  "func.return"(%r) : (tensor<2xf32>) -> ()
}

// -----
// case: c5_result_count
// expected: collective_broadcast_c5
func.func @main(%a0: tensor<2xf32>, %a1: tensor<2xf32>) -> tensor<2xf32> {
  %r = "stablehlo.collective_broadcast"(%a0, %a1) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  "func.return"(%r) : (tensor<2xf32>) -> ()
}
