// Spec example: collective_broadcast (seed 000, section "collective_broadcast", spec line 1276)
// processes: num_replicas=4 num_partitions=1
// inputs and expected outputs per process: collective_broadcast.processes.json
// note: the spec's op signature has a typo (`tensor1x2xi64>`); kept verbatim, inputs/checks use the evident types tensor<1x2xi64> -> tensor<1x2xi64>
func.func @collective_broadcast_example_1(%operand: tensor<1x2xi64>) -> tensor<1x2xi64> {
  %result = "stablehlo.collective_broadcast"(%operand) {
    replica_groups = dense<[[2, 1]]> : tensor<1x2xi64>,
    channel_handle = #stablehlo.channel_handle<handle = 0, type = 0>
  } : (tensor1x2xi64>) -> tensor<1x2xi64>
  "func.return"(%result) : (tensor<1x2xi64>) -> ()
}
