// recv: a payload of no tensors (only the token), channels kept apart
// a send of no tensors and a recv of only a token (channel 3), then a ui8 payload on channel 4
// processes: num_replicas=1 num_partitions=1; inputs and expected outputs: recv.processes.json
func.func @recv_empty_payload(%x0: tensor<2xui8>) -> tensor<2xui8> {
  %t = "stablehlo.after_all"() : () -> !stablehlo.token
  %t1 = "stablehlo.send"(%t) {channel_handle = #stablehlo.channel_handle<handle = 3, type = 1>, is_host_transfer = false} : (!stablehlo.token) -> !stablehlo.token
  %t2 = "stablehlo.send"(%x0, %t1) {channel_handle = #stablehlo.channel_handle<handle = 4, type = 1>, is_host_transfer = false} : (tensor<2xui8>, !stablehlo.token) -> !stablehlo.token
  %v = "stablehlo.recv"(%t2) {channel_handle = #stablehlo.channel_handle<handle = 3, type = 1>, is_host_transfer = false} : (!stablehlo.token) -> !stablehlo.token
  %w:2 = "stablehlo.recv"(%v) {channel_handle = #stablehlo.channel_handle<handle = 4, type = 1>, is_host_transfer = false} : (!stablehlo.token) -> (tensor<2xui8>, !stablehlo.token)
  "func.return"(%w#0) : (tensor<2xui8>) -> ()
}
