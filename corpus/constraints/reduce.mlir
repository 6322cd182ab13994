// Constraint cases of reduce (seed 000, section "reduce"): valid programs (one and several
// inputs, promoted accumulator, dynamic, quantized) and one program per constraint that breaks
// exactly that constraint.

// case: valid_f32
// expected: valid
func.func @main(%a0: tensor<2x3xf32>, %a1: tensor<f32>) -> (tensor<2xf32>) {
  %r = "stablehlo.reduce"(%a0, %a1) ({
    ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%0) : (tensor<f32>) -> ()
  }) {dimensions = array<i64: 1>} : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
  "func.return"(%r) : (tensor<2xf32>) -> ()
}

// -----
// case: valid_all_dimensions
// expected: valid
func.func @main(%a0: tensor<2x3xi64>, %a1: tensor<i64>) -> (tensor<i64>) {
  %r = "stablehlo.reduce"(%a0, %a1) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%0) : (tensor<i64>) -> ()
  }) {dimensions = array<i64: 0, 1>} : (tensor<2x3xi64>, tensor<i64>) -> tensor<i64>
  "func.return"(%r) : (tensor<i64>) -> ()
}

// -----
// case: valid_variadic
// expected: valid
func.func @main(%a0: tensor<2x3xf32>, %a1: tensor<2x3xi32>, %a2: tensor<f32>, %a3: tensor<i32>) -> (tensor<2xf32>, tensor<2xi32>) {
  %r:2 = "stablehlo.reduce"(%a0, %a1, %a2, %a3) ({
    ^bb0(%arg0: tensor<f32>, %arg1: tensor<i32>, %arg2: tensor<f32>, %arg3: tensor<i32>):
      %0 = "stablehlo.add"(%arg0, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %1 = "stablehlo.add"(%arg1, %arg3) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%0, %1) : (tensor<f32>, tensor<i32>) -> ()
  }) {dimensions = array<i64: 1>} : (tensor<2x3xf32>, tensor<2x3xi32>, tensor<f32>, tensor<i32>) -> (tensor<2xf32>, tensor<2xi32>)
  "func.return"(%r#0, %r#1) : (tensor<2xf32>, tensor<2xi32>) -> ()
}

// -----
// case: valid_promoted_accumulator
// expected: valid
// is_promotable(i8, i32): the body accumulates in i32 and the result is i32
func.func @main(%a0: tensor<2x3xi8>, %a1: tensor<i8>) -> (tensor<2xi32>) {
  %r = "stablehlo.reduce"(%a0, %a1) ({
    ^bb0(%arg0: tensor<i32>, %arg1: tensor<i32>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%0) : (tensor<i32>) -> ()
  }) {dimensions = array<i64: 1>} : (tensor<2x3xi8>, tensor<i8>) -> tensor<2xi32>
  "func.return"(%r) : (tensor<2xi32>) -> ()
}

// -----
// case: valid_dynamic
// expected: valid
func.func @main(%a0: tensor<?x3xf32>, %a1: tensor<f32>) -> (tensor<?xf32>) {
  %r = "stablehlo.reduce"(%a0, %a1) ({
    ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%0) : (tensor<f32>) -> ()
  }) {dimensions = array<i64: 1>} : (tensor<?x3xf32>, tensor<f32>) -> tensor<?xf32>
  "func.return"(%r) : (tensor<?xf32>) -> ()
}

// -----
// case: valid_quantized
// expected: valid
func.func @main(%a0: tensor<2x3x!quant.uniform<i8:f32, 0.5:-1>>, %a1: tensor<!quant.uniform<i8:f32, 0.5:-1>>) -> (tensor<2x!quant.uniform<i8:f32, 0.5:-1>>) {
  %r = "stablehlo.reduce"(%a0, %a1) ({
    ^bb0(%arg0: tensor<!quant.uniform<i8:f32, 0.5:-1>>, %arg1: tensor<!quant.uniform<i8:f32, 0.5:-1>>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<!quant.uniform<i8:f32, 0.5:-1>>, tensor<!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<!quant.uniform<i8:f32, 0.5:-1>>
      "stablehlo.return"(%0) : (tensor<!quant.uniform<i8:f32, 0.5:-1>>) -> ()
  }) {dimensions = array<i64: 1>} : (tensor<2x3x!quant.uniform<i8:f32, 0.5:-1>>, tensor<!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<2x!quant.uniform<i8:f32, 0.5:-1>>
  "func.return"(%r) : (tensor<2x!quant.uniform<i8:f32, 0.5:-1>>) -> ()
}

// -----
// case: c1_input_shapes
// expected: reduce_c1
func.func @main(%a0: tensor<2x3xf32>, %a1: tensor<3x2xf32>, %a2: tensor<f32>, %a3: tensor<f32>) -> (tensor<2xf32>, tensor<2xf32>) {
  %r:2 = "stablehlo.reduce"(%a0, %a1, %a2, %a3) ({
    ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>):
      %0 = "stablehlo.add"(%arg0, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %1 = "stablehlo.add"(%arg1, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%0, %1) : (tensor<f32>, tensor<f32>) -> ()
  }) {dimensions = array<i64: 1>} : (tensor<2x3xf32>, tensor<3x2xf32>, tensor<f32>, tensor<f32>) -> (tensor<2xf32>, tensor<2xf32>)
  "func.return"(%r#0, %r#1) : (tensor<2xf32>, tensor<2xf32>) -> ()
}

// -----
// case: c2_init_element_type
// expected: reduce_c2
func.func @main(%a0: tensor<2x3xf32>, %a1: tensor<i32>) -> (tensor<2xf32>) {
  %r = "stablehlo.reduce"(%a0, %a1) ({
    ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%0) : (tensor<f32>) -> ()
  }) {dimensions = array<i64: 1>} : (tensor<2x3xf32>, tensor<i32>) -> tensor<2xf32>
  "func.return"(%r) : (tensor<2xf32>) -> ()
}

// -----
// case: c3_results_count
// expected: reduce_c3
func.func @main(%a0: tensor<2x3xf32>, %a1: tensor<f32>) -> (tensor<2xf32>, tensor<2xf32>) {
  %r:2 = "stablehlo.reduce"(%a0, %a1) ({
    ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%0) : (tensor<f32>) -> ()
  }) {dimensions = array<i64: 1>} : (tensor<2x3xf32>, tensor<f32>) -> (tensor<2xf32>, tensor<2xf32>)
  "func.return"(%r#0, %r#1) : (tensor<2xf32>, tensor<2xf32>) -> ()
}

// -----
// case: c4_dimension_out_of_range
// expected: reduce_c4
func.func @main(%a0: tensor<2x3xf32>, %a1: tensor<f32>) -> (tensor<2xf32>) {
  %r = "stablehlo.reduce"(%a0, %a1) ({
    ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%0) : (tensor<f32>) -> ()
  }) {dimensions = array<i64: 2>} : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
  "func.return"(%r) : (tensor<2xf32>) -> ()
}

// -----
// case: c4_negative_dimension
// expected: reduce_c4
func.func @main(%a0: tensor<2x3xf32>, %a1: tensor<f32>) -> (tensor<2xf32>) {
  %r = "stablehlo.reduce"(%a0, %a1) ({
    ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%0) : (tensor<f32>) -> ()
  }) {dimensions = array<i64: -1>} : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
  "func.return"(%r) : (tensor<2xf32>) -> ()
}

