// all_to_all: cross_replica and cross_partition, variadic operands, element type families, complex (built from f32/f64 parts), quantized (storage bitcast)
// cross_replica on a 2x2 grid: split dimension 1, concat dimension 0
// processes: num_replicas=2 num_partitions=2; inputs and expected outputs: all_to_all.processes.json
func.func @all_to_all_cross_replica_2x2(%x0: tensor<2x4xi64>) -> tensor<4x2xi64> {
  %r = "stablehlo.all_to_all"(%x0) {
    split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[0,1]]> : tensor<1x2xi64>
  } : (tensor<2x4xi64>) -> (tensor<4x2xi64>)
  "func.return"(%r) : (tensor<4x2xi64>) -> ()
}
// -----
// channel_id > 0: cross_partition, groups [[1, 0]]
// processes: num_replicas=2 num_partitions=2; inputs and expected outputs: all_to_all.processes.json
func.func @all_to_all_cross_partition_2x2(%x0: tensor<4xi32>) -> tensor<4xi32> {
  %r = "stablehlo.all_to_all"(%x0) {
    split_dimension = 0 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[1,0]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>
  } : (tensor<4xi32>) -> (tensor<4xi32>)
  "func.return"(%r) : (tensor<4xi32>) -> ()
}
// -----
// variadic operands of families i1, ui32, f32, bf16 (same split)
// processes: num_replicas=2 num_partitions=1; inputs and expected outputs: all_to_all.processes.json
func.func @all_to_all_variadic_types(%x0: tensor<2x2xi1>, %x1: tensor<2x2xui32>, %x2: tensor<2x2xf32>, %x3: tensor<2x2xbf16>) -> (tensor<1x4xi1>, tensor<1x4xui32>, tensor<1x4xf32>, tensor<1x4xbf16>) {
  %r:4 = "stablehlo.all_to_all"(%x0, %x1, %x2, %x3) {
    split_dimension = 0 : i64, concat_dimension = 1 : i64, split_count = 2 : i64, replica_groups = dense<[[0,1]]> : tensor<1x2xi64>
  } : (tensor<2x2xi1>, tensor<2x2xui32>, tensor<2x2xf32>, tensor<2x2xbf16>) -> (tensor<1x4xi1>, tensor<1x4xui32>, tensor<1x4xf32>, tensor<1x4xbf16>)
  "func.return"(%r#0, %r#1, %r#2, %r#3) : (tensor<1x4xi1>, tensor<1x4xui32>, tensor<1x4xf32>, tensor<1x4xbf16>) -> ()
}
// -----
// split and concat on the same dimension, three replicas
// processes: num_replicas=3 num_partitions=1; inputs and expected outputs: all_to_all.processes.json
func.func @all_to_all_same_dimension(%x0: tensor<3x2xi64>) -> tensor<3x2xi64> {
  %r = "stablehlo.all_to_all"(%x0) {
    split_dimension = 0 : i64, concat_dimension = 0 : i64, split_count = 3 : i64, replica_groups = dense<[[0,1,2]]> : tensor<1x3xi64>
  } : (tensor<3x2xi64>) -> (tensor<3x2xi64>)
  "func.return"(%r) : (tensor<3x2xi64>) -> ()
}
// -----
// complex<f32> split along dimension 0 and exchanged between two replicas
// processes: num_replicas=2 num_partitions=1; inputs and expected outputs: all_to_all.processes.json
func.func @all_to_all_complex(%re: tensor<4xf32>, %im: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %c = "stablehlo.complex"(%re, %im) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xcomplex<f32>>
  %r = "stablehlo.all_to_all"(%c) {
    split_dimension = 0 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[0,1]]> : tensor<1x2xi64>
  } : (tensor<4xcomplex<f32>>) -> (tensor<4xcomplex<f32>>)
  %rr = "stablehlo.real"(%r) : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
  %ri = "stablehlo.imag"(%r) : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
  "func.return"(%rr, %ri) : (tensor<4xf32>, tensor<4xf32>) -> ()
}
// -----
// quantized operands: storage moves unchanged
// processes: num_replicas=2 num_partitions=1; inputs and expected outputs: all_to_all.processes.json
func.func @all_to_all_quantized(%x: tensor<4xi8>) -> tensor<4xi8> {
  %q = "stablehlo.bitcast_convert"(%x) : (tensor<4xi8>) -> tensor<4x!quant.uniform<i8:f32, 0.5:-2>>
  %r = "stablehlo.all_to_all"(%q) {
    split_dimension = 0 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[0,1]]> : tensor<1x2xi64>
  } : (tensor<4x!quant.uniform<i8:f32, 0.5:-2>>) -> (tensor<4x!quant.uniform<i8:f32, 0.5:-2>>)
  %s = "stablehlo.bitcast_convert"(%r) : (tensor<4x!quant.uniform<i8:f32, 0.5:-2>>) -> tensor<4xi8>
  "func.return"(%s) : (tensor<4xi8>) -> ()
}
