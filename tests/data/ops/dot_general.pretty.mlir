module {
  func.func @main(%arg0: tensor<2x2x2xi64>, %arg1: tensor<2x2x2xi64>) -> tensor<2x2x2xi64> {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x2x2xi64>, tensor<2x2x2xi64>) -> tensor<2x2x2xi64>
    return %0 : tensor<2x2x2xi64>
  }
  func.func @algorithm(%arg0: tensor<2x2x2xf32>, %arg1: tensor<2x2x2xf32>) -> tensor<2x2x2xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT], algorithm = <lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<2x2x2xf32>, tensor<2x2x2xf32>) -> tensor<2x2x2xf32>
    return %0 : tensor<2x2x2xf32>
  }
  func.func @matmul(%arg0: tensor<3x4xf32>, %arg1: tensor<4x5xf32>) -> tensor<3x5xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
    return %0 : tensor<3x5xf32>
  }
  func.func @outer(%arg0: tensor<3xbf16>, %arg1: tensor<4xbf16>) -> tensor<3x4xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [] x [] : (tensor<3xbf16>, tensor<4xbf16>) -> tensor<3x4xf32>
    return %0 : tensor<3x4xf32>
  }
  func.func @batch_only(%arg0: tensor<2x3xf32>, %arg1: tensor<2x4xf32>) -> tensor<2x3x4xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [] x [] : (tensor<2x3xf32>, tensor<2x4xf32>) -> tensor<2x3x4xf32>
    return %0 : tensor<2x3x4xf32>
  }
  func.func @precisions(%arg0: tensor<3x4xf32>, %arg1: tensor<4xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [HIGH, HIGHEST] : (tensor<3x4xf32>, tensor<4xf32>) -> tensor<3xf32>
    %1 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [] : (tensor<3x4xf32>, tensor<4xf32>) -> tensor<3xf32>
    %2 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [HIGHEST] : (tensor<3x4xf32>, tensor<4xf32>) -> tensor<3xf32>
    return %0, %1, %2 : tensor<3xf32>, tensor<3xf32>, tensor<3xf32>
  }
  func.func @algorithms(%arg0: tensor<3x4xf32>, %arg1: tensor<4x5xf32>, %arg2: tensor<3x4xbf16>, %arg3: tensor<4x5xbf16>) -> (tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], algorithm = <lhs_precision_type = bf16, rhs_precision_type = bf16, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 6, allow_imprecise_accumulation = false> : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
    %1 = stablehlo.dot_general %arg2, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT], algorithm = <lhs_precision_type = bf16, rhs_precision_type = bf16, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<3x4xbf16>, tensor<4x5xbf16>) -> tensor<3x5xf32>
    %2 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], algorithm = <lhs_precision_type = f8E4M3FN, rhs_precision_type = f8E5M2, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = true> : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
    return %0, %1, %2 : tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>
  }
  func.func @types(%arg0: tensor<2x3xi8>, %arg1: tensor<3x2xi8>, %arg2: tensor<2x2xcomplex<f32>>, %arg3: tensor<2xf8E4M3FN>, %arg4: tensor<2xf8E5M2>) -> (tensor<2x2xi32>, tensor<2x2xcomplex<f32>>, tensor<f32>) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<2x3xi8>, tensor<3x2xi8>) -> tensor<2x2xi32>
    %1 = stablehlo.dot_general %arg2, %arg2, contracting_dims = [1] x [0] : (tensor<2x2xcomplex<f32>>, tensor<2x2xcomplex<f32>>) -> tensor<2x2xcomplex<f32>>
    %2 = stablehlo.dot_general %arg3, %arg4, contracting_dims = [0] x [0] : (tensor<2xf8E4M3FN>, tensor<2xf8E5M2>) -> tensor<f32>
    return %0, %1, %2 : tensor<2x2xi32>, tensor<2x2xcomplex<f32>>, tensor<f32>
  }
  func.func @dynamic(%arg0: tensor<?x4xf32>, %arg1: tensor<4x?xf32>) -> tensor<?x?xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<?x4xf32>, tensor<4x?xf32>) -> tensor<?x?xf32>
    return %0 : tensor<?x?xf32>
  }
}
