// send / recv pairs within one program: device-to-device channels between processes, FIFO order, variadic payloads
// replica 0 sends its operand on channel 1, replica 1 receives it
// processes: num_replicas=2 num_partitions=1; inputs and expected outputs: send.processes.json
func.func @send_replica_0_to_replica_1(%x0: tensor<2xi64>) -> tensor<2xi64> {
  %t = "stablehlo.after_all"() : () -> !stablehlo.token
  %id = "stablehlo.replica_id"() : () -> tensor<ui32>
  %zero = "stablehlo.constant"() {value = dense<0> : tensor<ui32>} : () -> tensor<ui32>
  %is0 = "stablehlo.compare"(%id, %zero) {comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
  %r = "stablehlo.if"(%is0) ({
    %t1 = "stablehlo.send"(%x0, %t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, is_host_transfer = false} : (tensor<2xi64>, !stablehlo.token) -> !stablehlo.token
    "stablehlo.return"(%x0) : (tensor<2xi64>) -> ()
  }, {
    %v:2 = "stablehlo.recv"(%t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, is_host_transfer = false} : (!stablehlo.token) -> (tensor<2xi64>, !stablehlo.token)
    "stablehlo.return"(%v#0) : (tensor<2xi64>) -> ()
  }) : (tensor<i1>) -> tensor<2xi64>
  "func.return"(%r) : (tensor<2xi64>) -> ()
}
// -----
// one process: a variadic send and a second send on channel 1, one on channel 2; receives in FIFO order per channel
// processes: num_replicas=1 num_partitions=1; inputs and expected outputs: send.processes.json
func.func @send_fifo_two_channels(%x0: tensor<2xi32>, %x1: tensor<1x3xf32>) -> (tensor<2xi32>, tensor<2xi32>, tensor<1x3xf32>, tensor<1x3xf32>) {
  %t = "stablehlo.after_all"() : () -> !stablehlo.token
  %t1 = "stablehlo.send"(%x0, %x1, %t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, is_host_transfer = false} : (tensor<2xi32>, tensor<1x3xf32>, !stablehlo.token) -> !stablehlo.token
  %t2 = "stablehlo.send"(%x1, %t1) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, is_host_transfer = false} : (tensor<1x3xf32>, !stablehlo.token) -> !stablehlo.token
  %t3 = "stablehlo.send"(%x0, %t2) {channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>, is_host_transfer = false} : (tensor<2xi32>, !stablehlo.token) -> !stablehlo.token
  %u:2 = "stablehlo.recv"(%t3) {channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>, is_host_transfer = false} : (!stablehlo.token) -> (tensor<2xi32>, !stablehlo.token)
  %v:3 = "stablehlo.recv"(%u#1) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, is_host_transfer = false} : (!stablehlo.token) -> (tensor<2xi32>, tensor<1x3xf32>, !stablehlo.token)
  %w:2 = "stablehlo.recv"(%v#2) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, is_host_transfer = false} : (!stablehlo.token) -> (tensor<1x3xf32>, !stablehlo.token)
  "func.return"(%u#0, %v#0, %v#1, %w#0) : (tensor<2xi32>, tensor<2xi32>, tensor<1x3xf32>, tensor<1x3xf32>) -> ()
}
