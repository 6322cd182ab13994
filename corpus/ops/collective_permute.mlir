// collective_permute: cross_replica and cross_partition, cycles, untargeted processes, no pairs, complex (built from f32/f64 parts), quantized (storage bitcast)
// cross_replica on a 2x2 grid: replicas 0 and 1 swap within each partition
// processes: num_replicas=2 num_partitions=2; inputs and expected outputs: collective_permute.processes.json
func.func @collective_permute_cross_replica_2x2_swap(%x0: tensor<2xi64>) -> tensor<2xi64> {
  %r = "stablehlo.collective_permute"(%x0) {
    source_target_pairs = dense<[[0,1],[1,0]]> : tensor<2x2xi64>
  } : (tensor<2xi64>) -> (tensor<2xi64>)
  "func.return"(%r) : (tensor<2xi64>) -> ()
}
// -----
// channel_id > 0: cross_partition, pairs [[1, 0]]: partition 1 gets zeros
// processes: num_replicas=2 num_partitions=2; inputs and expected outputs: collective_permute.processes.json
func.func @collective_permute_cross_partition_2x2(%x0: tensor<2xf32>) -> tensor<2xf32> {
  %r = "stablehlo.collective_permute"(%x0) {
    source_target_pairs = dense<[[1,0]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>
  } : (tensor<2xf32>) -> (tensor<2xf32>)
  "func.return"(%r) : (tensor<2xf32>) -> ()
}
// -----
// a cycle 0 -> 1 -> 2 -> 0 (ui8)
// processes: num_replicas=3 num_partitions=1; inputs and expected outputs: collective_permute.processes.json
func.func @collective_permute_cycle_of_three(%x0: tensor<2xui8>) -> tensor<2xui8> {
  %r = "stablehlo.collective_permute"(%x0) {
    source_target_pairs = dense<[[0,1],[1,2],[2,0]]> : tensor<3x2xi64>
  } : (tensor<2xui8>) -> (tensor<2xui8>)
  "func.return"(%r) : (tensor<2xui8>) -> ()
}
// -----
// a process sending to itself, the other receiving nothing (i1)
// processes: num_replicas=2 num_partitions=1; inputs and expected outputs: collective_permute.processes.json
func.func @collective_permute_self_pair_i1(%x0: tensor<2xi1>) -> tensor<2xi1> {
  %r = "stablehlo.collective_permute"(%x0) {
    source_target_pairs = dense<[[1,1]]> : tensor<1x2xi64>
  } : (tensor<2xi1>) -> (tensor<2xi1>)
  "func.return"(%r) : (tensor<2xi1>) -> ()
}
// -----
// no source_target_pairs (shape 0x2): every process gets zeros
// processes: num_replicas=2 num_partitions=1; inputs and expected outputs: collective_permute.processes.json
func.func @collective_permute_no_pairs(%x0: tensor<2xi32>) -> tensor<2xi32> {
  %r = "stablehlo.collective_permute"(%x0) {
    source_target_pairs = dense<[]> : tensor<0x2xi64>
  } : (tensor<2xi32>) -> (tensor<2xi32>)
  "func.return"(%r) : (tensor<2xi32>) -> ()
}
// -----
// bf16, pairs [[0, 1]]
// processes: num_replicas=2 num_partitions=1; inputs and expected outputs: collective_permute.processes.json
func.func @collective_permute_bf16(%x0: tensor<2xbf16>) -> tensor<2xbf16> {
  %r = "stablehlo.collective_permute"(%x0) {
    source_target_pairs = dense<[[0,1]]> : tensor<1x2xi64>
  } : (tensor<2xbf16>) -> (tensor<2xbf16>)
  "func.return"(%r) : (tensor<2xbf16>) -> ()
}
// -----
// complex<f64> (a subnormal real part) passed 0 -> 1 -> 2 on three replicas; replica 0 receives zeros
// processes: num_replicas=3 num_partitions=1; inputs and expected outputs: collective_permute.processes.json
func.func @collective_permute_complex_f64(%re: tensor<2xf64>, %im: tensor<2xf64>) -> (tensor<2xf64>, tensor<2xf64>) {
  %c = "stablehlo.complex"(%re, %im) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xcomplex<f64>>
  %r = "stablehlo.collective_permute"(%c) {
    source_target_pairs = dense<[[0,1],[1,2]]> : tensor<2x2xi64>
  } : (tensor<2xcomplex<f64>>) -> (tensor<2xcomplex<f64>>)
  %rr = "stablehlo.real"(%r) : (tensor<2xcomplex<f64>>) -> tensor<2xf64>
  %ri = "stablehlo.imag"(%r) : (tensor<2xcomplex<f64>>) -> tensor<2xf64>
  "func.return"(%rr, %ri) : (tensor<2xf64>, tensor<2xf64>) -> ()
}
// -----
// quantized operand: replica 0 receives nothing and gets quantize(0), the zero point -2
// processes: num_replicas=2 num_partitions=1; inputs and expected outputs: collective_permute.processes.json
func.func @collective_permute_quantized(%x: tensor<2xi8>) -> tensor<2xi8> {
  %q = "stablehlo.bitcast_convert"(%x) : (tensor<2xi8>) -> tensor<2x!quant.uniform<i8:f32, 0.5:-2>>
  %r = "stablehlo.collective_permute"(%q) {
    source_target_pairs = dense<[[0,1]]> : tensor<1x2xi64>
  } : (tensor<2x!quant.uniform<i8:f32, 0.5:-2>>) -> (tensor<2x!quant.uniform<i8:f32, 0.5:-2>>)
  %s = "stablehlo.bitcast_convert"(%r) : (tensor<2x!quant.uniform<i8:f32, 0.5:-2>>) -> tensor<2xi8>
  "func.return"(%s) : (tensor<2xi8>) -> ()
}
