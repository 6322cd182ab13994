// reduce_scatter: every process-group mode, group order, element type families
// cross_replica on a 2x2 grid, scatter_dimension 0
// processes: num_replicas=2 num_partitions=2; inputs and expected outputs: reduce_scatter.processes.json
func.func @reduce_scatter_cross_replica_2x2(%x0: tensor<4xi64>) -> tensor<2xi64> {
  %r = "stablehlo.reduce_scatter"(%x0) ({
    ^bb0(%a: tensor<i64>, %b: tensor<i64>):
      %s = "stablehlo.add"(%a, %b) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%s) : (tensor<i64>) -> ()
  }) {
    scatter_dimension = 0 : i64, replica_groups = dense<[[0,1]]> : tensor<1x2xi64>
  } : (tensor<4xi64>) -> (tensor<2xi64>)
  "func.return"(%r) : (tensor<2xi64>) -> ()
}
// -----
// cross_replica_and_partition: groups of four, each gets a quarter
// processes: num_replicas=2 num_partitions=2; inputs and expected outputs: reduce_scatter.processes.json
func.func @reduce_scatter_cross_replica_and_partition_2x2(%x0: tensor<4x2xi32>) -> tensor<1x2xi32> {
  %r = "stablehlo.reduce_scatter"(%x0) ({
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %s = "stablehlo.add"(%a, %b) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%s) : (tensor<i32>) -> ()
  }) {
    scatter_dimension = 0 : i64, replica_groups = dense<[[0,1]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>
  } : (tensor<4x2xi32>) -> (tensor<1x2xi32>)
  "func.return"(%r) : (tensor<1x2xi32>) -> ()
}
// -----
// flattened_ids [[1, 2], [3, 0]], scatter_dimension 1, f32 minimum
// processes: num_replicas=2 num_partitions=2; inputs and expected outputs: reduce_scatter.processes.json
func.func @reduce_scatter_flattened_ids_2x2(%x0: tensor<1x4xf32>) -> tensor<1x2xf32> {
  %r = "stablehlo.reduce_scatter"(%x0) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = "stablehlo.minimum"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) {
    scatter_dimension = 1 : i64, replica_groups = dense<[[1,2],[3,0]]> : tensor<2x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>, use_global_device_ids
  } : (tensor<1x4xf32>) -> (tensor<1x2xf32>)
  "func.return"(%r) : (tensor<1x2xf32>) -> ()
}
// -----
// group order [[1, 0]] decides which part each process receives (ui16)
// processes: num_replicas=2 num_partitions=1; inputs and expected outputs: reduce_scatter.processes.json
func.func @reduce_scatter_reversed_group_ui16(%x0: tensor<2x2xui16>) -> tensor<1x2xui16> {
  %r = "stablehlo.reduce_scatter"(%x0) ({
    ^bb0(%a: tensor<ui16>, %b: tensor<ui16>):
      %s = "stablehlo.add"(%a, %b) : (tensor<ui16>, tensor<ui16>) -> tensor<ui16>
      "stablehlo.return"(%s) : (tensor<ui16>) -> ()
  }) {
    scatter_dimension = 0 : i64, replica_groups = dense<[[1,0]]> : tensor<1x2xi64>
  } : (tensor<2x2xui16>) -> (tensor<1x2xui16>)
  "func.return"(%r) : (tensor<1x2xui16>) -> ()
}
// -----
// f64 add
// processes: num_replicas=2 num_partitions=1; inputs and expected outputs: reduce_scatter.processes.json
func.func @reduce_scatter_f64_bool(%x0: tensor<4xf64>) -> tensor<2xf64> {
  %r = "stablehlo.reduce_scatter"(%x0) ({
    ^bb0(%a: tensor<f64>, %b: tensor<f64>):
      %s = "stablehlo.add"(%a, %b) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%s) : (tensor<f64>) -> ()
  }) {
    scatter_dimension = 0 : i64, replica_groups = dense<[[0,1]]> : tensor<1x2xi64>
  } : (tensor<4xf64>) -> (tensor<2xf64>)
  "func.return"(%r) : (tensor<2xf64>) -> ()
}
// -----
// i1 and
// processes: num_replicas=2 num_partitions=1; inputs and expected outputs: reduce_scatter.processes.json
func.func @reduce_scatter_i1_and(%x0: tensor<4xi1>) -> tensor<2xi1> {
  %r = "stablehlo.reduce_scatter"(%x0) ({
    ^bb0(%a: tensor<i1>, %b: tensor<i1>):
      %s = "stablehlo.and"(%a, %b) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%s) : (tensor<i1>) -> ()
  }) {
    scatter_dimension = 0 : i64, replica_groups = dense<[[0,1]]> : tensor<1x2xi64>
  } : (tensor<4xi1>) -> (tensor<2xi1>)
  "func.return"(%r) : (tensor<2xi1>) -> ()
}
