// Spec example: reduce_scatter (seed 000, section "reduce_scatter", spec line 3950)
// processes: num_replicas=2 num_partitions=1
// inputs and expected outputs per process: reduce_scatter.processes.json
func.func @reduce_scatter_example_1(%operand: tensor<2x4xi64>) -> tensor<2x2xi64> {
  %result = "stablehlo.reduce_scatter"(%operand) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
    %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    "stablehlo.return"(%0) : (tensor<i64>) -> ()
  }) {
    scatter_dimension = 1 : i64,
    replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>,
    channel_handle = #stablehlo.channel_handle<handle = 0, type = 0>
  } : (tensor<2x4xi64>) -> tensor<2x2xi64>
  "func.return"(%result) : (tensor<2x2xi64>) -> ()
}
