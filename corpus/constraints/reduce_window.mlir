// Constraint cases of reduce_window (seed 000, section "reduce_window"): valid programs (the
// spec's example, defaults, several inputs, empty window, dynamic) and one program per
// constraint that breaks exactly that constraint.

// case: valid_spec_example
// expected: valid
func.func @main(%a0: tensor<3x2xi64>, %a1: tensor<i64>) -> (tensor<2x2xi64>) {
  %r = "stablehlo.reduce_window"(%a0, %a1) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%0) : (tensor<i64>) -> ()
  }) {window_dimensions = array<i64: 2, 1>, window_strides = array<i64: 4, 1>, base_dilations = array<i64: 2, 1>, window_dilations = array<i64: 3, 1>, padding = dense<[[2, 1], [0, 0]]> : tensor<2x2xi64>} : (tensor<3x2xi64>, tensor<i64>) -> tensor<2x2xi64>
  "func.return"(%r) : (tensor<2x2xi64>) -> ()
}

// -----
// case: valid_defaults
// expected: valid
// absent strides and dilations are ones, absent padding zeros
func.func @main(%a0: tensor<4x4xf32>, %a1: tensor<f32>) -> (tensor<3x3xf32>) {
  %r = "stablehlo.reduce_window"(%a0, %a1) ({
    ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%0) : (tensor<f32>) -> ()
  }) {window_dimensions = array<i64: 2, 2>} : (tensor<4x4xf32>, tensor<f32>) -> tensor<3x3xf32>
  "func.return"(%r) : (tensor<3x3xf32>) -> ()
}

// -----
// case: valid_variadic
// expected: valid
func.func @main(%a0: tensor<4x4xf32>, %a1: tensor<4x4xi32>, %a2: tensor<f32>, %a3: tensor<i32>) -> (tensor<3x3xf32>, tensor<3x3xi32>) {
  %r:2 = "stablehlo.reduce_window"(%a0, %a1, %a2, %a3) ({
    ^bb0(%arg0: tensor<f32>, %arg1: tensor<i32>, %arg2: tensor<f32>, %arg3: tensor<i32>):
      %0 = "stablehlo.add"(%arg0, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %1 = "stablehlo.add"(%arg1, %arg3) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%0, %1) : (tensor<f32>, tensor<i32>) -> ()
  }) {window_dimensions = array<i64: 2, 2>} : (tensor<4x4xf32>, tensor<4x4xi32>, tensor<f32>, tensor<i32>) -> (tensor<3x3xf32>, tensor<3x3xi32>)
  "func.return"(%r#0, %r#1) : (tensor<3x3xf32>, tensor<3x3xi32>) -> ()
}

// -----
// case: valid_empty_window
// expected: valid
// the window (2) is larger than the input (1): no window
func.func @main(%a0: tensor<1x4xf32>, %a1: tensor<f32>) -> (tensor<0x3xf32>) {
  %r = "stablehlo.reduce_window"(%a0, %a1) ({
    ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%0) : (tensor<f32>) -> ()
  }) {window_dimensions = array<i64: 2, 2>} : (tensor<1x4xf32>, tensor<f32>) -> tensor<0x3xf32>
  "func.return"(%r) : (tensor<0x3xf32>) -> ()
}

// -----
// case: valid_dynamic
// expected: valid
func.func @main(%a0: tensor<?x4xf32>, %a1: tensor<f32>) -> (tensor<?x3xf32>) {
  %r = "stablehlo.reduce_window"(%a0, %a1) ({
    ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%0) : (tensor<f32>) -> ()
  }) {window_dimensions = array<i64: 2, 2>} : (tensor<?x4xf32>, tensor<f32>) -> tensor<?x3xf32>
  "func.return"(%r) : (tensor<?x3xf32>) -> ()
}

