// Constraint cases of sort (seed 000, section "sort").

// case: valid_two_inputs
// expected: valid
func.func @main(%x0: tensor<4x3xf32>, %x1: tensor<4x3xi32>) -> (tensor<4x3xf32>, tensor<4x3xi32>) {
  %r:2 = "stablehlo.sort"(%x0, %x1) ({
  ^bb0(%a0: tensor<f32>, %a1: tensor<f32>, %a2: tensor<i32>, %a3: tensor<i32>):
    %c = "stablehlo.compare"(%a0, %a1) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    "stablehlo.return"(%c) : (tensor<i1>) -> ()
  }) {dimension = 0 : i64, is_stable = true} : (tensor<4x3xf32>, tensor<4x3xi32>) -> (tensor<4x3xf32>, tensor<4x3xi32>)
  func.return %r#0, %r#1 : tensor<4x3xf32>, tensor<4x3xi32>
}

// -----
// case: valid_one_input_negative_dimension
// expected: valid
func.func @main(%x0: tensor<4x3xf32>) -> (tensor<4x3xf32>) {
  %r = "stablehlo.sort"(%x0) ({
  ^bb0(%a0: tensor<f32>, %a1: tensor<f32>):
    %c = "stablehlo.compare"(%a0, %a1) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    "stablehlo.return"(%c) : (tensor<i1>) -> ()
  }) {dimension = -1 : i64, is_stable = true} : (tensor<4x3xf32>) -> (tensor<4x3xf32>)
  func.return %r : tensor<4x3xf32>
}

// -----
// case: valid_quantized
// expected: valid
func.func @main(%x0: tensor<5x!quant.uniform<i8:f32, 0.5:-1>>) -> (tensor<5x!quant.uniform<i8:f32, 0.5:-1>>) {
  %r = "stablehlo.sort"(%x0) ({
  ^bb0(%a0: tensor<!quant.uniform<i8:f32, 0.5:-1>>, %a1: tensor<!quant.uniform<i8:f32, 0.5:-1>>):
    %c = "stablehlo.compare"(%a0, %a1) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<!quant.uniform<i8:f32, 0.5:-1>>, tensor<!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<i1>
    "stablehlo.return"(%c) : (tensor<i1>) -> ()
  }) {dimension = 0 : i64, is_stable = true} : (tensor<5x!quant.uniform<i8:f32, 0.5:-1>>) -> (tensor<5x!quant.uniform<i8:f32, 0.5:-1>>)
  func.return %r : tensor<5x!quant.uniform<i8:f32, 0.5:-1>>
}

// -----
// case: valid_dynamic
// expected: valid
func.func @main(%x0: tensor<?x3xf32>) -> (tensor<?x3xf32>) {
  %r = "stablehlo.sort"(%x0) ({
  ^bb0(%a0: tensor<f32>, %a1: tensor<f32>):
    %c = "stablehlo.compare"(%a0, %a1) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    "stablehlo.return"(%c) : (tensor<i1>) -> ()
  }) {dimension = 0 : i64, is_stable = true} : (tensor<?x3xf32>) -> (tensor<?x3xf32>)
  func.return %r : tensor<?x3xf32>
}

// -----
// case: c1_no_inputs
// expected: sort_c1
func.func @main() -> () {
  "stablehlo.sort"() ({
  ^bb0():
    %c = "stablehlo.constant"() {value = dense<true> : tensor<i1>} : () -> tensor<i1>
    "stablehlo.return"(%c) : (tensor<i1>) -> ()
  }) {dimension = 0 : i64, is_stable = true} : () -> ()
  func.return
}

// -----
// case: c2_result_element_type
// expected: sort_c2
func.func @main(%x0: tensor<4x3xf32>, %x1: tensor<4x3xi32>) -> (tensor<4x3xf32>, tensor<4x3xf32>) {
  %r:2 = "stablehlo.sort"(%x0, %x1) ({
  ^bb0(%a0: tensor<f32>, %a1: tensor<f32>, %a2: tensor<i32>, %a3: tensor<i32>):
    %c = "stablehlo.compare"(%a0, %a1) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    "stablehlo.return"(%c) : (tensor<i1>) -> ()
  }) {dimension = 0 : i64, is_stable = true} : (tensor<4x3xf32>, tensor<4x3xi32>) -> (tensor<4x3xf32>, tensor<4x3xf32>)
  func.return %r#0, %r#1 : tensor<4x3xf32>, tensor<4x3xf32>
}

