// Constraint cases of map (seed 000, section "map"): one and several inputs, rank 0, quantized; one program per constraint that breaks it.

// case: valid_two_inputs
// expected: valid
func.func @main(%a0: tensor<2x3xf32>, %a1: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r0 = "stablehlo.map"(%a0, %a1) ({
  ^bb0(%x0: tensor<f32>, %x1: tensor<f32>):
    %s = "stablehlo.add"(%x0, %x1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) {dimensions = array<i64: 0, 1>} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  "func.return"(%r0) : (tensor<2x3xf32>) -> ()
}


// -----
// case: valid_rank0
// expected: valid
func.func @main(%a0: tensor<i8>) -> tensor<i8> {
  %r0 = "stablehlo.map"(%a0) ({
  ^bb0(%x0: tensor<i8>):
    "stablehlo.return"(%x0) : (tensor<i8>) -> ()
  }) {dimensions = array<i64>} : (tensor<i8>) -> tensor<i8>
  "func.return"(%r0) : (tensor<i8>) -> ()
}


// -----
// case: valid_dynamic
// expected: valid
func.func @main(%a0: tensor<?xf32>, %a1: tensor<4xf32>) -> tensor<4xf32> {
  %r0 = "stablehlo.map"(%a0, %a1) ({
  ^bb0(%x0: tensor<f32>, %x1: tensor<f32>):
    %s = "stablehlo.add"(%x0, %x1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) {dimensions = array<i64: 0>} : (tensor<?xf32>, tensor<4xf32>) -> tensor<4xf32>
  "func.return"(%r0) : (tensor<4xf32>) -> ()
}


// -----
// case: valid_quantized
// expected: valid
func.func @main(%a0: tensor<4x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<4x!quant.uniform<i8:f32, 0.5:-1>> {
  %r0 = "stablehlo.map"(%a0) ({
  ^bb0(%x0: tensor<!quant.uniform<i8:f32, 0.5:-1>>):
    "stablehlo.return"(%x0) : (tensor<!quant.uniform<i8:f32, 0.5:-1>>) -> ()
  }) {dimensions = array<i64: 0>} : (tensor<4x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<4x!quant.uniform<i8:f32, 0.5:-1>>
  "func.return"(%r0) : (tensor<4x!quant.uniform<i8:f32, 0.5:-1>>) -> ()
}


// -----
// case: c1_result_shape
// expected: map_c1
func.func @main(%a0: tensor<4xf32>) -> tensor<5xf32> {
  %r0 = "stablehlo.map"(%a0) ({
  ^bb0(%x0: tensor<f32>):
    "stablehlo.return"(%x0) : (tensor<f32>) -> ()
  }) {dimensions = array<i64: 0>} : (tensor<4xf32>) -> tensor<5xf32>
  "func.return"(%r0) : (tensor<5xf32>) -> ()
}


// -----
// case: c2_no_inputs
// expected: map_c2
func.func @main() -> tensor<4xf32> {
  %r0 = "stablehlo.map"() ({
    %c = "stablehlo.constant"() {value = dense<0.0> : tensor<f32>} : () -> tensor<f32>
    "stablehlo.return"(%c) : (tensor<f32>) -> ()
  }) {dimensions = array<i64: 0>} : () -> tensor<4xf32>
  "func.return"(%r0) : (tensor<4xf32>) -> ()
}


// -----
// case: c3_dimensions_order
// expected: map_c3
func.func @main(%a0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r0 = "stablehlo.map"(%a0) ({
  ^bb0(%x0: tensor<f32>):
    "stablehlo.return"(%x0) : (tensor<f32>) -> ()
  }) {dimensions = array<i64: 1, 0>} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  "func.return"(%r0) : (tensor<2x3xf32>) -> ()
}


// -----
// case: c3_dimensions_count
// expected: map_c3
func.func @main(%a0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r0 = "stablehlo.map"(%a0) ({
  ^bb0(%x0: tensor<f32>):
    "stablehlo.return"(%x0) : (tensor<f32>) -> ()
  }) {dimensions = array<i64: 0>} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  "func.return"(%r0) : (tensor<2x3xf32>) -> ()
}


// -----
// case: c4_argument_type
// expected: map_c4
func.func @main(%a0: tensor<4xf32>) -> tensor<4xf32> {
  %r0 = "stablehlo.map"(%a0) ({
  ^bb0(%x0: tensor<f16>):
    %c = "stablehlo.convert"(%x0) : (tensor<f16>) -> tensor<f32>
    "stablehlo.return"(%c) : (tensor<f32>) -> ()
  }) {dimensions = array<i64: 0>} : (tensor<4xf32>) -> tensor<4xf32>
  "func.return"(%r0) : (tensor<4xf32>) -> ()
}


// -----
// case: c4_argument_count
// expected: map_c4
func.func @main(%a0: tensor<4xf32>, %a1: tensor<4xf32>) -> tensor<4xf32> {
  %r0 = "stablehlo.map"(%a0, %a1) ({
  ^bb0(%x0: tensor<f32>):
    "stablehlo.return"(%x0) : (tensor<f32>) -> ()
  }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  "func.return"(%r0) : (tensor<4xf32>) -> ()
}


// -----
// case: c4_result_type
// expected: map_c4
func.func @main(%a0: tensor<4xf32>) -> tensor<4xf32> {
  %r0 = "stablehlo.map"(%a0) ({
  ^bb0(%x0: tensor<f32>):
    %c = "stablehlo.convert"(%x0) : (tensor<f32>) -> tensor<f64>
    "stablehlo.return"(%c) : (tensor<f64>) -> ()
  }) {dimensions = array<i64: 0>} : (tensor<4xf32>) -> tensor<4xf32>
  "func.return"(%r0) : (tensor<4xf32>) -> ()
}


// -----
// case: c4_argument_rank
// expected: map_c4
func.func @main(%a0: tensor<4xf32>) -> tensor<4xf32> {
  %r0 = "stablehlo.map"(%a0) ({
  ^bb0(%x0: tensor<1xf32>):
    %c = "stablehlo.reshape"(%x0) : (tensor<1xf32>) -> tensor<f32>
    "stablehlo.return"(%c) : (tensor<f32>) -> ()
  }) {dimensions = array<i64: 0>} : (tensor<4xf32>) -> tensor<4xf32>
  "func.return"(%r0) : (tensor<4xf32>) -> ()
}
