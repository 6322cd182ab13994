// collective_broadcast: cross_replica and cross_partition, processes in no group, no groups
// groups [[2, 1]] of four replicas: 1 and 2 get replica 2's operand, 0 and 3 zeros
// processes: num_replicas=4 num_partitions=1; inputs and expected outputs: collective_broadcast.processes.json
func.func @collective_broadcast_cross_replica_partial(%x0: tensor<1x2xi64>) -> tensor<1x2xi64> {
  %r = "stablehlo.collective_broadcast"(%x0) {
    replica_groups = dense<[[2,1]]> : tensor<1x2xi64>
  } : (tensor<1x2xi64>) -> (tensor<1x2xi64>)
  "func.return"(%r) : (tensor<1x2xi64>) -> ()
}
// -----
// channel_id > 0: cross_partition, groups [[1, 0]] on a 2x2 grid
// processes: num_replicas=2 num_partitions=2; inputs and expected outputs: collective_broadcast.processes.json
func.func @collective_broadcast_cross_partition_2x2(%x0: tensor<2xf32>) -> tensor<2xf32> {
  %r = "stablehlo.collective_broadcast"(%x0) {
    replica_groups = dense<[[1,0]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>
  } : (tensor<2xf32>) -> (tensor<2xf32>)
  "func.return"(%r) : (tensor<2xf32>) -> ()
}
// -----
// cross_replica on a 2x2 grid, ui16
// processes: num_replicas=2 num_partitions=2; inputs and expected outputs: collective_broadcast.processes.json
func.func @collective_broadcast_cross_replica_2x2_types(%x0: tensor<2xui16>) -> tensor<2xui16> {
  %r = "stablehlo.collective_broadcast"(%x0) {
    replica_groups = dense<[[1,0]]> : tensor<1x2xi64>
  } : (tensor<2xui16>) -> (tensor<2xui16>)
  "func.return"(%r) : (tensor<2xui16>) -> ()
}
// -----
// i1, group [[1]]: replica 0 gets false
// processes: num_replicas=2 num_partitions=1; inputs and expected outputs: collective_broadcast.processes.json
func.func @collective_broadcast_i1(%x0: tensor<2xi1>) -> tensor<2xi1> {
  %r = "stablehlo.collective_broadcast"(%x0) {
    replica_groups = dense<[[1]]> : tensor<1x1xi64>
  } : (tensor<2xi1>) -> (tensor<2xi1>)
  "func.return"(%r) : (tensor<2xi1>) -> ()
}
// -----
// no process groups (replica_groups of shape 0x0): every process gets zeros
// processes: num_replicas=2 num_partitions=1; inputs and expected outputs: collective_broadcast.processes.json
func.func @collective_broadcast_no_groups(%x0: tensor<2xi32>) -> tensor<2xi32> {
  %r = "stablehlo.collective_broadcast"(%x0) {
    replica_groups = dense<[]> : tensor<0x0xi64>
  } : (tensor<2xi32>) -> (tensor<2xi32>)
  "func.return"(%r) : (tensor<2xi32>) -> ()
}