// -----
// case: valid_quantized
// expected: valid
func.func @main(%a0: tensor<4x4x!quant.uniform<i8:f32, 0.5:-1>>, %a1: tensor<!quant.uniform<i8:f32, 0.5:-1>>) -> (tensor<3x3x!quant.uniform<i8:f32, 0.5:-1>>) {
  %r = "stablehlo.reduce_window"(%a0, %a1) ({
    ^bb0(%arg0: tensor<!quant.uniform<i8:f32, 0.5:-1>>, %arg1: tensor<!quant.uniform<i8:f32, 0.5:-1>>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<!quant.uniform<i8:f32, 0.5:-1>>, tensor<!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<!quant.uniform<i8:f32, 0.5:-1>>
      "stablehlo.return"(%0) : (tensor<!quant.uniform<i8:f32, 0.5:-1>>) -> ()
  }) {window_dimensions = array<i64: 2, 2>} : (tensor<4x4x!quant.uniform<i8:f32, 0.5:-1>>, tensor<!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<3x3x!quant.uniform<i8:f32, 0.5:-1>>
  "func.return"(%r) : (tensor<3x3x!quant.uniform<i8:f32, 0.5:-1>>) -> ()
}

// -----
// case: c1_results_count
// expected: reduce_window_c1
func.func @main(%a0: tensor<4x4xf32>, %a1: tensor<f32>) -> (tensor<3x3xf32>, tensor<3x3xf32>) {
  %r:2 = "stablehlo.reduce_window"(%a0, %a1) ({
    ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%0) : (tensor<f32>) -> ()
  }) {window_dimensions = array<i64: 2, 2>} : (tensor<4x4xf32>, tensor<f32>) -> (tensor<3x3xf32>, tensor<3x3xf32>)
  "func.return"(%r#0, %r#1) : (tensor<3x3xf32>, tensor<3x3xf32>) -> ()
}

// -----
// case: c2_input_shapes
// expected: reduce_window_c2
func.func @main(%a0: tensor<4x4xf32>, %a1: tensor<4x5xf32>, %a2: tensor<f32>, %a3: tensor<f32>) -> (tensor<3x3xf32>, tensor<3x3xf32>) {
  %r:2 = "stablehlo.reduce_window"(%a0, %a1, %a2, %a3) ({
    ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>):
      %0 = "stablehlo.add"(%arg0, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %1 = "stablehlo.add"(%arg1, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%0, %1) : (tensor<f32>, tensor<f32>) -> ()
  }) {window_dimensions = array<i64: 2, 2>} : (tensor<4x4xf32>, tensor<4x5xf32>, tensor<f32>, tensor<f32>) -> (tensor<3x3xf32>, tensor<3x3xf32>)
  "func.return"(%r#0, %r#1) : (tensor<3x3xf32>, tensor<3x3xf32>) -> ()
}

// -----
// case: c3_init_element_type
// expected: reduce_window_c3
func.func @main(%a0: tensor<4x4xf32>, %a1: tensor<i32>) -> (tensor<3x3xf32>) {
  %r = "stablehlo.reduce_window"(%a0, %a1) ({
    ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%0) : (tensor<f32>) -> ()
  }) {window_dimensions = array<i64: 2, 2>} : (tensor<4x4xf32>, tensor<i32>) -> tensor<3x3xf32>
  "func.return"(%r) : (tensor<3x3xf32>) -> ()
}

// -----
// case: c4_window_dimensions_size
// expected: reduce_window_c4
func.func @main(%a0: tensor<4x4xf32>, %a1: tensor<f32>) -> (tensor<3x3xf32>) {
  %r = "stablehlo.reduce_window"(%a0, %a1) ({
    ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%0) : (tensor<f32>) -> ()
  }) {window_dimensions = array<i64: 2>} : (tensor<4x4xf32>, tensor<f32>) -> tensor<3x3xf32>
  "func.return"(%r) : (tensor<3x3xf32>) -> ()
}

// -----
// case: c5_window_dimensions_zero
// expected: reduce_window_c5
func.func @main(%a0: tensor<4x4xf32>, %a1: tensor<f32>) -> (tensor<3x3xf32>) {
  %r = "stablehlo.reduce_window"(%a0, %a1) ({
    ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%0) : (tensor<f32>) -> ()
  }) {window_dimensions = array<i64: 2, 0>} : (tensor<4x4xf32>, tensor<f32>) -> tensor<3x3xf32>
  "func.return"(%r) : (tensor<3x3xf32>) -> ()
}

// -----
// case: c6_window_strides_size
// expected: reduce_window_c6
func.func @main(%a0: tensor<4x4xf32>, %a1: tensor<f32>) -> (tensor<3x3xf32>) {
  %r = "stablehlo.reduce_window"(%a0, %a1) ({
    ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%0) : (tensor<f32>) -> ()
  }) {window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 1, 1, 1>} : (tensor<4x4xf32>, tensor<f32>) -> tensor<3x3xf32>
  "func.return"(%r) : (tensor<3x3xf32>) -> ()
}

// -----
// case: c7_window_strides_zero
// expected: reduce_window_c7
func.func @main(%a0: tensor<4x4xf32>, %a1: tensor<f32>) -> (tensor<3x3xf32>) {
  %r = "stablehlo.reduce_window"(%a0, %a1) ({
    ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%0) : (tensor<f32>) -> ()
  }) {window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 1, 0>} : (tensor<4x4xf32>, tensor<f32>) -> tensor<3x3xf32>
  "func.return"(%r) : (tensor<3x3xf32>) -> ()
}