// -----
// case: c5_repeated_dimension
// expected: reduce_c5
func.func @main(%a0: tensor<2x3xf32>, %a1: tensor<f32>) -> (tensor<2xf32>) {
  %r = "stablehlo.reduce"(%a0, %a1) ({
    ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%0) : (tensor<f32>) -> ()
  }) {dimensions = array<i64: 1, 1>} : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
  "func.return"(%r) : (tensor<2xf32>) -> ()
}

// -----
// case: c6_body_not_promotable
// expected: reduce_c6
// f32 cannot be promoted to f16
func.func @main(%a0: tensor<2x3xf32>, %a1: tensor<f32>) -> (tensor<2xf32>) {
  %r = "stablehlo.reduce"(%a0, %a1) ({
    ^bb0(%arg0: tensor<f16>, %arg1: tensor<f16>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<f16>, tensor<f16>) -> tensor<f16>
      "stablehlo.return"(%0) : (tensor<f16>) -> ()
  }) {dimensions = array<i64: 1>} : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
  "func.return"(%r) : (tensor<2xf32>) -> ()
}

// -----
// case: c6_body_arity
// expected: reduce_c6
func.func @main(%a0: tensor<2x3xf32>, %a1: tensor<f32>) -> (tensor<2xf32>) {
  %r = "stablehlo.reduce"(%a0, %a1) ({
    ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<f32>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%0) : (tensor<f32>) -> ()
  }) {dimensions = array<i64: 1>} : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
  "func.return"(%r) : (tensor<2xf32>) -> ()
}

// -----
// case: c6_body_not_scalar
// expected: reduce_c6
func.func @main(%a0: tensor<2x3xf32>, %a1: tensor<f32>) -> (tensor<2xf32>) {
  %r = "stablehlo.reduce"(%a0, %a1) ({
    ^bb0(%arg0: tensor<1xf32>, %arg1: tensor<1xf32>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
      "stablehlo.return"(%0) : (tensor<1xf32>) -> ()
  }) {dimensions = array<i64: 1>} : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
  "func.return"(%r) : (tensor<2xf32>) -> ()
}

// -----
// case: c7_result_shape
// expected: reduce_c7
func.func @main(%a0: tensor<2x3xf32>, %a1: tensor<f32>) -> (tensor<3xf32>) {
  %r = "stablehlo.reduce"(%a0, %a1) ({
    ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%0) : (tensor<f32>) -> ()
  }) {dimensions = array<i64: 1>} : (tensor<2x3xf32>, tensor<f32>) -> tensor<3xf32>
  "func.return"(%r) : (tensor<3xf32>) -> ()
}

// -----
// case: c8_result_element_type
// expected: reduce_c8
func.func @main(%a0: tensor<2x3xf32>, %a1: tensor<f32>) -> (tensor<2xf64>) {
  %r = "stablehlo.reduce"(%a0, %a1) ({
    ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%0) : (tensor<f32>) -> ()
  }) {dimensions = array<i64: 1>} : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf64>
  "func.return"(%r) : (tensor<2xf64>) -> ()
}

// -----
// case: c2_input_promoted_to_init_type
// expected: reduce_c2
// The official verifier accepts f16 inputs reduced in f32 (init value and body); the spec's C2
// asks the inputs' element type to equal the init values' (see spec/verifier_divergences.toml).
func.func @main(%a0: tensor<2x3xf16>, %a1: tensor<f32>) -> tensor<2xf32> {
  %r = "stablehlo.reduce"(%a0, %a1) ({
    ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%0) : (tensor<f32>) -> ()
  }) {dimensions = array<i64: 1>} : (tensor<2x3xf16>, tensor<f32>) -> tensor<2xf32>
  "func.return"(%r) : (tensor<2xf32>) -> ()
}
