// Constraint cases of scatter (seed 000, section "scatter"): valid programs (plain, batching
// dims, variadic, quantized, dynamic, promoted computation) and one program per constraint.

// case: valid_simple
// expected: valid
func.func @main(%in0: tensor<3x4xf32>, %indices: tensor<2x1xi64>, %up0: tensor<2x4xf32>) -> (tensor<3x4xf32>) {
  %r = "stablehlo.scatter"(%in0, %indices, %up0) ({
  ^bb0(%a0: tensor<f32>, %a1: tensor<f32>):
    %s0 = "stablehlo.add"(%a0, %a1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s0) : (tensor<f32>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<3x4xf32>, tensor<2x1xi64>, tensor<2x4xf32>) -> (tensor<3x4xf32>)
  func.return %r : tensor<3x4xf32>
}

// -----
// case: valid_batching
// expected: valid
func.func @main(%in0: tensor<2x3x4xf32>, %indices: tensor<2x5x1xi64>, %up0: tensor<2x5x4xf32>) -> (tensor<2x3x4xf32>) {
  %r = "stablehlo.scatter"(%in0, %indices, %up0) ({
  ^bb0(%a0: tensor<f32>, %a1: tensor<f32>):
    %s0 = "stablehlo.add"(%a0, %a1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s0) : (tensor<f32>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, indices_are_sorted = false, unique_indices = false} : (tensor<2x3x4xf32>, tensor<2x5x1xi64>, tensor<2x5x4xf32>) -> (tensor<2x3x4xf32>)
  func.return %r : tensor<2x3x4xf32>
}

// -----
// case: valid_two_inputs
// expected: valid
func.func @main(%in0: tensor<3x4xf32>, %in1: tensor<3x4xi32>, %indices: tensor<2x1xi64>, %up0: tensor<2x4xf32>, %up1: tensor<2x4xi32>) -> (tensor<3x4xf32>, tensor<3x4xi32>) {
  %r:2 = "stablehlo.scatter"(%in0, %in1, %indices, %up0, %up1) ({
  ^bb0(%a0: tensor<f32>, %a1: tensor<i32>, %a2: tensor<f32>, %a3: tensor<i32>):
    %s0 = "stablehlo.add"(%a0, %a2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %s1 = "stablehlo.add"(%a1, %a3) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%s0, %s1) : (tensor<f32>, tensor<i32>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<3x4xf32>, tensor<3x4xi32>, tensor<2x1xi64>, tensor<2x4xf32>, tensor<2x4xi32>) -> (tensor<3x4xf32>, tensor<3x4xi32>)
  func.return %r#0, %r#1 : tensor<3x4xf32>, tensor<3x4xi32>
}

// -----
// case: valid_full_windows
// expected: valid
func.func @main(%in0: tensor<3x3xf32>, %indices: tensor<2x1xi64>, %up0: tensor<2x3x3xf32>) -> (tensor<3x3xf32>) {
  %r = "stablehlo.scatter"(%in0, %indices, %up0) ({
  ^bb0(%a0: tensor<f32>, %a1: tensor<f32>):
    %s0 = "stablehlo.add"(%a0, %a1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s0) : (tensor<f32>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<3x3xf32>, tensor<2x1xi64>, tensor<2x3x3xf32>) -> (tensor<3x3xf32>)
  func.return %r : tensor<3x3xf32>
}

// -----
// case: valid_two_batching_dims
// expected: valid
func.func @main(%in0: tensor<2x2x4xf32>, %indices: tensor<2x2x1xi64>, %up0: tensor<2x2xf32>) -> (tensor<2x2x4xf32>) {
  %r = "stablehlo.scatter"(%in0, %indices, %up0) ({
  ^bb0(%a0: tensor<f32>, %a1: tensor<f32>):
    %s0 = "stablehlo.add"(%a0, %a1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s0) : (tensor<f32>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 2>, indices_are_sorted = false, unique_indices = false} : (tensor<2x2x4xf32>, tensor<2x2x1xi64>, tensor<2x2xf32>) -> (tensor<2x2x4xf32>)
  func.return %r : tensor<2x2x4xf32>
}

// -----
// case: valid_quantized
// expected: valid
func.func @main(%in0: tensor<3x4x!quant.uniform<i8:f32, 0.5:-1>>, %indices: tensor<2x1xi64>, %up0: tensor<2x4x!quant.uniform<i8:f32, 0.5:-1>>) -> (tensor<3x4x!quant.uniform<i8:f32, 0.5:-1>>) {
  %r = "stablehlo.scatter"(%in0, %indices, %up0) ({
  ^bb0(%a0: tensor<!quant.uniform<i8:f32, 0.5:-1>>, %a1: tensor<!quant.uniform<i8:f32, 0.5:-1>>):
    %s0 = "stablehlo.add"(%a0, %a1) : (tensor<!quant.uniform<i8:f32, 0.5:-1>>, tensor<!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<!quant.uniform<i8:f32, 0.5:-1>>
    "stablehlo.return"(%s0) : (tensor<!quant.uniform<i8:f32, 0.5:-1>>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<3x4x!quant.uniform<i8:f32, 0.5:-1>>, tensor<2x1xi64>, tensor<2x4x!quant.uniform<i8:f32, 0.5:-1>>) -> (tensor<3x4x!quant.uniform<i8:f32, 0.5:-1>>)
  func.return %r : tensor<3x4x!quant.uniform<i8:f32, 0.5:-1>>
}

// -----
// case: valid_dynamic
// expected: valid
func.func @main(%in0: tensor<?x4xf32>, %indices: tensor<?x1xi32>, %up0: tensor<?x4xf32>) -> (tensor<?x4xf32>) {
  %r = "stablehlo.scatter"(%in0, %indices, %up0) ({
  ^bb0(%a0: tensor<f32>, %a1: tensor<f32>):
    %s0 = "stablehlo.add"(%a0, %a1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s0) : (tensor<f32>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<?x4xf32>, tensor<?x1xi32>, tensor<?x4xf32>) -> (tensor<?x4xf32>)
  func.return %r : tensor<?x4xf32>
}

// -----
// case: valid_promoted_computation
// expected: valid
// is_promotable(f32, f64): the computation may be wider than the inputs, and the results have its element type (C23, C25)
func.func @main(%in0: tensor<3x4xf32>, %indices: tensor<2x1xi64>, %up0: tensor<2x4xf32>) -> (tensor<3x4xf64>) {
  %r = "stablehlo.scatter"(%in0, %indices, %up0) ({
  ^bb0(%a0: tensor<f64>, %a1: tensor<f64>):
    %s0 = "stablehlo.add"(%a0, %a1) : (tensor<f64>, tensor<f64>) -> tensor<f64>
    "stablehlo.return"(%s0) : (tensor<f64>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<3x4xf32>, tensor<2x1xi64>, tensor<2x4xf32>) -> (tensor<3x4xf64>)
  func.return %r : tensor<3x4xf64>
}

// -----
// case: c1_input_shapes
// expected: scatter_c1
func.func @main(%in0: tensor<3x4xf32>, %in1: tensor<3x5xi32>, %indices: tensor<2x1xi64>, %up0: tensor<2x4xf32>, %up1: tensor<2x4xi32>) -> (tensor<3x4xf32>, tensor<3x5xi32>) {
  %r:2 = "stablehlo.scatter"(%in0, %in1, %indices, %up0, %up1) ({
  ^bb0(%a0: tensor<f32>, %a1: tensor<i32>, %a2: tensor<f32>, %a3: tensor<i32>):
    %s0 = "stablehlo.add"(%a0, %a2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %s1 = "stablehlo.add"(%a1, %a3) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%s0, %s1) : (tensor<f32>, tensor<i32>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<3x4xf32>, tensor<3x5xi32>, tensor<2x1xi64>, tensor<2x4xf32>, tensor<2x4xi32>) -> (tensor<3x4xf32>, tensor<3x5xi32>)
  func.return %r#0, %r#1 : tensor<3x4xf32>, tensor<3x5xi32>
}

// -----
// case: c2_rank
// expected: scatter_c2
func.func @main(%in0: tensor<3x4xf32>, %indices: tensor<2x1xi64>, %up0: tensor<2x4xf32>) -> (tensor<3x4xf32>) {
  %r = "stablehlo.scatter"(%in0, %indices, %up0) ({
  ^bb0(%a0: tensor<f32>, %a1: tensor<f32>):
    %s0 = "stablehlo.add"(%a0, %a1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s0) : (tensor<f32>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<3x4xf32>, tensor<2x1xi64>, tensor<2x4xf32>) -> (tensor<3x4xf32>)
  func.return %r : tensor<3x4xf32>
}

// -----
// case: c3_update_shapes
// expected: scatter_c3
func.func @main(%in0: tensor<3x4xf32>, %in1: tensor<3x4xi32>, %indices: tensor<2x1xi64>, %up0: tensor<2x4xf32>, %up1: tensor<2x3xi32>) -> (tensor<3x4xf32>, tensor<3x4xi32>) {
  %r:2 = "stablehlo.scatter"(%in0, %in1, %indices, %up0, %up1) ({
  ^bb0(%a0: tensor<f32>, %a1: tensor<i32>, %a2: tensor<f32>, %a3: tensor<i32>):
    %s0 = "stablehlo.add"(%a0, %a2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %s1 = "stablehlo.add"(%a1, %a3) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%s0, %s1) : (tensor<f32>, tensor<i32>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<3x4xf32>, tensor<3x4xi32>, tensor<2x1xi64>, tensor<2x4xf32>, tensor<2x3xi32>) -> (tensor<3x4xf32>, tensor<3x4xi32>)
  func.return %r#0, %r#1 : tensor<3x4xf32>, tensor<3x4xi32>
}

// -----
// case: c4_scatter_dim_size
// expected: scatter_c4
func.func @main(%in0: tensor<3x4xf32>, %indices: tensor<2x1xi64>, %up0: tensor<3x4xf32>) -> (tensor<3x4xf32>) {
  %r = "stablehlo.scatter"(%in0, %indices, %up0) ({
  ^bb0(%a0: tensor<f32>, %a1: tensor<f32>):
    %s0 = "stablehlo.add"(%a0, %a1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s0) : (tensor<f32>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<3x4xf32>, tensor<2x1xi64>, tensor<3x4xf32>) -> (tensor<3x4xf32>)
  func.return %r : tensor<3x4xf32>
}

// -----
// case: c4_window_too_large
// expected: scatter_c4
func.func @main(%in0: tensor<3x4xf32>, %indices: tensor<2x1xi64>, %up0: tensor<2x5xf32>) -> (tensor<3x4xf32>) {
  %r = "stablehlo.scatter"(%in0, %indices, %up0) ({
  ^bb0(%a0: tensor<f32>, %a1: tensor<f32>):
    %s0 = "stablehlo.add"(%a0, %a1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s0) : (tensor<f32>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<3x4xf32>, tensor<2x1xi64>, tensor<2x5xf32>) -> (tensor<3x4xf32>)
  func.return %r : tensor<3x4xf32>
}

// -----
// case: c4_updates_rank
// expected: scatter_c4
func.func @main(%in0: tensor<3x4xf32>, %indices: tensor<2x1xi64>, %up0: tensor<2x1x4xf32>) -> (tensor<3x4xf32>) {
  %r = "stablehlo.scatter"(%in0, %indices, %up0) ({
  ^bb0(%a0: tensor<f32>, %a1: tensor<f32>):
    %s0 = "stablehlo.add"(%a0, %a1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s0) : (tensor<f32>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<3x4xf32>, tensor<2x1xi64>, tensor<2x1x4xf32>) -> (tensor<3x4xf32>)
  func.return %r : tensor<3x4xf32>
}

// -----
// case: c5_no_inputs
// expected: scatter_c5
func.func @main(%indices: tensor<2x1xi64>) -> () {
  "stablehlo.scatter"(%indices) ({
  ^bb0():
    "stablehlo.return"() : () -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<2x1xi64>) -> ()
  func.return
}

// -----
// case: c6_update_element_type
// expected: scatter_c6
func.func @main(%in0: tensor<3x4xf32>, %indices: tensor<2x1xi64>, %up0: tensor<2x4xf64>) -> (tensor<3x4xf32>) {
  %r = "stablehlo.scatter"(%in0, %indices, %up0) ({
  ^bb0(%a0: tensor<f32>, %a1: tensor<f32>):
    %s0 = "stablehlo.add"(%a0, %a1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s0) : (tensor<f32>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<3x4xf32>, tensor<2x1xi64>, tensor<2x4xf64>) -> (tensor<3x4xf32>)
  func.return %r : tensor<3x4xf32>
}

// -----
// case: c7_update_window_dims_sorted
// expected: scatter_c7
func.func @main(%in0: tensor<3x3xf32>, %indices: tensor<2x1xi64>, %up0: tensor<2x3x3xf32>) -> (tensor<3x3xf32>) {
  %r = "stablehlo.scatter"(%in0, %indices, %up0) ({
  ^bb0(%a0: tensor<f32>, %a1: tensor<f32>):
    %s0 = "stablehlo.add"(%a0, %a1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s0) : (tensor<f32>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2, 1], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<3x3xf32>, tensor<2x1xi64>, tensor<2x3x3xf32>) -> (tensor<3x3xf32>)
  func.return %r : tensor<3x3xf32>
}

// -----
// case: c8_update_window_dims_range
// expected: scatter_c8
func.func @main(%in0: tensor<3x4xf32>, %indices: tensor<2x1xi64>, %up0: tensor<2x4xf32>) -> (tensor<3x4xf32>) {
  %r = "stablehlo.scatter"(%in0, %indices, %up0) ({
  ^bb0(%a0: tensor<f32>, %a1: tensor<f32>):
    %s0 = "stablehlo.add"(%a0, %a1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s0) : (tensor<f32>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<3x4xf32>, tensor<2x1xi64>, tensor<2x4xf32>) -> (tensor<3x4xf32>)
  func.return %r : tensor<3x4xf32>
}

// -----
// case: c9_inserted_and_batching_unique
// expected: scatter_c9
func.func @main(%in0: tensor<2x3x4xf32>, %indices: tensor<2x5x1xi64>, %up0: tensor<2x5x4xf32>) -> (tensor<2x3x4xf32>) {
  %r = "stablehlo.scatter"(%in0, %indices, %up0) ({
  ^bb0(%a0: tensor<f32>, %a1: tensor<f32>):
    %s0 = "stablehlo.add"(%a0, %a1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s0) : (tensor<f32>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, indices_are_sorted = false, unique_indices = false} : (tensor<2x3x4xf32>, tensor<2x5x1xi64>, tensor<2x5x4xf32>) -> (tensor<2x3x4xf32>)
  func.return %r : tensor<2x3x4xf32>
}

// -----
// case: c10_inserted_sorted
// expected: scatter_c10
func.func @main(%in0: tensor<3x4x5xf32>, %indices: tensor<2x2xi64>, %up0: tensor<2x5xf32>) -> (tensor<3x4x5xf32>) {
  %r = "stablehlo.scatter"(%in0, %indices, %up0) ({
  ^bb0(%a0: tensor<f32>, %a1: tensor<f32>):
    %s0 = "stablehlo.add"(%a0, %a1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s0) : (tensor<f32>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [1, 0], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<3x4x5xf32>, tensor<2x2xi64>, tensor<2x5xf32>) -> (tensor<3x4x5xf32>)
  func.return %r : tensor<3x4x5xf32>
}

// -----
// case: c11_inserted_range
// expected: scatter_c11
func.func @main(%in0: tensor<3x4xf32>, %indices: tensor<2x1xi64>, %up0: tensor<2x4xf32>) -> (tensor<3x4xf32>) {
  %r = "stablehlo.scatter"(%in0, %indices, %up0) ({
  ^bb0(%a0: tensor<f32>, %a1: tensor<f32>):
    %s0 = "stablehlo.add"(%a0, %a1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s0) : (tensor<f32>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [2], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<3x4xf32>, tensor<2x1xi64>, tensor<2x4xf32>) -> (tensor<3x4xf32>)
  func.return %r : tensor<3x4xf32>
}

// -----
// case: c12_batching_sorted
// expected: scatter_c12
func.func @main(%in0: tensor<2x2x4xf32>, %indices: tensor<2x2x1xi64>, %up0: tensor<2x2xf32>) -> (tensor<2x2x4xf32>) {
  %r = "stablehlo.scatter"(%in0, %indices, %up0) ({
  ^bb0(%a0: tensor<f32>, %a1: tensor<f32>):
    %s0 = "stablehlo.add"(%a0, %a1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s0) : (tensor<f32>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [1, 0], scatter_indices_batching_dims = [1, 0], scatter_dims_to_operand_dims = [2], index_vector_dim = 2>, indices_are_sorted = false, unique_indices = false} : (tensor<2x2x4xf32>, tensor<2x2x1xi64>, tensor<2x2xf32>) -> (tensor<2x2x4xf32>)
  func.return %r : tensor<2x2x4xf32>
}

// -----
// case: c13_batching_range
// expected: scatter_c13
func.func @main(%in0: tensor<2x3x4xf32>, %indices: tensor<2x5x1xi64>, %up0: tensor<2x5x4xf32>) -> (tensor<2x3x4xf32>) {
  %r = "stablehlo.scatter"(%in0, %indices, %up0) ({
  ^bb0(%a0: tensor<f32>, %a1: tensor<f32>):
    %s0 = "stablehlo.add"(%a0, %a1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s0) : (tensor<f32>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [1], input_batching_dims = [3], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, indices_are_sorted = false, unique_indices = false} : (tensor<2x3x4xf32>, tensor<2x5x1xi64>, tensor<2x5x4xf32>) -> (tensor<2x3x4xf32>)
  func.return %r : tensor<2x3x4xf32>
}

// -----
// case: c14_indices_batching_unique
// expected: scatter_c14
func.func @main(%in0: tensor<2x2x4xf32>, %indices: tensor<2x2x1xi64>, %up0: tensor<2x2xf32>) -> (tensor<2x2x4xf32>) {
  %r = "stablehlo.scatter"(%in0, %indices, %up0) ({
  ^bb0(%a0: tensor<f32>, %a1: tensor<f32>):
    %s0 = "stablehlo.add"(%a0, %a1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s0) : (tensor<f32>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 0], scatter_dims_to_operand_dims = [2], index_vector_dim = 2>, indices_are_sorted = false, unique_indices = false} : (tensor<2x2x4xf32>, tensor<2x2x1xi64>, tensor<2x2xf32>) -> (tensor<2x2x4xf32>)
  func.return %r : tensor<2x2x4xf32>
}

// -----
// case: c15_indices_batching_range
// expected: scatter_c15
func.func @main(%in0: tensor<2x3x4xf32>, %indices: tensor<2x5x1xi64>, %up0: tensor<2x5x4xf32>) -> (tensor<2x3x4xf32>) {
  %r = "stablehlo.scatter"(%in0, %indices, %up0) ({
  ^bb0(%a0: tensor<f32>, %a1: tensor<f32>):
    %s0 = "stablehlo.add"(%a0, %a1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s0) : (tensor<f32>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [3], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, indices_are_sorted = false, unique_indices = false} : (tensor<2x3x4xf32>, tensor<2x5x1xi64>, tensor<2x5x4xf32>) -> (tensor<2x3x4xf32>)
  func.return %r : tensor<2x3x4xf32>
}

// -----
// case: c16_index_vector_dim_in_batching
// expected: scatter_c16
func.func @main(%in0: tensor<2x3x4xf32>, %indices: tensor<5x2xi64>, %up0: tensor<5xf32>) -> (tensor<2x3x4xf32>) {
  %r = "stablehlo.scatter"(%in0, %indices, %up0) ({
  ^bb0(%a0: tensor<f32>, %a1: tensor<f32>):
    %s0 = "stablehlo.add"(%a0, %a1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s0) : (tensor<f32>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1, 2], input_batching_dims = [0], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [1, 2], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<2x3x4xf32>, tensor<5x2xi64>, tensor<5xf32>) -> (tensor<2x3x4xf32>)
  func.return %r : tensor<2x3x4xf32>
}

// -----
// case: c17_batching_sizes
// expected: scatter_c17
func.func @main(%in0: tensor<2x3x4xf32>, %indices: tensor<2x5x1xi64>, %up0: tensor<2x5x4xf32>) -> (tensor<2x3x4xf32>) {
  %r = "stablehlo.scatter"(%in0, %indices, %up0) ({
  ^bb0(%a0: tensor<f32>, %a1: tensor<f32>):
    %s0 = "stablehlo.add"(%a0, %a1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s0) : (tensor<f32>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, indices_are_sorted = false, unique_indices = false} : (tensor<2x3x4xf32>, tensor<2x5x1xi64>, tensor<2x5x4xf32>) -> (tensor<2x3x4xf32>)
  func.return %r : tensor<2x3x4xf32>
}

// -----
// case: c18_batching_dim_sizes
// expected: scatter_c18
func.func @main(%in0: tensor<2x3x4xf32>, %indices: tensor<3x5x1xi64>, %up0: tensor<3x5x4xf32>) -> (tensor<2x3x4xf32>) {
  %r = "stablehlo.scatter"(%in0, %indices, %up0) ({
  ^bb0(%a0: tensor<f32>, %a1: tensor<f32>):
    %s0 = "stablehlo.add"(%a0, %a1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s0) : (tensor<f32>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, indices_are_sorted = false, unique_indices = false} : (tensor<2x3x4xf32>, tensor<3x5x1xi64>, tensor<3x5x4xf32>) -> (tensor<2x3x4xf32>)
  func.return %r : tensor<2x3x4xf32>
}

// -----
// case: c19_scatter_dims_size
// expected: scatter_c19
func.func @main(%in0: tensor<3x4xf32>, %indices: tensor<2x1xi64>, %up0: tensor<2x4xf32>) -> (tensor<3x4xf32>) {
  %r = "stablehlo.scatter"(%in0, %indices, %up0) ({
  ^bb0(%a0: tensor<f32>, %a1: tensor<f32>):
    %s0 = "stablehlo.add"(%a0, %a1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s0) : (tensor<f32>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<3x4xf32>, tensor<2x1xi64>, tensor<2x4xf32>) -> (tensor<3x4xf32>)
  func.return %r : tensor<3x4xf32>
}

// -----
// case: c20_scatter_dims_and_batching_unique
// expected: scatter_c20
func.func @main(%in0: tensor<2x3x4xf32>, %indices: tensor<2x5x1xi64>, %up0: tensor<2x5x4xf32>) -> (tensor<2x3x4xf32>) {
  %r = "stablehlo.scatter"(%in0, %indices, %up0) ({
  ^bb0(%a0: tensor<f32>, %a1: tensor<f32>):
    %s0 = "stablehlo.add"(%a0, %a1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s0) : (tensor<f32>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, indices_are_sorted = false, unique_indices = false} : (tensor<2x3x4xf32>, tensor<2x5x1xi64>, tensor<2x5x4xf32>) -> (tensor<2x3x4xf32>)
  func.return %r : tensor<2x3x4xf32>
}

// -----
// case: c21_scatter_dims_range
// expected: scatter_c21
func.func @main(%in0: tensor<3x4xf32>, %indices: tensor<2x1xi64>, %up0: tensor<2x4xf32>) -> (tensor<3x4xf32>) {
  %r = "stablehlo.scatter"(%in0, %indices, %up0) ({
  ^bb0(%a0: tensor<f32>, %a1: tensor<f32>):
    %s0 = "stablehlo.add"(%a0, %a1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s0) : (tensor<f32>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [2], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<3x4xf32>, tensor<2x1xi64>, tensor<2x4xf32>) -> (tensor<3x4xf32>)
  func.return %r : tensor<3x4xf32>
}

// -----
// case: c22_index_vector_dim
// expected: scatter_c22
func.func @main(%in0: tensor<3x4xf32>, %indices: tensor<2x1xi64>, %up0: tensor<2x4xf32>) -> (tensor<3x4xf32>) {
  %r = "stablehlo.scatter"(%in0, %indices, %up0) ({
  ^bb0(%a0: tensor<f32>, %a1: tensor<f32>):
    %s0 = "stablehlo.add"(%a0, %a1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s0) : (tensor<f32>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 3>, indices_are_sorted = false, unique_indices = false} : (tensor<3x4xf32>, tensor<2x1xi64>, tensor<2x4xf32>) -> (tensor<3x4xf32>)
  func.return %r : tensor<3x4xf32>
}

// -----
// case: c23_not_promotable
// expected: scatter_c23
// the results have the computation's element type, so that C25 holds
func.func @main(%in0: tensor<3x4xf32>, %indices: tensor<2x1xi64>, %up0: tensor<2x4xf32>) -> (tensor<3x4xf16>) {
  %r = "stablehlo.scatter"(%in0, %indices, %up0) ({
  ^bb0(%a0: tensor<f16>, %a1: tensor<f16>):
    %s0 = "stablehlo.add"(%a0, %a1) : (tensor<f16>, tensor<f16>) -> tensor<f16>
    "stablehlo.return"(%s0) : (tensor<f16>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<3x4xf32>, tensor<2x1xi64>, tensor<2x4xf32>) -> (tensor<3x4xf16>)
  func.return %r : tensor<3x4xf16>
}

// -----
// case: c23_computation_arity
// expected: scatter_c23
func.func @main(%in0: tensor<3x4xf32>, %indices: tensor<2x1xi64>, %up0: tensor<2x4xf32>) -> (tensor<3x4xf32>) {
  %r = "stablehlo.scatter"(%in0, %indices, %up0) ({
  ^bb0(%a0: tensor<f32>, %a1: tensor<f32>, %a2: tensor<f32>, %a3: tensor<f32>):
    %s0 = "stablehlo.add"(%a0, %a2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s0) : (tensor<f32>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<3x4xf32>, tensor<2x1xi64>, tensor<2x4xf32>) -> (tensor<3x4xf32>)
  func.return %r : tensor<3x4xf32>
}

// -----
// case: c24_result_shape
// expected: scatter_c24
func.func @main(%in0: tensor<3x4xf32>, %indices: tensor<2x1xi64>, %up0: tensor<2x4xf32>) -> (tensor<3x5xf32>) {
  %r = "stablehlo.scatter"(%in0, %indices, %up0) ({
  ^bb0(%a0: tensor<f32>, %a1: tensor<f32>):
    %s0 = "stablehlo.add"(%a0, %a1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s0) : (tensor<f32>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<3x4xf32>, tensor<2x1xi64>, tensor<2x4xf32>) -> (tensor<3x5xf32>)
  func.return %r : tensor<3x5xf32>
}

// -----
// case: c25_result_element_type
// expected: scatter_c25
func.func @main(%in0: tensor<3x4xf32>, %indices: tensor<2x1xi64>, %up0: tensor<2x4xf32>) -> (tensor<3x4xf32>) {
  %r = "stablehlo.scatter"(%in0, %indices, %up0) ({
  ^bb0(%a0: tensor<f64>, %a1: tensor<f64>):
    %s0 = "stablehlo.add"(%a0, %a1) : (tensor<f64>, tensor<f64>) -> tensor<f64>
    "stablehlo.return"(%s0) : (tensor<f64>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<3x4xf32>, tensor<2x1xi64>, tensor<2x4xf32>) -> (tensor<3x4xf32>)
  func.return %r : tensor<3x4xf32>
}
