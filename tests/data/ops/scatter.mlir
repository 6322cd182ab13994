func.func @main(%input: tensor<2x3x4x2xi64>, %scatter_indices: tensor<2x2x3x2xi64>, %update: tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64> {
  %result = "stablehlo.scatter"(%input, %scatter_indices, %update) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%0) : (tensor<i64>) -> ()
  }) {
    scatter_dimension_numbers = #stablehlo.scatter<
      update_window_dims = [3, 4],
      inserted_window_dims = [1],
      input_batching_dims = [0],
      scatter_indices_batching_dims = [1],
      scatter_dims_to_operand_dims = [2, 1],
      index_vector_dim = 3>,
    indices_are_sorted = false,
    unique_indices = false
  } : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64>
  "func.return"(%result) : (tensor<2x3x4x2xi64>) -> ()
}

func.func @flags(%input: tensor<3x4x2xf32>, %indices: tensor<2x3x2xi32>, %update: tensor<2x3x2x2xf32>) -> (tensor<3x4x2xf32>, tensor<3x4x2xf32>) {
  %0 = "stablehlo.scatter"(%input, %indices, %update) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    "stablehlo.return"(%b) : (tensor<f32>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2, 3], inserted_window_dims = [0], scatter_dims_to_operand_dims = [1, 0], index_vector_dim = 2>, indices_are_sorted = true, unique_indices = true} : (tensor<3x4x2xf32>, tensor<2x3x2xi32>, tensor<2x3x2x2xf32>) -> tensor<3x4x2xf32>
  %1 = "stablehlo.scatter"(%input, %indices, %update) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = "stablehlo.maximum"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%m) : (tensor<f32>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2, 3], inserted_window_dims = [0], scatter_dims_to_operand_dims = [1, 0], index_vector_dim = 2>} : (tensor<3x4x2xf32>, tensor<2x3x2xi32>, tensor<2x3x2x2xf32>) -> tensor<3x4x2xf32>
  "func.return"(%0, %1) : (tensor<3x4x2xf32>, tensor<3x4x2xf32>) -> ()
}

func.func @minimal(%input: tensor<5xi32>, %indices: tensor<2x1xi64>, %update: tensor<2xi32>) -> tensor<5xi32> {
  %0 = "stablehlo.scatter"(%input, %indices, %update) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = "stablehlo.add"(%a, %b) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%s) : (tensor<i32>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<5xi32>, tensor<2x1xi64>, tensor<2xi32>) -> tensor<5xi32>
  "func.return"(%0) : (tensor<5xi32>) -> ()
}

func.func @variadic(%in0: tensor<5xf32>, %in1: tensor<5xi32>, %indices: tensor<2x1xi64>, %u0: tensor<2xf32>, %u1: tensor<2xi32>) -> (tensor<5xf32>, tensor<5xi32>) {
  %0:2 = "stablehlo.scatter"(%in0, %in1, %indices, %u0, %u1) ({
  ^bb0(%a: tensor<f32>, %b: tensor<i32>, %c: tensor<f32>, %d: tensor<i32>):
    %s = "stablehlo.add"(%a, %c) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %t = "stablehlo.add"(%b, %d) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%s, %t) : (tensor<f32>, tensor<i32>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<5xf32>, tensor<5xi32>, tensor<2x1xi64>, tensor<2xf32>, tensor<2xi32>) -> (tensor<5xf32>, tensor<5xi32>)
  "func.return"(%0#0, %0#1) : (tensor<5xf32>, tensor<5xi32>) -> ()
}

func.func @dynamic(%input: tensor<?x4xf32>, %indices: tensor<?x1xi32>, %update: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %0 = "stablehlo.scatter"(%input, %indices, %update) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<?x4xf32>, tensor<?x1xi32>, tensor<?x4xf32>) -> tensor<?x4xf32>
  "func.return"(%0) : (tensor<?x4xf32>) -> ()
}