// -----
// case: c3_input_shapes
// expected: sort_c3
func.func @main(%x0: tensor<4x3xf32>, %x1: tensor<4x2xi32>) -> (tensor<4x3xf32>, tensor<4x2xi32>) {
  %r:2 = "stablehlo.sort"(%x0, %x1) ({
  ^bb0(%a0: tensor<f32>, %a1: tensor<f32>, %a2: tensor<i32>, %a3: tensor<i32>):
    %c = "stablehlo.compare"(%a0, %a1) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    "stablehlo.return"(%c) : (tensor<i1>) -> ()
  }) {dimension = 0 : i64, is_stable = true} : (tensor<4x3xf32>, tensor<4x2xi32>) -> (tensor<4x3xf32>, tensor<4x2xi32>)
  func.return %r#0, %r#1 : tensor<4x3xf32>, tensor<4x2xi32>
}

// -----
// case: c4_dimension_too_large
// expected: sort_c4
func.func @main(%x0: tensor<4x3xf32>, %x1: tensor<4x3xi32>) -> (tensor<4x3xf32>, tensor<4x3xi32>) {
  %r:2 = "stablehlo.sort"(%x0, %x1) ({
  ^bb0(%a0: tensor<f32>, %a1: tensor<f32>, %a2: tensor<i32>, %a3: tensor<i32>):
    %c = "stablehlo.compare"(%a0, %a1) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    "stablehlo.return"(%c) : (tensor<i1>) -> ()
  }) {dimension = 2 : i64, is_stable = true} : (tensor<4x3xf32>, tensor<4x3xi32>) -> (tensor<4x3xf32>, tensor<4x3xi32>)
  func.return %r#0, %r#1 : tensor<4x3xf32>, tensor<4x3xi32>
}

// -----
// case: c4_dimension_too_small
// expected: sort_c4
func.func @main(%x0: tensor<4x3xf32>, %x1: tensor<4x3xi32>) -> (tensor<4x3xf32>, tensor<4x3xi32>) {
  %r:2 = "stablehlo.sort"(%x0, %x1) ({
  ^bb0(%a0: tensor<f32>, %a1: tensor<f32>, %a2: tensor<i32>, %a3: tensor<i32>):
    %c = "stablehlo.compare"(%a0, %a1) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    "stablehlo.return"(%c) : (tensor<i1>) -> ()
  }) {dimension = -3 : i64, is_stable = true} : (tensor<4x3xf32>, tensor<4x3xi32>) -> (tensor<4x3xf32>, tensor<4x3xi32>)
  func.return %r#0, %r#1 : tensor<4x3xf32>, tensor<4x3xi32>
}

// -----
// case: c5_comparator_arity
// expected: sort_c5
func.func @main(%x0: tensor<4x3xf32>, %x1: tensor<4x3xi32>) -> (tensor<4x3xf32>, tensor<4x3xi32>) {
  %r:2 = "stablehlo.sort"(%x0, %x1) ({
  ^bb0(%a0: tensor<f32>, %a1: tensor<f32>):
    %c = "stablehlo.compare"(%a0, %a1) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    "stablehlo.return"(%c) : (tensor<i1>) -> ()
  }) {dimension = 0 : i64, is_stable = true} : (tensor<4x3xf32>, tensor<4x3xi32>) -> (tensor<4x3xf32>, tensor<4x3xi32>)
  func.return %r#0, %r#1 : tensor<4x3xf32>, tensor<4x3xi32>
}

// -----
// case: c5_comparator_element_type
// expected: sort_c5
func.func @main(%x0: tensor<4x3xf32>, %x1: tensor<4x3xi32>) -> (tensor<4x3xf32>, tensor<4x3xi32>) {
  %r:2 = "stablehlo.sort"(%x0, %x1) ({
  ^bb0(%a0: tensor<f32>, %a1: tensor<f32>, %a2: tensor<i64>, %a3: tensor<i64>):
    %c = "stablehlo.compare"(%a0, %a1) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    "stablehlo.return"(%c) : (tensor<i1>) -> ()
  }) {dimension = 0 : i64, is_stable = true} : (tensor<4x3xf32>, tensor<4x3xi32>) -> (tensor<4x3xf32>, tensor<4x3xi32>)
  func.return %r#0, %r#1 : tensor<4x3xf32>, tensor<4x3xi32>
}

// -----
// case: c5_comparator_result
// expected: sort_c5
func.func @main(%x0: tensor<4xf32>) -> (tensor<4xf32>) {
  %r = "stablehlo.sort"(%x0) ({
  ^bb0(%a0: tensor<f32>, %a1: tensor<f32>):
    %c = "stablehlo.add"(%a0, %a1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%c) : (tensor<f32>) -> ()
  }) {dimension = 0 : i64, is_stable = true} : (tensor<4xf32>) -> (tensor<4xf32>)
  func.return %r : tensor<4xf32>
}
