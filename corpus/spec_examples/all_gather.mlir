// Spec example: all_gather (seed 000, section "all_gather", spec line 458)
// processes: num_replicas=2 num_partitions=1
// inputs and expected outputs per process: all_gather.processes.json
func.func @all_gather_example_1(%operand0: tensor<2x2xi64>, %operand1: tensor<2x2xi64>) -> (tensor<2x4xi64>, tensor<2x4xi64>) {
  %result:2 = "stablehlo.all_gather"(%operand0, %operand1) {
    all_gather_dim = 1 : i64,
    replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>,
    // channel_id = 0
    channel_handle = #stablehlo.channel_handle<handle = 0, type = 0>
    // use_global_device_ids = false
  } : (tensor<2x2xi64>, tensor<2x2xi64>) -> (tensor<2x4xi64>, tensor<2x4xi64>)
  "func.return"(%result#0, %result#1) : (tensor<2x4xi64>, tensor<2x4xi64>) -> ()
}
