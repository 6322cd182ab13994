func.func @main(%lhs: tensor<2x2x2xi64>, %rhs: tensor<2x2x2xi64>) -> tensor<2x2x2xi64> {
  %result = "stablehlo.dot_general"(%lhs, %rhs) {
    dot_dimension_numbers = #stablehlo.dot<
      lhs_batching_dimensions = [0],
      rhs_batching_dimensions = [0],
      lhs_contracting_dimensions = [2],
      rhs_contracting_dimensions = [1]
    >,
    precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]
  } : (tensor<2x2x2xi64>, tensor<2x2x2xi64>) -> tensor<2x2x2xi64>
  "func.return"(%result) : (tensor<2x2x2xi64>) -> ()
}

func.func @algorithm(%lhs: tensor<2x2x2xf32>, %rhs: tensor<2x2x2xf32>) -> tensor<2x2x2xf32> {
  %result = "stablehlo.dot_general"(%lhs, %rhs) {
    dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>,
    precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>],
    algorithm = #stablehlo.dot_algorithm<lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false>
  } : (tensor<2x2x2xf32>, tensor<2x2x2xf32>) -> tensor<2x2x2xf32>
  "func.return"(%result) : (tensor<2x2x2xf32>) -> ()
}

func.func @matmul(%lhs: tensor<3x4xf32>, %rhs: tensor<4x5xf32>) -> tensor<3x5xf32> {
  %0 = "stablehlo.dot_general"(%lhs, %rhs) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  "func.return"(%0) : (tensor<3x5xf32>) -> ()
}

func.func @outer(%lhs: tensor<3xbf16>, %rhs: tensor<4xbf16>) -> tensor<3x4xf32> {
  %0 = "stablehlo.dot_general"(%lhs, %rhs) {dot_dimension_numbers = #stablehlo.dot<>} : (tensor<3xbf16>, tensor<4xbf16>) -> tensor<3x4xf32>
  "func.return"(%0) : (tensor<3x4xf32>) -> ()
}

func.func @batch_only(%lhs: tensor<2x3xf32>, %rhs: tensor<2x4xf32>) -> tensor<2x3x4xf32> {
  %0 = "stablehlo.dot_general"(%lhs, %rhs) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0]>} : (tensor<2x3xf32>, tensor<2x4xf32>) -> tensor<2x3x4xf32>
  "func.return"(%0) : (tensor<2x3x4xf32>) -> ()
}

func.func @precisions(%lhs: tensor<3x4xf32>, %rhs: tensor<4xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) {
  %0 = "stablehlo.dot_general"(%lhs, %rhs) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGH>, #stablehlo<precision HIGHEST>]} : (tensor<3x4xf32>, tensor<4xf32>) -> tensor<3xf32>
  %1 = "stablehlo.dot_general"(%lhs, %rhs) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = []} : (tensor<3x4xf32>, tensor<4xf32>) -> tensor<3xf32>
  %2 = "stablehlo.dot_general"(%lhs, %rhs) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>]} : (tensor<3x4xf32>, tensor<4xf32>) -> tensor<3xf32>
  "func.return"(%0, %1, %2) : (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> ()
}

func.func @algorithms(%lhs: tensor<3x4xf32>, %rhs: tensor<4x5xf32>, %a: tensor<3x4xbf16>, %b: tensor<4x5xbf16>) -> (tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>) {
  %0 = "stablehlo.dot_general"(%lhs, %rhs) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, algorithm = #stablehlo.dot_algorithm<lhs_precision_type = bf16, rhs_precision_type = bf16, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 6, allow_imprecise_accumulation = false>} : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  %1 = "stablehlo.dot_general"(%a, %b) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], algorithm = #stablehlo.dot_algorithm<lhs_precision_type = bf16, rhs_precision_type = bf16, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false>} : (tensor<3x4xbf16>, tensor<4x5xbf16>) -> tensor<3x5xf32>
  %2 = "stablehlo.dot_general"(%lhs, %rhs) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, algorithm = #stablehlo.dot_algorithm<lhs_precision_type = f8E4M3FN, rhs_precision_type = f8E5M2, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = true>} : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  "func.return"(%0, %1, %2) : (tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>) -> ()
}

func.func @types(%a: tensor<2x3xi8>, %b: tensor<3x2xi8>, %c: tensor<2x2xcomplex<f32>>, %d: tensor<2xf8E4M3FN>, %e: tensor<2xf8E5M2>) -> (tensor<2x2xi32>, tensor<2x2xcomplex<f32>>, tensor<f32>) {
  %0 = "stablehlo.dot_general"(%a, %b) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x3xi8>, tensor<3x2xi8>) -> tensor<2x2xi32>
  %1 = "stablehlo.dot_general"(%c, %c) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x2xcomplex<f32>>, tensor<2x2xcomplex<f32>>) -> tensor<2x2xcomplex<f32>>
  %2 = "stablehlo.dot_general"(%d, %e) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>} : (tensor<2xf8E4M3FN>, tensor<2xf8E5M2>) -> tensor<f32>
  "func.return"(%0, %1, %2) : (tensor<2x2xi32>, tensor<2x2xcomplex<f32>>, tensor<f32>) -> ()
}

func.func @dynamic(%lhs: tensor<?x4xf32>, %rhs: tensor<4x?xf32>) -> tensor<?x?xf32> {
  %0 = "stablehlo.dot_general"(%lhs, %rhs) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<?x4xf32>, tensor<4x?xf32>) -> tensor<?x?xf32>
  "func.return"(%0) : (tensor<?x?xf32>) -> ()
}
