// Constraint cases of send (seed 000, section "send"): valid programs (to the host, between
// devices, no inputs) and one program per constraint that breaks exactly that constraint.

// case: valid_to_host
// expected: valid
func.func @main(%a0: tensor<2x2xi64>, %a1: !stablehlo.token) -> (!stablehlo.token) {
  %r = "stablehlo.send"(%a0, %a1) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 2>, is_host_transfer = true} : (tensor<2x2xi64>, !stablehlo.token) -> !stablehlo.token
  "func.return"(%r) : (!stablehlo.token) -> ()
}

// -----
// case: valid_device_to_device
// expected: valid
func.func @main(%a0: tensor<2x2xi64>, %a1: !stablehlo.token) -> (!stablehlo.token) {
  %r = "stablehlo.send"(%a0, %a1) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, is_host_transfer = false} : (tensor<2x2xi64>, !stablehlo.token) -> !stablehlo.token
  "func.return"(%r) : (!stablehlo.token) -> ()
}

// -----
// case: valid_no_inputs
// expected: valid
func.func @main(%a0: !stablehlo.token) -> (!stablehlo.token) {
  %r = "stablehlo.send"(%a0) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, is_host_transfer = false} : (!stablehlo.token) -> !stablehlo.token
  "func.return"(%r) : (!stablehlo.token) -> ()
}

// -----
// case: c1_host_transfer_device_type
// expected: send_c1
func.func @main(%a0: tensor<2x2xi64>, %a1: !stablehlo.token) -> (!stablehlo.token) {
  %r = "stablehlo.send"(%a0, %a1) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, is_host_transfer = true} : (tensor<2x2xi64>, !stablehlo.token) -> !stablehlo.token
  "func.return"(%r) : (!stablehlo.token) -> ()
}

// -----
// case: c1_device_transfer_host_type
// expected: send_c1
func.func @main(%a0: tensor<2x2xi64>, %a1: !stablehlo.token) -> (!stablehlo.token) {
  %r = "stablehlo.send"(%a0, %a1) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 2>, is_host_transfer = false} : (tensor<2x2xi64>, !stablehlo.token) -> !stablehlo.token
  "func.return"(%r) : (!stablehlo.token) -> ()
}
