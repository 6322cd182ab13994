// partition_id on 2x2 and 1x3 grids
// partition_id of each process of a 2x2 grid
// processes: num_replicas=2 num_partitions=2; inputs and expected outputs: partition_id.processes.json
func.func @partition_id_grid_2x2() -> tensor<ui32> {
  %r = "stablehlo.partition_id"() : () -> tensor<ui32>
  "func.return"(%r) : (tensor<ui32>) -> ()
}
// -----
// partition_id of each process of a 1x3 grid
// processes: num_replicas=1 num_partitions=3; inputs and expected outputs: partition_id.processes.json
func.func @partition_id_grid_1x3() -> tensor<ui32> {
  %r = "stablehlo.partition_id"() : () -> tensor<ui32>
  "func.return"(%r) : (tensor<ui32>) -> ()
}
