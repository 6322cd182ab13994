// Spec example: all_to_all (seed 000, section "all_to_all", spec line 599)
// processes: num_replicas=2 num_partitions=1
// inputs and expected outputs per process: all_to_all.processes.json
func.func @all_to_all_example_1(%operand1: tensor<2x4xi64>, %operand2: tensor<2x4xi64>) -> (tensor<4x2xi64>, tensor<4x2xi64>) {
  %result:2 = "stablehlo.all_to_all"(%operand1, %operand2) {
    split_dimension = 1 : i64,
    concat_dimension = 0 : i64,
    split_count = 2 : i64,
    replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>
    // channel_id = 0
  } : (tensor<2x4xi64>, tensor<2x4xi64>) -> (tensor<4x2xi64>, tensor<4x2xi64>)
  "func.return"(%result#0, %result#1) : (tensor<4x2xi64>, tensor<4x2xi64>) -> ()
}
