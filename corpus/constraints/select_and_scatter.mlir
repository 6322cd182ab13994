// Constraint cases of select_and_scatter (seed 000, section "select_and_scatter"): valid
// programs (the spec's example, defaults, promoted scatter, dynamic) and one program per
// constraint that breaks exactly that constraint.

// case: valid_spec_example
// expected: valid
func.func @main(%a0: tensor<4x2xi64>, %a1: tensor<2x2xi64>, %a2: tensor<i64>) -> (tensor<4x2xi64>) {
  %r = "stablehlo.select_and_scatter"(%a0, %a1, %a2) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.compare"(%arg0, %arg1) {comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%0) : (tensor<i1>) -> ()
  }, {
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%0) : (tensor<i64>) -> ()
  }) {window_dimensions = array<i64: 3, 1>, window_strides = array<i64: 2, 1>, padding = dense<[[0, 1], [0, 0]]> : tensor<2x2xi64>} : (tensor<4x2xi64>, tensor<2x2xi64>, tensor<i64>) -> tensor<4x2xi64>
  "func.return"(%r) : (tensor<4x2xi64>) -> ()
}

// -----
// case: valid_defaults
// expected: valid
// absent strides are ones, absent padding zeros
func.func @main(%a0: tensor<4x2xi64>, %a1: tensor<4x2xi64>, %a2: tensor<i64>) -> (tensor<4x2xi64>) {
  %r = "stablehlo.select_and_scatter"(%a0, %a1, %a2) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.compare"(%arg0, %arg1) {comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%0) : (tensor<i1>) -> ()
  }, {
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%0) : (tensor<i64>) -> ()
  }) {window_dimensions = array<i64: 1, 1>} : (tensor<4x2xi64>, tensor<4x2xi64>, tensor<i64>) -> tensor<4x2xi64>
  "func.return"(%r) : (tensor<4x2xi64>) -> ()
}

// -----
// case: valid_promoted_scatter
// expected: valid
// is_promotable(i32, i64): the scatter function and the result are i64
func.func @main(%a0: tensor<4x2xi32>, %a1: tensor<2x2xi32>, %a2: tensor<i32>) -> (tensor<4x2xi64>) {
  %r = "stablehlo.select_and_scatter"(%a0, %a1, %a2) ({
    ^bb0(%arg0: tensor<i32>, %arg1: tensor<i32>):
      %0 = "stablehlo.compare"(%arg0, %arg1) {comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%0) : (tensor<i1>) -> ()
  }, {
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%0) : (tensor<i64>) -> ()
  }) {window_dimensions = array<i64: 3, 1>, window_strides = array<i64: 2, 1>, padding = dense<[[0, 1], [0, 0]]> : tensor<2x2xi64>} : (tensor<4x2xi32>, tensor<2x2xi32>, tensor<i32>) -> tensor<4x2xi64>
  "func.return"(%r) : (tensor<4x2xi64>) -> ()
}

// -----
// case: valid_dynamic
// expected: valid
func.func @main(%a0: tensor<?x2xi64>, %a1: tensor<?x2xi64>, %a2: tensor<i64>) -> (tensor<?x2xi64>) {
  %r = "stablehlo.select_and_scatter"(%a0, %a1, %a2) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.compare"(%arg0, %arg1) {comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%0) : (tensor<i1>) -> ()
  }, {
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%0) : (tensor<i64>) -> ()
  }) {window_dimensions = array<i64: 3, 1>, window_strides = array<i64: 2, 1>, padding = dense<[[0, 1], [0, 0]]> : tensor<2x2xi64>} : (tensor<?x2xi64>, tensor<?x2xi64>, tensor<i64>) -> tensor<?x2xi64>
  "func.return"(%r) : (tensor<?x2xi64>) -> ()
}

