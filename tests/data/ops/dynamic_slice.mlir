func.func @main(%operand: tensor<4x4xi32>, %start_indices0: tensor<i64>, %start_indices1: tensor<i64>) -> tensor<2x3xi32> {
  %result = "stablehlo.dynamic_slice"(%operand, %start_indices0, %start_indices1) {
    slice_sizes = array<i64: 2, 3>
  } : (tensor<4x4xi32>, tensor<i64>, tensor<i64>) -> tensor<2x3xi32>
  "func.return"(%result) : (tensor<2x3xi32>) -> ()
}

func.func @one(%operand: tensor<8xf32>, %i: tensor<ui32>) -> tensor<3xf32> {
  %0 = "stablehlo.dynamic_slice"(%operand, %i) {slice_sizes = array<i64: 3>} : (tensor<8xf32>, tensor<ui32>) -> tensor<3xf32>
  "func.return"(%0) : (tensor<3xf32>) -> ()
}

func.func @three(%operand: tensor<2x3x4xcomplex<f32>>, %i: tensor<i32>, %j: tensor<i32>, %k: tensor<i32>) -> tensor<1x3x2xcomplex<f32>> {
  %0 = "stablehlo.dynamic_slice"(%operand, %i, %j, %k) {slice_sizes = array<i64: 1, 3, 2>} : (tensor<2x3x4xcomplex<f32>>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x2xcomplex<f32>>
  "func.return"(%0) : (tensor<1x3x2xcomplex<f32>>) -> ()
}

func.func @dynamic(%operand: tensor<?x4xf32>, %i: tensor<i64>, %j: tensor<i64>) -> tensor<1x2xf32> {
  %0 = "stablehlo.dynamic_slice"(%operand, %i, %j) {slice_sizes = array<i64: 1, 2>} : (tensor<?x4xf32>, tensor<i64>, tensor<i64>) -> tensor<1x2xf32>
  "func.return"(%0) : (tensor<1x2xf32>) -> ()
}
