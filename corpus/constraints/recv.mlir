// Constraint cases of recv (seed 000, section "recv"): valid programs (from the host, between
// devices, a token alone, quantized) and one program per constraint that breaks exactly that
// constraint.

// case: valid_from_host
// expected: valid
func.func @main(%a0: !stablehlo.token) -> (tensor<2x2xi64>, !stablehlo.token) {
  %r:2 = "stablehlo.recv"(%a0) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 3>, is_host_transfer = true} : (!stablehlo.token) -> (tensor<2x2xi64>, !stablehlo.token)
  "func.return"(%r#0, %r#1) : (tensor<2x2xi64>, !stablehlo.token) -> ()
}

// -----
// case: valid_device_to_device
// expected: valid
func.func @main(%a0: !stablehlo.token) -> (tensor<2x2xi64>, !stablehlo.token) {
  %r:2 = "stablehlo.recv"(%a0) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, is_host_transfer = false} : (!stablehlo.token) -> (tensor<2x2xi64>, !stablehlo.token)
  "func.return"(%r#0, %r#1) : (tensor<2x2xi64>, !stablehlo.token) -> ()
}

// -----
// case: valid_token_only
// expected: valid
func.func @main(%a0: !stablehlo.token) -> (!stablehlo.token) {
  %r = "stablehlo.recv"(%a0) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 3>, is_host_transfer = true} : (!stablehlo.token) -> !stablehlo.token
  "func.return"(%r) : (!stablehlo.token) -> ()
}

// -----
// case: valid_quantized
// expected: valid
func.func @main(%a0: !stablehlo.token) -> (tensor<2x!quant.uniform<i8:f32, 0.5:-1>>, !stablehlo.token) {
  %r:2 = "stablehlo.recv"(%a0) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 3>, is_host_transfer = true} : (!stablehlo.token) -> (tensor<2x!quant.uniform<i8:f32, 0.5:-1>>, !stablehlo.token)
  "func.return"(%r#0, %r#1) : (tensor<2x!quant.uniform<i8:f32, 0.5:-1>>, !stablehlo.token) -> ()
}

// -----
// case: c1_host_transfer_device_type
// expected: recv_c1
func.func @main(%a0: !stablehlo.token) -> (tensor<2x2xi64>, !stablehlo.token) {
  %r:2 = "stablehlo.recv"(%a0) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, is_host_transfer = true} : (!stablehlo.token) -> (tensor<2x2xi64>, !stablehlo.token)
  "func.return"(%r#0, %r#1) : (tensor<2x2xi64>, !stablehlo.token) -> ()
}

// -----
// case: c1_device_transfer_host_type
// expected: recv_c1
func.func @main(%a0: !stablehlo.token) -> (tensor<2x2xi64>, !stablehlo.token) {
  %r:2 = "stablehlo.recv"(%a0) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 3>, is_host_transfer = false} : (!stablehlo.token) -> (tensor<2x2xi64>, !stablehlo.token)
  "func.return"(%r#0, %r#1) : (tensor<2x2xi64>, !stablehlo.token) -> ()
}

// -----
// case: c2_no_results
// expected: recv_c2
func.func @main(%a0: !stablehlo.token) {
  "stablehlo.recv"(%a0) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 3>, is_host_transfer = true} : (!stablehlo.token) -> ()
  "func.return"() : () -> ()
}

// -----
// case: c3_token_in_values
// expected: recv_c3
func.func @main(%a0: !stablehlo.token) -> (!stablehlo.token, tensor<2xf32>, !stablehlo.token) {
  %r:3 = "stablehlo.recv"(%a0) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 3>, is_host_transfer = true} : (!stablehlo.token) -> (!stablehlo.token, tensor<2xf32>, !stablehlo.token)
  "func.return"(%r#0, %r#1, %r#2) : (!stablehlo.token, tensor<2xf32>, !stablehlo.token) -> ()
}

// -----
// case: c4_last_not_token
// expected: recv_c4
func.func @main(%a0: !stablehlo.token) -> (tensor<2xf32>, tensor<2xf32>) {
  %r:2 = "stablehlo.recv"(%a0) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 3>, is_host_transfer = true} : (!stablehlo.token) -> (tensor<2xf32>, tensor<2xf32>)
  "func.return"(%r#0, %r#1) : (tensor<2xf32>, tensor<2xf32>) -> ()
}
