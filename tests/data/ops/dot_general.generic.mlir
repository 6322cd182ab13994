"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x2x2xi64>, tensor<2x2x2xi64>) -> tensor<2x2x2xi64>, sym_name = "main"}> ({
  ^bb0(%arg21: tensor<2x2x2xi64>, %arg22: tensor<2x2x2xi64>):
    %14 = "stablehlo.dot_general"(%arg21, %arg22) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x2xi64>, tensor<2x2x2xi64>) -> tensor<2x2x2xi64>
    "func.return"(%14) : (tensor<2x2x2xi64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x2x2xf32>, tensor<2x2x2xf32>) -> tensor<2x2x2xf32>, sym_name = "algorithm"}> ({
  ^bb0(%arg19: tensor<2x2x2xf32>, %arg20: tensor<2x2x2xf32>):
    %13 = "stablehlo.dot_general"(%arg19, %arg20) <{algorithm = #stablehlo.dot_algorithm<lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false>, dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x2xf32>, tensor<2x2x2xf32>) -> tensor<2x2x2xf32>
    "func.return"(%13) : (tensor<2x2x2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>, sym_name = "matmul"}> ({
  ^bb0(%arg17: tensor<3x4xf32>, %arg18: tensor<4x5xf32>):
    %12 = "stablehlo.dot_general"(%arg17, %arg18) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
    "func.return"(%12) : (tensor<3x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3xbf16>, tensor<4xbf16>) -> tensor<3x4xf32>, sym_name = "outer"}> ({
  ^bb0(%arg15: tensor<3xbf16>, %arg16: tensor<4xbf16>):
    %11 = "stablehlo.dot_general"(%arg15, %arg16) <{dot_dimension_numbers = #stablehlo.dot<>}> : (tensor<3xbf16>, tensor<4xbf16>) -> tensor<3x4xf32>
    "func.return"(%11) : (tensor<3x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xf32>, tensor<2x4xf32>) -> tensor<2x3x4xf32>, sym_name = "batch_only"}> ({
  ^bb0(%arg13: tensor<2x3xf32>, %arg14: tensor<2x4xf32>):
    %10 = "stablehlo.dot_general"(%arg13, %arg14) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0]>}> : (tensor<2x3xf32>, tensor<2x4xf32>) -> tensor<2x3x4xf32>
    "func.return"(%10) : (tensor<2x3x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3x4xf32>, tensor<4xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>), sym_name = "precisions"}> ({
  ^bb0(%arg11: tensor<3x4xf32>, %arg12: tensor<4xf32>):
    %7 = "stablehlo.dot_general"(%arg11, %arg12) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGH>, #stablehlo<precision HIGHEST>]}> : (tensor<3x4xf32>, tensor<4xf32>) -> tensor<3xf32>
    %8 = "stablehlo.dot_general"(%arg11, %arg12) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = []}> : (tensor<3x4xf32>, tensor<4xf32>) -> tensor<3xf32>
    %9 = "stablehlo.dot_general"(%arg11, %arg12) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>]}> : (tensor<3x4xf32>, tensor<4xf32>) -> tensor<3xf32>
    "func.return"(%7, %8, %9) : (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3x4xf32>, tensor<4x5xf32>, tensor<3x4xbf16>, tensor<4x5xbf16>) -> (tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>), sym_name = "algorithms"}> ({
  ^bb0(%arg7: tensor<3x4xf32>, %arg8: tensor<4x5xf32>, %arg9: tensor<3x4xbf16>, %arg10: tensor<4x5xbf16>):
    %4 = "stablehlo.dot_general"(%arg7, %arg8) <{algorithm = #stablehlo.dot_algorithm<lhs_precision_type = bf16, rhs_precision_type = bf16, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 6, allow_imprecise_accumulation = false>, dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
    %5 = "stablehlo.dot_general"(%arg9, %arg10) <{algorithm = #stablehlo.dot_algorithm<lhs_precision_type = bf16, rhs_precision_type = bf16, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false>, dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<3x4xbf16>, tensor<4x5xbf16>) -> tensor<3x5xf32>
    %6 = "stablehlo.dot_general"(%arg7, %arg8) <{algorithm = #stablehlo.dot_algorithm<lhs_precision_type = f8E4M3FN, rhs_precision_type = f8E5M2, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = true>, dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
    "func.return"(%4, %5, %6) : (tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xi8>, tensor<3x2xi8>, tensor<2x2xcomplex<f32>>, tensor<2xf8E4M3FN>, tensor<2xf8E5M2>) -> (tensor<2x2xi32>, tensor<2x2xcomplex<f32>>, tensor<f32>), sym_name = "types"}> ({
  ^bb0(%arg2: tensor<2x3xi8>, %arg3: tensor<3x2xi8>, %arg4: tensor<2x2xcomplex<f32>>, %arg5: tensor<2xf8E4M3FN>, %arg6: tensor<2xf8E5M2>):
    %1 = "stablehlo.dot_general"(%arg2, %arg3) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<2x3xi8>, tensor<3x2xi8>) -> tensor<2x2xi32>
    %2 = "stablehlo.dot_general"(%arg4, %arg4) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<2x2xcomplex<f32>>, tensor<2x2xcomplex<f32>>) -> tensor<2x2xcomplex<f32>>
    %3 = "stablehlo.dot_general"(%arg5, %arg6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>}> : (tensor<2xf8E4M3FN>, tensor<2xf8E5M2>) -> tensor<f32>
    "func.return"(%1, %2, %3) : (tensor<2x2xi32>, tensor<2x2xcomplex<f32>>, tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x4xf32>, tensor<4x?xf32>) -> tensor<?x?xf32>, sym_name = "dynamic"}> ({
  ^bb0(%arg0: tensor<?x4xf32>, %arg1: tensor<4x?xf32>):
    %0 = "stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<?x4xf32>, tensor<4x?xf32>) -> tensor<?x?xf32>
    "func.return"(%0) : (tensor<?x?xf32>) -> ()
  }) : () -> ()
}) : () -> ()
