"builtin.module"() ({
  "func.func"() <{function_type = (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>, sym_name = "main"}> ({
  ^bb0(%arg4: tensor<3x3xf32>, %arg5: tensor<3x3xf32>):
    %3 = "stablehlo.triangular_solve"(%arg4, %arg5) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    "func.return"(%3) : (tensor<3x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3x3xf64>, tensor<2x4x3xf64>, tensor<3x3xcomplex<f32>>, tensor<3x2xcomplex<f32>>) -> (tensor<2x4x3xf64>, tensor<3x2xcomplex<f32>>, tensor<3x2xcomplex<f32>>), sym_name = "variants"}> ({
  ^bb0(%arg0: tensor<2x3x3xf64>, %arg1: tensor<2x4x3xf64>, %arg2: tensor<3x3xcomplex<f32>>, %arg3: tensor<3x2xcomplex<f32>>):
    %0 = "stablehlo.triangular_solve"(%arg0, %arg1) <{left_side = false, lower = false, transpose_a = #stablehlo<transpose TRANSPOSE>, unit_diagonal = true}> : (tensor<2x3x3xf64>, tensor<2x4x3xf64>) -> tensor<2x4x3xf64>
    %1 = "stablehlo.triangular_solve"(%arg2, %arg3) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose ADJOINT>, unit_diagonal = true}> : (tensor<3x3xcomplex<f32>>, tensor<3x2xcomplex<f32>>) -> tensor<3x2xcomplex<f32>>
    %2 = "stablehlo.triangular_solve"(%arg2, %arg3) <{left_side = true, lower = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> : (tensor<3x3xcomplex<f32>>, tensor<3x2xcomplex<f32>>) -> tensor<3x2xcomplex<f32>>
    "func.return"(%0, %1, %2) : (tensor<2x4x3xf64>, tensor<3x2xcomplex<f32>>, tensor<3x2xcomplex<f32>>) -> ()
  }) : () -> ()
}) : () -> ()