// -----
// case: c8_base_dilations_size
// expected: reduce_window_c8
func.func @main(%a0: tensor<4x4xf32>, %a1: tensor<f32>) -> (tensor<3x3xf32>) {
  %r = "stablehlo.reduce_window"(%a0, %a1) ({
    ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%0) : (tensor<f32>) -> ()
  }) {window_dimensions = array<i64: 2, 2>, base_dilations = array<i64: 1>} : (tensor<4x4xf32>, tensor<f32>) -> tensor<3x3xf32>
  "func.return"(%r) : (tensor<3x3xf32>) -> ()
}

// -----
// case: c9_base_dilations_zero
// expected: reduce_window_c9
func.func @main(%a0: tensor<4x4xf32>, %a1: tensor<f32>) -> (tensor<3x3xf32>) {
  %r = "stablehlo.reduce_window"(%a0, %a1) ({
    ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%0) : (tensor<f32>) -> ()
  }) {window_dimensions = array<i64: 2, 2>, base_dilations = array<i64: 0, 1>} : (tensor<4x4xf32>, tensor<f32>) -> tensor<3x3xf32>
  "func.return"(%r) : (tensor<3x3xf32>) -> ()
}

// -----
// case: c10_window_dilations_size
// expected: reduce_window_c10
func.func @main(%a0: tensor<4x4xf32>, %a1: tensor<f32>) -> (tensor<3x3xf32>) {
  %r = "stablehlo.reduce_window"(%a0, %a1) ({
    ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%0) : (tensor<f32>) -> ()
  }) {window_dimensions = array<i64: 2, 2>, window_dilations = array<i64: 1>} : (tensor<4x4xf32>, tensor<f32>) -> tensor<3x3xf32>
  "func.return"(%r) : (tensor<3x3xf32>) -> ()
}

// -----
// case: c11_window_dilations_negative
// expected: reduce_window_c11
func.func @main(%a0: tensor<4x4xf32>, %a1: tensor<f32>) -> (tensor<3x3xf32>) {
  %r = "stablehlo.reduce_window"(%a0, %a1) ({
    ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%0) : (tensor<f32>) -> ()
  }) {window_dimensions = array<i64: 2, 2>, window_dilations = array<i64: 1, -1>} : (tensor<4x4xf32>, tensor<f32>) -> tensor<3x3xf32>
  "func.return"(%r) : (tensor<3x3xf32>) -> ()
}

// -----
// case: c12_padding_shape
// expected: reduce_window_c12
func.func @main(%a0: tensor<4x4xf32>, %a1: tensor<f32>) -> (tensor<3x3xf32>) {
  %r = "stablehlo.reduce_window"(%a0, %a1) ({
    ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%0) : (tensor<f32>) -> ()
  }) {window_dimensions = array<i64: 2, 2>, padding = dense<0> : tensor<1x2xi64>} : (tensor<4x4xf32>, tensor<f32>) -> tensor<3x3xf32>
  "func.return"(%r) : (tensor<3x3xf32>) -> ()
}

// -----
// case: c13_body_not_promotable
// expected: reduce_window_c13
func.func @main(%a0: tensor<4x4xf32>, %a1: tensor<f32>) -> (tensor<3x3xf32>) {
  %r = "stablehlo.reduce_window"(%a0, %a1) ({
    ^bb0(%arg0: tensor<i32>, %arg1: tensor<i32>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%0) : (tensor<i32>) -> ()
  }) {window_dimensions = array<i64: 2, 2>} : (tensor<4x4xf32>, tensor<f32>) -> tensor<3x3xf32>
  "func.return"(%r) : (tensor<3x3xf32>) -> ()
}

// -----
// case: c14_result_shapes
// expected: reduce_window_c14
func.func @main(%a0: tensor<4x4xf32>, %a1: tensor<4x4xf32>, %a2: tensor<f32>, %a3: tensor<f32>) -> (tensor<3x3xf32>, tensor<3x2xf32>) {
  %r:2 = "stablehlo.reduce_window"(%a0, %a1, %a2, %a3) ({
    ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>):
      %0 = "stablehlo.add"(%arg0, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %1 = "stablehlo.add"(%arg1, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%0, %1) : (tensor<f32>, tensor<f32>) -> ()
  }) {window_dimensions = array<i64: 2, 2>} : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<f32>, tensor<f32>) -> (tensor<3x3xf32>, tensor<3x2xf32>)
  "func.return"(%r#0, %r#1) : (tensor<3x3xf32>, tensor<3x2xf32>) -> ()
}

