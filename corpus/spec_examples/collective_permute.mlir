// Spec example: collective_permute (seed 000, section "collective_permute", spec line 1331)
// processes: num_replicas=3 num_partitions=1
// inputs and expected outputs per process: collective_permute.processes.json
func.func @collective_permute_example_1(%operand: tensor<2x2xi64>) -> tensor<2x2xi64> {
  %result = "stablehlo.collective_permute"(%operand) {
    source_target_pairs = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>,
    channel_handle = #stablehlo.channel_handle<handle = 0, type = 0>
  } : (tensor<2x2xi64>) -> tensor<2x2xi64>
  "func.return"(%result) : (tensor<2x2xi64>) -> ()
}