// -----
// case: c1_source_element_type
// expected: select_and_scatter_c1
func.func @main(%a0: tensor<4x2xi64>, %a1: tensor<2x2xi32>, %a2: tensor<i64>) -> (tensor<4x2xi64>) {
  %r = "stablehlo.select_and_scatter"(%a0, %a1, %a2) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.compare"(%arg0, %arg1) {comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%0) : (tensor<i1>) -> ()
  }, {
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%0) : (tensor<i64>) -> ()
  }) {window_dimensions = array<i64: 3, 1>, window_strides = array<i64: 2, 1>, padding = dense<[[0, 1], [0, 0]]> : tensor<2x2xi64>} : (tensor<4x2xi64>, tensor<2x2xi32>, tensor<i64>) -> tensor<4x2xi64>
  "func.return"(%r) : (tensor<4x2xi64>) -> ()
}

// -----
// case: c2_source_shape
// expected: select_and_scatter_c2
func.func @main(%a0: tensor<4x2xi64>, %a1: tensor<3x2xi64>, %a2: tensor<i64>) -> (tensor<4x2xi64>) {
  %r = "stablehlo.select_and_scatter"(%a0, %a1, %a2) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.compare"(%arg0, %arg1) {comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%0) : (tensor<i1>) -> ()
  }, {
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%0) : (tensor<i64>) -> ()
  }) {window_dimensions = array<i64: 3, 1>, window_strides = array<i64: 2, 1>, padding = dense<[[0, 1], [0, 0]]> : tensor<2x2xi64>} : (tensor<4x2xi64>, tensor<3x2xi64>, tensor<i64>) -> tensor<4x2xi64>
  "func.return"(%r) : (tensor<4x2xi64>) -> ()
}

// -----
// case: c3_init_value_element_type
// expected: select_and_scatter_c3
func.func @main(%a0: tensor<4x2xi64>, %a1: tensor<2x2xi64>, %a2: tensor<i32>) -> (tensor<4x2xi64>) {
  %r = "stablehlo.select_and_scatter"(%a0, %a1, %a2) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.compare"(%arg0, %arg1) {comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%0) : (tensor<i1>) -> ()
  }, {
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%0) : (tensor<i64>) -> ()
  }) {window_dimensions = array<i64: 3, 1>, window_strides = array<i64: 2, 1>, padding = dense<[[0, 1], [0, 0]]> : tensor<2x2xi64>} : (tensor<4x2xi64>, tensor<2x2xi64>, tensor<i32>) -> tensor<4x2xi64>
  "func.return"(%r) : (tensor<4x2xi64>) -> ()
}

// -----
// case: c4_window_dimensions_size
// expected: select_and_scatter_c4
func.func @main(%a0: tensor<4x2xi64>, %a1: tensor<2x2xi64>, %a2: tensor<i64>) -> (tensor<4x2xi64>) {
  %r = "stablehlo.select_and_scatter"(%a0, %a1, %a2) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.compare"(%arg0, %arg1) {comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%0) : (tensor<i1>) -> ()
  }, {
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%0) : (tensor<i64>) -> ()
  }) {window_dimensions = array<i64: 3>, window_strides = array<i64: 2, 1>} : (tensor<4x2xi64>, tensor<2x2xi64>, tensor<i64>) -> tensor<4x2xi64>
  "func.return"(%r) : (tensor<4x2xi64>) -> ()
}

// -----
// case: c5_window_dimensions_zero
// expected: select_and_scatter_c5
func.func @main(%a0: tensor<4x2xi64>, %a1: tensor<2x2xi64>, %a2: tensor<i64>) -> (tensor<4x2xi64>) {
  %r = "stablehlo.select_and_scatter"(%a0, %a1, %a2) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.compare"(%arg0, %arg1) {comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%0) : (tensor<i1>) -> ()
  }, {
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%0) : (tensor<i64>) -> ()
  }) {window_dimensions = array<i64: 3, 0>, window_strides = array<i64: 2, 1>, padding = dense<[[0, 1], [0, 0]]> : tensor<2x2xi64>} : (tensor<4x2xi64>, tensor<2x2xi64>, tensor<i64>) -> tensor<4x2xi64>
  "func.return"(%r) : (tensor<4x2xi64>) -> ()
}