// -----
// case: c15_result_shape
// expected: reduce_window_c15
func.func @main(%a0: tensor<4x4xf32>, %a1: tensor<f32>) -> (tensor<2x3xf32>) {
  %r = "stablehlo.reduce_window"(%a0, %a1) ({
    ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%0) : (tensor<f32>) -> ()
  }) {window_dimensions = array<i64: 2, 2>} : (tensor<4x4xf32>, tensor<f32>) -> tensor<2x3xf32>
  "func.return"(%r) : (tensor<2x3xf32>) -> ()
}

// -----
// case: c15_padded_result_shape
// expected: reduce_window_c15
// padding [1, 0] on dimension 0 gives 5 - 2 + 1 = 4 windows, not 3
func.func @main(%a0: tensor<4x4xf32>, %a1: tensor<f32>) -> (tensor<3x3xf32>) {
  %r = "stablehlo.reduce_window"(%a0, %a1) ({
    ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%0) : (tensor<f32>) -> ()
  }) {window_dimensions = array<i64: 2, 2>, padding = dense<[[1, 0], [0, 0]]> : tensor<2x2xi64>} : (tensor<4x4xf32>, tensor<f32>) -> tensor<3x3xf32>
  "func.return"(%r) : (tensor<3x3xf32>) -> ()
}

// -----
// case: c16_result_element_type
// expected: reduce_window_c16
func.func @main(%a0: tensor<4x4xf32>, %a1: tensor<f32>) -> (tensor<3x3xf64>) {
  %r = "stablehlo.reduce_window"(%a0, %a1) ({
    ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%0) : (tensor<f32>) -> ()
  }) {window_dimensions = array<i64: 2, 2>} : (tensor<4x4xf32>, tensor<f32>) -> tensor<3x3xf64>
  "func.return"(%r) : (tensor<3x3xf64>) -> ()
}

// -----
// case: c3_input_promoted_to_init_type
// expected: reduce_window_c3
// The official verifier accepts i8 inputs reduced in i64 (init value and body); the spec's C3
// asks the inputs' element type to equal the init values' (see spec/verifier_divergences.toml).
func.func @main(%a0: tensor<3x2xi8>, %a1: tensor<i64>) -> tensor<2x2xi64> {
  %r = "stablehlo.reduce_window"(%a0, %a1) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%0) : (tensor<i64>) -> ()
  }) {window_dimensions = array<i64: 2, 1>} : (tensor<3x2xi8>, tensor<i64>) -> tensor<2x2xi64>
  "func.return"(%r) : (tensor<2x2xi64>) -> ()
}

// -----
// case: c6_window_strides_empty
// expected: reduce_window_c6
// The official verifier reads an empty window_strides as the default (all ones) and accepts it;
// the spec's C6 asks size(window_strides) = rank(inputs[0]) = 2.
func.func @main(%a0: tensor<4x4xf32>, %a1: tensor<f32>) -> (tensor<3x3xf32>) {
  %r = "stablehlo.reduce_window"(%a0, %a1) ({
    ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%0) : (tensor<f32>) -> ()
  }) {window_dimensions = array<i64: 2, 2>, window_strides = array<i64>} : (tensor<4x4xf32>, tensor<f32>) -> tensor<3x3xf32>
  "func.return"(%r) : (tensor<3x3xf32>) -> ()
}

// -----
// case: c8_base_dilations_empty
// expected: reduce_window_c8
// The official verifier reads an empty base_dilations as the default (all ones) and accepts it;
// the spec's C8 asks size(base_dilations) = rank(inputs[0]) = 2.
func.func @main(%a0: tensor<4x4xf32>, %a1: tensor<f32>) -> (tensor<3x3xf32>) {
  %r = "stablehlo.reduce_window"(%a0, %a1) ({
    ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%0) : (tensor<f32>) -> ()
  }) {window_dimensions = array<i64: 2, 2>, base_dilations = array<i64>} : (tensor<4x4xf32>, tensor<f32>) -> tensor<3x3xf32>
  "func.return"(%r) : (tensor<3x3xf32>) -> ()
}

// -----
// case: c10_window_dilations_empty
// expected: reduce_window_c10
// As for C6: the official verifier reads an empty window_dilations as the default (all ones);
// the spec's C10 asks size(window_dilations) = rank(inputs[0]) = 2.
func.func @main(%a0: tensor<4x4xf32>, %a1: tensor<f32>) -> (tensor<3x3xf32>) {
  %r = "stablehlo.reduce_window"(%a0, %a1) ({
    ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%0) : (tensor<f32>) -> ()
  }) {window_dimensions = array<i64: 2, 2>, window_dilations = array<i64>} : (tensor<4x4xf32>, tensor<f32>) -> tensor<3x3xf32>
  "func.return"(%r) : (tensor<3x3xf32>) -> ()
}
