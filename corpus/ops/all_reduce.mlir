// all_reduce: every process-group mode, variadic operands, promotion, wrap-around, element type families, empty operands, complex (built from f32/f64 parts), quantized (storage bitcast)
// cross_replica add on a 2x2 grid
// processes: num_replicas=2 num_partitions=2; inputs and expected outputs: all_reduce.processes.json
func.func @all_reduce_cross_replica_2x2(%x0: tensor<3xi32>) -> tensor<3xi32> {
  %r = "stablehlo.all_reduce"(%x0) ({
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %s = "stablehlo.add"(%a, %b) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%s) : (tensor<i32>) -> ()
  }) {
    replica_groups = dense<[[0,1]]> : tensor<1x2xi64>
  } : (tensor<3xi32>) -> (tensor<3xi32>)
  "func.return"(%r) : (tensor<3xi32>) -> ()
}
// -----
// cross_replica_and_partition maximum (f32) over all four processes
// processes: num_replicas=2 num_partitions=2; inputs and expected outputs: all_reduce.processes.json
func.func @all_reduce_cross_replica_and_partition_2x2(%x0: tensor<3xf32>) -> tensor<3xf32> {
  %r = "stablehlo.all_reduce"(%x0) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = "stablehlo.maximum"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) {
    replica_groups = dense<[[0,1]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>
  } : (tensor<3xf32>) -> (tensor<3xf32>)
  "func.return"(%r) : (tensor<3xf32>) -> ()
}
// -----
// flattened_ids [[0, 3], [1, 2]]: multiply (f32, groups of two)
// processes: num_replicas=2 num_partitions=2; inputs and expected outputs: all_reduce.processes.json
func.func @all_reduce_flattened_ids_2x2(%x0: tensor<2xf32>) -> tensor<2xf32> {
  %r = "stablehlo.all_reduce"(%x0) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = "stablehlo.multiply"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) {
    replica_groups = dense<[[0,3],[1,2]]> : tensor<2x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 5, type = 1>, use_global_device_ids
  } : (tensor<2xf32>) -> (tensor<2xf32>)
  "func.return"(%r) : (tensor<2xf32>) -> ()
}
// -----
// flattened_ids [[0, 1, 2, 3]]: integer add over the whole grid
// processes: num_replicas=2 num_partitions=2; inputs and expected outputs: all_reduce.processes.json
func.func @all_reduce_flattened_ids_group_of_four_i64(%x0: tensor<2x2xi64>) -> tensor<2x2xi64> {
  %r = "stablehlo.all_reduce"(%x0) ({
    ^bb0(%a: tensor<i64>, %b: tensor<i64>):
      %s = "stablehlo.add"(%a, %b) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%s) : (tensor<i64>) -> ()
  }) {
    replica_groups = dense<[[0,1,2,3]]> : tensor<1x4xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, use_global_device_ids
  } : (tensor<2x2xi64>) -> (tensor<2x2xi64>)
  "func.return"(%r) : (tensor<2x2xi64>) -> ()
}
// -----
// two operands of different shapes, one computation
// processes: num_replicas=2 num_partitions=1; inputs and expected outputs: all_reduce.processes.json
func.func @all_reduce_variadic(%x0: tensor<2xi64>, %x1: tensor<1x3xi64>) -> (tensor<2xi64>, tensor<1x3xi64>) {
  %r:2 = "stablehlo.all_reduce"(%x0, %x1) ({
    ^bb0(%a: tensor<i64>, %b: tensor<i64>):
      %s = "stablehlo.add"(%a, %b) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%s) : (tensor<i64>) -> ()
  }) {
    replica_groups = dense<[[0,1]]> : tensor<1x2xi64>
  } : (tensor<2xi64>, tensor<1x3xi64>) -> (tensor<2xi64>, tensor<1x3xi64>)
  "func.return"(%r#0, %r#1) : (tensor<2xi64>, tensor<1x3xi64>) -> ()
}
// -----
// i8 add wraps around: 127 + 1 = -128, -128 + -1 = 127
// processes: num_replicas=2 num_partitions=1; inputs and expected outputs: all_reduce.processes.json
func.func @all_reduce_i8_wraps(%x0: tensor<2xi8>) -> tensor<2xi8> {
  %r = "stablehlo.all_reduce"(%x0) ({
    ^bb0(%a: tensor<i8>, %b: tensor<i8>):
      %s = "stablehlo.add"(%a, %b) : (tensor<i8>, tensor<i8>) -> tensor<i8>
      "stablehlo.return"(%s) : (tensor<i8>) -> ()
  }) {
    replica_groups = dense<[[0,1]]> : tensor<1x2xi64>
  } : (tensor<2xi8>) -> (tensor<2xi8>)
  "func.return"(%r) : (tensor<2xi8>) -> ()
}
// -----
// operands i8, computation i32 (is_promotable): results are i32, 100 + 100 = 200
// processes: num_replicas=2 num_partitions=1; inputs and expected outputs: all_reduce.processes.json
func.func @all_reduce_promoted_i8_to_i32(%x0: tensor<2xi8>) -> tensor<2xi32> {
  %r = "stablehlo.all_reduce"(%x0) ({
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %s = "stablehlo.add"(%a, %b) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%s) : (tensor<i32>) -> ()
  }) {
    replica_groups = dense<[[0,1]]> : tensor<1x2xi64>
  } : (tensor<2xi8>) -> (tensor<2xi32>)
  "func.return"(%r) : (tensor<2xi32>) -> ()
}
// -----
// ui64 add wraps around: (2^64 - 1) + (2^64 - 1)
// processes: num_replicas=2 num_partitions=1; inputs and expected outputs: all_reduce.processes.json
func.func @all_reduce_ui64_wraps(%x0: tensor<2xui64>) -> tensor<2xui64> {
  %r = "stablehlo.all_reduce"(%x0) ({
    ^bb0(%a: tensor<ui64>, %b: tensor<ui64>):
      %s = "stablehlo.add"(%a, %b) : (tensor<ui64>, tensor<ui64>) -> tensor<ui64>
      "stablehlo.return"(%s) : (tensor<ui64>) -> ()
  }) {
    replica_groups = dense<[[0,1]]> : tensor<1x2xi64>
  } : (tensor<2xui64>) -> (tensor<2xui64>)
  "func.return"(%r) : (tensor<2xui64>) -> ()
}
// -----
// i1 with or
// processes: num_replicas=2 num_partitions=1; inputs and expected outputs: all_reduce.processes.json
func.func @all_reduce_i1_or(%x0: tensor<3xi1>) -> tensor<3xi1> {
  %r = "stablehlo.all_reduce"(%x0) ({
    ^bb0(%a: tensor<i1>, %b: tensor<i1>):
      %s = "stablehlo.or"(%a, %b) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%s) : (tensor<i1>) -> ()
  }) {
    replica_groups = dense<[[0,1]]> : tensor<1x2xi64>
  } : (tensor<3xi1>) -> (tensor<3xi1>)
  "func.return"(%r) : (tensor<3xi1>) -> ()
}
// -----
// f64 add
// processes: num_replicas=2 num_partitions=1; inputs and expected outputs: all_reduce.processes.json
func.func @all_reduce_f64_add(%x0: tensor<3xf64>) -> tensor<3xf64> {
  %r = "stablehlo.all_reduce"(%x0) ({
    ^bb0(%a: tensor<f64>, %b: tensor<f64>):
      %s = "stablehlo.add"(%a, %b) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%s) : (tensor<f64>) -> ()
  }) {
    replica_groups = dense<[[0,1]]> : tensor<1x2xi64>
  } : (tensor<3xf64>) -> (tensor<3xf64>)
  "func.return"(%r) : (tensor<3xf64>) -> ()
}
// -----
// bf16 add, exact results
// processes: num_replicas=2 num_partitions=1; inputs and expected outputs: all_reduce.processes.json
func.func @all_reduce_bf16_add(%x0: tensor<2xbf16>) -> tensor<2xbf16> {
  %r = "stablehlo.all_reduce"(%x0) ({
    ^bb0(%a: tensor<bf16>, %b: tensor<bf16>):
      %s = "stablehlo.add"(%a, %b) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%s) : (tensor<bf16>) -> ()
  }) {
    replica_groups = dense<[[0,1]]> : tensor<1x2xi64>
  } : (tensor<2xbf16>) -> (tensor<2xbf16>)
  "func.return"(%r) : (tensor<2xbf16>) -> ()
}
// -----
// replica groups [[0], [1]]: each process reduces only its own operand
// processes: num_replicas=2 num_partitions=1; inputs and expected outputs: all_reduce.processes.json
func.func @all_reduce_groups_of_one(%x0: tensor<2xi64>) -> tensor<2xi64> {
  %r = "stablehlo.all_reduce"(%x0) ({
    ^bb0(%a: tensor<i64>, %b: tensor<i64>):
      %s = "stablehlo.add"(%a, %b) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%s) : (tensor<i64>) -> ()
  }) {
    replica_groups = dense<[[0],[1]]> : tensor<2x1xi64>
  } : (tensor<2xi64>) -> (tensor<2xi64>)
  "func.return"(%r) : (tensor<2xi64>) -> ()
}
// -----
// an empty operand reduces to an empty result
// processes: num_replicas=2 num_partitions=1; inputs and expected outputs: all_reduce.processes.json
func.func @all_reduce_empty_operand(%x0: tensor<0xf32>) -> tensor<0xf32> {
  %r = "stablehlo.all_reduce"(%x0) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) {
    replica_groups = dense<[[0,1]]> : tensor<1x2xi64>
  } : (tensor<0xf32>) -> (tensor<0xf32>)
  "func.return"(%r) : (tensor<0xf32>) -> ()
}
// -----
// complex<f32> add (built from f32 parts with complex, split with real and imag)
// processes: num_replicas=2 num_partitions=1; inputs and expected outputs: all_reduce.processes.json
func.func @all_reduce_complex_add(%re: tensor<3xf32>, %im: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>) {
  %c = "stablehlo.complex"(%re, %im) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xcomplex<f32>>
  %r = "stablehlo.all_reduce"(%c) ({
    ^bb0(%a: tensor<complex<f32>>, %b: tensor<complex<f32>>):
      %s = "stablehlo.add"(%a, %b) : (tensor<complex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
      "stablehlo.return"(%s) : (tensor<complex<f32>>) -> ()
  }) {
    replica_groups = dense<[[0,1]]> : tensor<1x2xi64>
  } : (tensor<3xcomplex<f32>>) -> (tensor<3xcomplex<f32>>)
  %rr = "stablehlo.real"(%r) : (tensor<3xcomplex<f32>>) -> tensor<3xf32>
  %ri = "stablehlo.imag"(%r) : (tensor<3xcomplex<f32>>) -> tensor<3xf32>
  "func.return"(%rr, %ri) : (tensor<3xf32>, tensor<3xf32>) -> ()
}
// -----
// per-tensor quantized add (zero point -2): requantized, clamped to the storage range
// processes: num_replicas=2 num_partitions=1; inputs and expected outputs: all_reduce.processes.json
func.func @all_reduce_quantized_add(%x: tensor<4xi8>) -> tensor<4xi8> {
  %q = "stablehlo.bitcast_convert"(%x) : (tensor<4xi8>) -> tensor<4x!quant.uniform<i8:f32, 0.5:-2>>
  %r = "stablehlo.all_reduce"(%q) ({
    ^bb0(%a: tensor<!quant.uniform<i8:f32, 0.5:-2>>, %c: tensor<!quant.uniform<i8:f32, 0.5:-2>>):
      %t = "stablehlo.add"(%a, %c) : (tensor<!quant.uniform<i8:f32, 0.5:-2>>, tensor<!quant.uniform<i8:f32, 0.5:-2>>) -> tensor<!quant.uniform<i8:f32, 0.5:-2>>
      "stablehlo.return"(%t) : (tensor<!quant.uniform<i8:f32, 0.5:-2>>) -> ()
  }) {
    replica_groups = dense<[[0,1]]> : tensor<1x2xi64>
  } : (tensor<4x!quant.uniform<i8:f32, 0.5:-2>>) -> (tensor<4x!quant.uniform<i8:f32, 0.5:-2>>)
  %s = "stablehlo.bitcast_convert"(%r) : (tensor<4x!quant.uniform<i8:f32, 0.5:-2>>) -> tensor<4xi8>
  "func.return"(%s) : (tensor<4xi8>) -> ()
}
// -----
// quantized i8 operands reduced in an i16 quantized body type (to_destination_type requantizes each operand)
// processes: num_replicas=2 num_partitions=1; inputs and expected outputs: all_reduce.processes.json
func.func @all_reduce_quantized_promoted_to_i16(%x: tensor<4xi8>) -> tensor<4xi16> {
  %q = "stablehlo.bitcast_convert"(%x) : (tensor<4xi8>) -> tensor<4x!quant.uniform<i8:f32, 0.5:-2>>
  %r = "stablehlo.all_reduce"(%q) ({
    ^bb0(%a: tensor<!quant.uniform<i16:f32, 0.25:0>>, %c: tensor<!quant.uniform<i16:f32, 0.25:0>>):
      %t = "stablehlo.add"(%a, %c) : (tensor<!quant.uniform<i16:f32, 0.25:0>>, tensor<!quant.uniform<i16:f32, 0.25:0>>) -> tensor<!quant.uniform<i16:f32, 0.25:0>>
      "stablehlo.return"(%t) : (tensor<!quant.uniform<i16:f32, 0.25:0>>) -> ()
  }) {
    replica_groups = dense<[[0,1]]> : tensor<1x2xi64>
  } : (tensor<4x!quant.uniform<i8:f32, 0.5:-2>>) -> (tensor<4x!quant.uniform<i16:f32, 0.25:0>>)
  %s = "stablehlo.bitcast_convert"(%r) : (tensor<4x!quant.uniform<i16:f32, 0.25:0>>) -> tensor<4xi16>
  "func.return"(%s) : (tensor<4xi16>) -> ()
}
