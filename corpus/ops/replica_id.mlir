// replica_id on 2x2 and 3x1 grids
// replica_id of each process of a 2x2 grid
// processes: num_replicas=2 num_partitions=2; inputs and expected outputs: replica_id.processes.json
func.func @replica_id_grid_2x2() -> tensor<ui32> {
  %r = "stablehlo.replica_id"() : () -> tensor<ui32>
  "func.return"(%r) : (tensor<ui32>) -> ()
}
// -----
// replica_id of each process of a 3x1 grid
// processes: num_replicas=3 num_partitions=1; inputs and expected outputs: replica_id.processes.json
func.func @replica_id_grid_3x1() -> tensor<ui32> {
  %r = "stablehlo.replica_id"() : () -> tensor<ui32>
  "func.return"(%r) : (tensor<ui32>) -> ()
}
