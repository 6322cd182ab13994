func.func @main(%a: tensor<3x3xf32>, %b: tensor<3x3xf32>) -> tensor<3x3xf32> {
  %result = "stablehlo.triangular_solve"(%a, %b) {
    left_side = true,
    lower = true,
    unit_diagonal = false,
    transpose_a = #stablehlo<transpose NO_TRANSPOSE>
  } : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
  "func.return"(%result) : (tensor<3x3xf32>) -> ()
}

func.func @variants(%a: tensor<2x3x3xf64>, %b: tensor<2x4x3xf64>, %c: tensor<3x3xcomplex<f32>>, %d: tensor<3x2xcomplex<f32>>) -> (tensor<2x4x3xf64>, tensor<3x2xcomplex<f32>>, tensor<3x2xcomplex<f32>>) {
  %0 = "stablehlo.triangular_solve"(%a, %b) {left_side = false, lower = false, unit_diagonal = true, transpose_a = #stablehlo<transpose TRANSPOSE>} : (tensor<2x3x3xf64>, tensor<2x4x3xf64>) -> tensor<2x4x3xf64>
  %1 = "stablehlo.triangular_solve"(%c, %d) {left_side = true, lower = true, unit_diagonal = true, transpose_a = #stablehlo<transpose ADJOINT>} : (tensor<3x3xcomplex<f32>>, tensor<3x2xcomplex<f32>>) -> tensor<3x2xcomplex<f32>>
  %2 = "stablehlo.triangular_solve"(%c, %d) {left_side = true, lower = false, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<3x3xcomplex<f32>>, tensor<3x2xcomplex<f32>>) -> tensor<3x2xcomplex<f32>>
  "func.return"(%0, %1, %2) : (tensor<2x4x3xf64>, tensor<3x2xcomplex<f32>>, tensor<3x2xcomplex<f32>>) -> ()
}