// -----
// case: c6_window_strides_size
// expected: select_and_scatter_c6
func.func @main(%a0: tensor<4x2xi64>, %a1: tensor<2x2xi64>, %a2: tensor<i64>) -> (tensor<4x2xi64>) {
  %r = "stablehlo.select_and_scatter"(%a0, %a1, %a2) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.compare"(%arg0, %arg1) {comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%0) : (tensor<i1>) -> ()
  }, {
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%0) : (tensor<i64>) -> ()
  }) {window_dimensions = array<i64: 3, 1>, window_strides = array<i64: 2>, padding = dense<[[0, 1], [0, 0]]> : tensor<2x2xi64>} : (tensor<4x2xi64>, tensor<2x2xi64>, tensor<i64>) -> tensor<4x2xi64>
  "func.return"(%r) : (tensor<4x2xi64>) -> ()
}

// -----
// case: c7_window_strides_zero
// expected: select_and_scatter_c7
func.func @main(%a0: tensor<4x2xi64>, %a1: tensor<2x2xi64>, %a2: tensor<i64>) -> (tensor<4x2xi64>) {
  %r = "stablehlo.select_and_scatter"(%a0, %a1, %a2) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.compare"(%arg0, %arg1) {comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%0) : (tensor<i1>) -> ()
  }, {
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%0) : (tensor<i64>) -> ()
  }) {window_dimensions = array<i64: 3, 1>, window_strides = array<i64: 2, 0>, padding = dense<[[0, 1], [0, 0]]> : tensor<2x2xi64>} : (tensor<4x2xi64>, tensor<2x2xi64>, tensor<i64>) -> tensor<4x2xi64>
  "func.return"(%r) : (tensor<4x2xi64>) -> ()
}

// -----
// case: c8_padding_shape
// expected: select_and_scatter_c8
func.func @main(%a0: tensor<4x2xi64>, %a1: tensor<2x2xi64>, %a2: tensor<i64>) -> (tensor<4x2xi64>) {
  %r = "stablehlo.select_and_scatter"(%a0, %a1, %a2) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.compare"(%arg0, %arg1) {comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%0) : (tensor<i1>) -> ()
  }, {
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%0) : (tensor<i64>) -> ()
  }) {window_dimensions = array<i64: 3, 1>, window_strides = array<i64: 2, 1>, padding = dense<0> : tensor<2x1xi64>} : (tensor<4x2xi64>, tensor<2x2xi64>, tensor<i64>) -> tensor<4x2xi64>
  "func.return"(%r) : (tensor<4x2xi64>) -> ()
}

// -----
// case: c9_select_result_type
// expected: select_and_scatter_c9
func.func @main(%a0: tensor<4x2xi64>, %a1: tensor<2x2xi64>, %a2: tensor<i64>) -> (tensor<4x2xi64>) {
  %r = "stablehlo.select_and_scatter"(%a0, %a1, %a2) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%0) : (tensor<i64>) -> ()
  }, {
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%0) : (tensor<i64>) -> ()
  }) {window_dimensions = array<i64: 3, 1>, window_strides = array<i64: 2, 1>, padding = dense<[[0, 1], [0, 0]]> : tensor<2x2xi64>} : (tensor<4x2xi64>, tensor<2x2xi64>, tensor<i64>) -> tensor<4x2xi64>
  "func.return"(%r) : (tensor<4x2xi64>) -> ()
}

// -----
// case: c9_select_argument_type
// expected: select_and_scatter_c9
func.func @main(%a0: tensor<4x2xi64>, %a1: tensor<2x2xi64>, %a2: tensor<i64>) -> (tensor<4x2xi64>) {
  %r = "stablehlo.select_and_scatter"(%a0, %a1, %a2) ({
    ^bb0(%arg0: tensor<i32>, %arg1: tensor<i32>):
      %0 = "stablehlo.compare"(%arg0, %arg1) {comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%0) : (tensor<i1>) -> ()
  }, {
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%0) : (tensor<i64>) -> ()
  }) {window_dimensions = array<i64: 3, 1>, window_strides = array<i64: 2, 1>, padding = dense<[[0, 1], [0, 0]]> : tensor<2x2xi64>} : (tensor<4x2xi64>, tensor<2x2xi64>, tensor<i64>) -> tensor<4x2xi64>
  "func.return"(%r) : (tensor<4x2xi64>) -> ()
}

