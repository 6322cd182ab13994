// all_gather: every process-group mode on 1-D and 2x2 grids, variadic operands, element type families, empty operands, complex (built from f32/f64 parts), quantized (storage bitcast)
// cross_replica (no channel) on a 2x2 grid: groups [(0,0),(1,0)], [(0,1),(1,1)]
// processes: num_replicas=2 num_partitions=2; inputs and expected outputs: all_gather.processes.json
func.func @all_gather_cross_replica_2x2(%x0: tensor<2xi64>) -> tensor<4xi64> {
  %r = "stablehlo.all_gather"(%x0) {
    all_gather_dim = 0 : i64, replica_groups = dense<[[0,1]]> : tensor<1x2xi64>
  } : (tensor<2xi64>) -> (tensor<4xi64>)
  "func.return"(%r) : (tensor<4xi64>) -> ()
}
// -----
// channel_id = 0 and use_global_device_ids = false: cross_replica, groups in reverse order [[1, 0]]
// processes: num_replicas=2 num_partitions=1; inputs and expected outputs: all_gather.processes.json
func.func @all_gather_cross_replica_channel_0(%x0: tensor<1x2xi32>) -> tensor<1x4xi32> {
  %r = "stablehlo.all_gather"(%x0) {
    all_gather_dim = 1 : i64, replica_groups = dense<[[1,0]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 0, type = 0>
  } : (tensor<1x2xi32>) -> (tensor<1x4xi32>)
  "func.return"(%r) : (tensor<1x4xi32>) -> ()
}
// -----
// channel_id > 0: cross_replica_and_partition; order (0,0),(1,0),(0,1),(1,1)
// processes: num_replicas=2 num_partitions=2; inputs and expected outputs: all_gather.processes.json
func.func @all_gather_cross_replica_and_partition_2x2(%x0: tensor<1xi64>) -> tensor<4xi64> {
  %r = "stablehlo.all_gather"(%x0) {
    all_gather_dim = 0 : i64, replica_groups = dense<[[0,1]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>
  } : (tensor<1xi64>) -> (tensor<4xi64>)
  "func.return"(%r) : (tensor<4xi64>) -> ()
}
// -----
// cross_replica_and_partition with replica groups [[0], [1]]: each group is one replica's partitions
// processes: num_replicas=2 num_partitions=2; inputs and expected outputs: all_gather.processes.json
func.func @all_gather_cross_replica_and_partition_groups_of_one(%x0: tensor<1x2xf32>) -> tensor<2x2xf32> {
  %r = "stablehlo.all_gather"(%x0) {
    all_gather_dim = 0 : i64, replica_groups = dense<[[0],[1]]> : tensor<2x1xi64>, channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>
  } : (tensor<1x2xf32>) -> (tensor<2x2xf32>)
  "func.return"(%r) : (tensor<2x2xf32>) -> ()
}
// -----
// use_global_device_ids: flattened ids [[3, 0], [2, 1]] (id = replica * 2 + partition)
// processes: num_replicas=2 num_partitions=2; inputs and expected outputs: all_gather.processes.json
func.func @all_gather_flattened_ids_2x2(%x0: tensor<2xi64>) -> tensor<4xi64> {
  %r = "stablehlo.all_gather"(%x0) {
    all_gather_dim = 0 : i64, replica_groups = dense<[[3,0],[2,1]]> : tensor<2x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, use_global_device_ids
  } : (tensor<2xi64>) -> (tensor<4xi64>)
  "func.return"(%r) : (tensor<4xi64>) -> ()
}
// -----
// variadic: i1, ui8, f64, bf16, i8 operands gathered on dimension 1
// processes: num_replicas=2 num_partitions=1; inputs and expected outputs: all_gather.processes.json
func.func @all_gather_variadic_types(%x0: tensor<1x2xi1>, %x1: tensor<1x2xui8>, %x2: tensor<1x2xf64>, %x3: tensor<1x2xbf16>, %x4: tensor<1x2xi8>) -> (tensor<1x4xi1>, tensor<1x4xui8>, tensor<1x4xf64>, tensor<1x4xbf16>, tensor<1x4xi8>) {
  %r:5 = "stablehlo.all_gather"(%x0, %x1, %x2, %x3, %x4) {
    all_gather_dim = 1 : i64, replica_groups = dense<[[0,1]]> : tensor<1x2xi64>
  } : (tensor<1x2xi1>, tensor<1x2xui8>, tensor<1x2xf64>, tensor<1x2xbf16>, tensor<1x2xi8>) -> (tensor<1x4xi1>, tensor<1x4xui8>, tensor<1x4xf64>, tensor<1x4xbf16>, tensor<1x4xi8>)
  "func.return"(%r#0, %r#1, %r#2, %r#3, %r#4) : (tensor<1x4xi1>, tensor<1x4xui8>, tensor<1x4xf64>, tensor<1x4xbf16>, tensor<1x4xi8>) -> ()
}
// -----
// an empty operand (0x2) gathers to an empty result
// processes: num_replicas=2 num_partitions=1; inputs and expected outputs: all_gather.processes.json
func.func @all_gather_empty_operand(%x0: tensor<0x2xf32>) -> tensor<0x2xf32> {
  %r = "stablehlo.all_gather"(%x0) {
    all_gather_dim = 0 : i64, replica_groups = dense<[[0,1]]> : tensor<1x2xi64>
  } : (tensor<0x2xf32>) -> (tensor<0x2xf32>)
  "func.return"(%r) : (tensor<0x2xf32>) -> ()
}
// -----
// complex<f64> gathered over the two partitions of a 1x2 grid (cross_replica_and_partition, group [[0]] of replicas spans both partitions)
// processes: num_replicas=1 num_partitions=2; inputs and expected outputs: all_gather.processes.json
func.func @all_gather_complex_f64(%re: tensor<2xf64>, %im: tensor<2xf64>) -> (tensor<4xf64>, tensor<4xf64>) {
  %c = "stablehlo.complex"(%re, %im) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xcomplex<f64>>
  %r = "stablehlo.all_gather"(%c) {
    all_gather_dim = 0 : i64, replica_groups = dense<[[0]]> : tensor<1x1xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>
  } : (tensor<2xcomplex<f64>>) -> (tensor<4xcomplex<f64>>)
  %rr = "stablehlo.real"(%r) : (tensor<4xcomplex<f64>>) -> tensor<4xf64>
  %ri = "stablehlo.imag"(%r) : (tensor<4xcomplex<f64>>) -> tensor<4xf64>
  "func.return"(%rr, %ri) : (tensor<4xf64>, tensor<4xf64>) -> ()
}
// -----
// quantized operands: storage moves unchanged
// processes: num_replicas=2 num_partitions=1; inputs and expected outputs: all_gather.processes.json
func.func @all_gather_quantized(%x: tensor<2xi8>) -> tensor<4xi8> {
  %q = "stablehlo.bitcast_convert"(%x) : (tensor<2xi8>) -> tensor<2x!quant.uniform<i8:f32, 0.5:-2>>
  %r = "stablehlo.all_gather"(%q) {
    all_gather_dim = 0 : i64, replica_groups = dense<[[1,0]]> : tensor<1x2xi64>
  } : (tensor<2x!quant.uniform<i8:f32, 0.5:-2>>) -> (tensor<4x!quant.uniform<i8:f32, 0.5:-2>>)
  %s = "stablehlo.bitcast_convert"(%r) : (tensor<4x!quant.uniform<i8:f32, 0.5:-2>>) -> tensor<4xi8>
  "func.return"(%s) : (tensor<4xi8>) -> ()
}