// -----
// case: c10_scatter_not_promotable
// expected: select_and_scatter_c10
func.func @main(%a0: tensor<4x2xi64>, %a1: tensor<2x2xi64>, %a2: tensor<i64>) -> (tensor<4x2xi64>) {
  %r = "stablehlo.select_and_scatter"(%a0, %a1, %a2) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.compare"(%arg0, %arg1) {comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%0) : (tensor<i1>) -> ()
  }, {
    ^bb0(%arg0: tensor<i32>, %arg1: tensor<i32>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%0) : (tensor<i32>) -> ()
  }) {window_dimensions = array<i64: 3, 1>, window_strides = array<i64: 2, 1>, padding = dense<[[0, 1], [0, 0]]> : tensor<2x2xi64>} : (tensor<4x2xi64>, tensor<2x2xi64>, tensor<i64>) -> tensor<4x2xi64>
  "func.return"(%r) : (tensor<4x2xi64>) -> ()
}

// -----
// case: c11_result_shape
// expected: select_and_scatter_c11
func.func @main(%a0: tensor<4x2xi64>, %a1: tensor<2x2xi64>, %a2: tensor<i64>) -> (tensor<4x3xi64>) {
  %r = "stablehlo.select_and_scatter"(%a0, %a1, %a2) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.compare"(%arg0, %arg1) {comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%0) : (tensor<i1>) -> ()
  }, {
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%0) : (tensor<i64>) -> ()
  }) {window_dimensions = array<i64: 3, 1>, window_strides = array<i64: 2, 1>, padding = dense<[[0, 1], [0, 0]]> : tensor<2x2xi64>} : (tensor<4x2xi64>, tensor<2x2xi64>, tensor<i64>) -> tensor<4x3xi64>
  "func.return"(%r) : (tensor<4x3xi64>) -> ()
}

// -----
// case: c12_result_element_type
// expected: select_and_scatter_c12
func.func @main(%a0: tensor<4x2xi64>, %a1: tensor<2x2xi64>, %a2: tensor<i64>) -> (tensor<4x2xi32>) {
  %r = "stablehlo.select_and_scatter"(%a0, %a1, %a2) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.compare"(%arg0, %arg1) {comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%0) : (tensor<i1>) -> ()
  }, {
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%0) : (tensor<i64>) -> ()
  }) {window_dimensions = array<i64: 3, 1>, window_strides = array<i64: 2, 1>, padding = dense<[[0, 1], [0, 0]]> : tensor<2x2xi64>} : (tensor<4x2xi64>, tensor<2x2xi64>, tensor<i64>) -> tensor<4x2xi32>
  "func.return"(%r) : (tensor<4x2xi32>) -> ()
}

// -----
// case: c6_window_strides_empty
// expected: select_and_scatter_c6
// The official verifier reads an empty window_strides as the default (all ones) and accepts it
// (the source's 2x2 is the shape those strides give); the spec's C6 asks
// size(window_strides) = rank(operand) = 2.
func.func @main(%a0: tensor<4x2xi64>, %a1: tensor<2x2xi64>, %a2: tensor<i64>) -> (tensor<4x2xi64>) {
  %r = "stablehlo.select_and_scatter"(%a0, %a1, %a2) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.compare"(%arg0, %arg1) {comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%0) : (tensor<i1>) -> ()
  }, {
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%0) : (tensor<i64>) -> ()
  }) {window_dimensions = array<i64: 3, 1>, window_strides = array<i64>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>} : (tensor<4x2xi64>, tensor<2x2xi64>, tensor<i64>) -> tensor<4x2xi64>
  "func.return"(%r) : (tensor<4x2xi64>) -> ()
}
