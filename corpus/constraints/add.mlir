// Constraint cases of add (seed 000, section "add"): one valid program per form, one program per constraint that breaks it.

// case: valid_f32
// expected: valid
func.func @main(%a0: tensor<2x3xf32>, %a1: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r0 = "stablehlo.add"(%a0, %a1) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  "func.return"(%r0) : (tensor<2x3xf32>) -> ()
}


// -----
// case: valid_bool
// expected: valid
func.func @main(%a0: tensor<4xi1>, %a1: tensor<4xi1>) -> tensor<4xi1> {
  %r0 = "stablehlo.add"(%a0, %a1) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  "func.return"(%r0) : (tensor<4xi1>) -> ()
}


// -----
// case: valid_dynamic
// expected: valid
func.func @main(%a0: tensor<?x3xf32>, %a1: tensor<2x?xf32>) -> tensor<2x3xf32> {
  %r0 = "stablehlo.add"(%a0, %a1) : (tensor<?x3xf32>, tensor<2x?xf32>) -> tensor<2x3xf32>
  "func.return"(%r0) : (tensor<2x3xf32>) -> ()
}


// -----
// case: valid_quantized
// expected: valid
func.func @main(%a0: tensor<4x!quant.uniform<i8:f32, 0.5:-1>>, %a1: tensor<4x!quant.uniform<i8:f32, 0.25:3>>) -> tensor<4x!quant.uniform<i8:f32, 0.5:-1>> {
  %r0 = "stablehlo.add"(%a0, %a1) : (tensor<4x!quant.uniform<i8:f32, 0.5:-1>>, tensor<4x!quant.uniform<i8:f32, 0.25:3>>) -> tensor<4x!quant.uniform<i8:f32, 0.5:-1>>
  "func.return"(%r0) : (tensor<4x!quant.uniform<i8:f32, 0.5:-1>>) -> ()
}


// -----
// case: valid_per_axis
// expected: valid
func.func @main(%a0: tensor<2x2x!quant.uniform<i8:f32:0, {0.5:0, 0.25:1}>>, %a1: tensor<2x2x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<2x2x!quant.uniform<i8:f32:0, {0.5:0, 0.25:1}>> {
  %r0 = "stablehlo.add"(%a0, %a1) : (tensor<2x2x!quant.uniform<i8:f32:0, {0.5:0, 0.25:1}>>, tensor<2x2x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<2x2x!quant.uniform<i8:f32:0, {0.5:0, 0.25:1}>>
  "func.return"(%r0) : (tensor<2x2x!quant.uniform<i8:f32:0, {0.5:0, 0.25:1}>>) -> ()
}


// -----
// case: c1_element_type
// expected: add_c1
func.func @main(%a0: tensor<4xf32>, %a1: tensor<4xf16>) -> tensor<4xf32> {
  %r0 = "stablehlo.add"(%a0, %a1) : (tensor<4xf32>, tensor<4xf16>) -> tensor<4xf32>
  "func.return"(%r0) : (tensor<4xf32>) -> ()
}


// -----
// case: c1_shape
// expected: add_c1
func.func @main(%a0: tensor<4xf32>, %a1: tensor<4xf32>) -> tensor<3xf32> {
  %r0 = "stablehlo.add"(%a0, %a1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<3xf32>
  "func.return"(%r0) : (tensor<3xf32>) -> ()
}


// -----
// case: c2_mixed
// expected: add_c2
func.func @main(%a0: tensor<4x!quant.uniform<i8:f32, 0.5:-1>>, %a1: tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f32, 0.5:-1>> {
  %r0 = "stablehlo.add"(%a0, %a1) : (tensor<4x!quant.uniform<i8:f32, 0.5:-1>>, tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f32, 0.5:-1>>
  "func.return"(%r0) : (tensor<4x!quant.uniform<i8:f32, 0.5:-1>>) -> ()
}


// -----
// case: c3_storage_type
// expected: add_c3
func.func @main(%a0: tensor<4x!quant.uniform<i8:f32, 0.5:-1>>, %a1: tensor<4x!quant.uniform<i16:f32, 0.5:-1>>) -> tensor<4x!quant.uniform<i8:f32, 0.5:-1>> {
  %r0 = "stablehlo.add"(%a0, %a1) : (tensor<4x!quant.uniform<i8:f32, 0.5:-1>>, tensor<4x!quant.uniform<i16:f32, 0.5:-1>>) -> tensor<4x!quant.uniform<i8:f32, 0.5:-1>>
  "func.return"(%r0) : (tensor<4x!quant.uniform<i8:f32, 0.5:-1>>) -> ()
}


// -----
// case: c4_expressed_type
// expected: add_c4
func.func @main(%a0: tensor<4x!quant.uniform<i8:f32, 0.5:-1>>, %a1: tensor<4x!quant.uniform<i8:f16, 0.5:-1>>) -> tensor<4x!quant.uniform<i8:f32, 0.5:-1>> {
  %r0 = "stablehlo.add"(%a0, %a1) : (tensor<4x!quant.uniform<i8:f32, 0.5:-1>>, tensor<4x!quant.uniform<i8:f16, 0.5:-1>>) -> tensor<4x!quant.uniform<i8:f32, 0.5:-1>>
  "func.return"(%r0) : (tensor<4x!quant.uniform<i8:f32, 0.5:-1>>) -> ()
}


// -----
// case: c5_per_axis_result
// expected: add_c5
func.func @main(%a0: tensor<2x2x!quant.uniform<i8:f32, 0.5:-1>>, %a1: tensor<2x2x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<2x2x!quant.uniform<i8:f32:0, {0.5:0, 0.25:1}>> {
  %r0 = "stablehlo.add"(%a0, %a1) : (tensor<2x2x!quant.uniform<i8:f32, 0.5:-1>>, tensor<2x2x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<2x2x!quant.uniform<i8:f32:0, {0.5:0, 0.25:1}>>
  "func.return"(%r0) : (tensor<2x2x!quant.uniform<i8:f32:0, {0.5:0, 0.25:1}>>) -> ()
}


// -----
// case: c6_lhs_dimension
// expected: add_c6
func.func @main(%a0: tensor<2x2x!quant.uniform<i8:f32:0, {0.5:0, 0.25:1}>>, %a1: tensor<2x2x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<2x2x!quant.uniform<i8:f32:1, {0.5:0, 0.25:1}>> {
  %r0 = "stablehlo.add"(%a0, %a1) : (tensor<2x2x!quant.uniform<i8:f32:0, {0.5:0, 0.25:1}>>, tensor<2x2x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<2x2x!quant.uniform<i8:f32:1, {0.5:0, 0.25:1}>>
  "func.return"(%r0) : (tensor<2x2x!quant.uniform<i8:f32:1, {0.5:0, 0.25:1}>>) -> ()
}


// -----
// case: c7_rhs_dimension
// expected: add_c7
func.func @main(%a0: tensor<2x2x!quant.uniform<i8:f32, 0.5:-1>>, %a1: tensor<2x2x!quant.uniform<i8:f32:1, {0.5:0, 0.25:1}>>) -> tensor<2x2x!quant.uniform<i8:f32:0, {0.5:0, 0.25:1}>> {
  %r0 = "stablehlo.add"(%a0, %a1) : (tensor<2x2x!quant.uniform<i8:f32, 0.5:-1>>, tensor<2x2x!quant.uniform<i8:f32:1, {0.5:0, 0.25:1}>>) -> tensor<2x2x!quant.uniform<i8:f32:0, {0.5:0, 0.25:1}>>
  "func.return"(%r0) : (tensor<2x2x!quant.uniform<i8:f32:0, {0.5:0, 0.25:1}>>) -> ()
}

// -----
// case: c1_dynamic_lhs_between_different_sizes
// expected: add_c1
func.func @main(%lhs: tensor<?xf32>, %rhs: tensor<3xf32>) -> tensor<2xf32> {
  %result = "stablehlo.add"(%lhs, %rhs) : (tensor<?xf32>, tensor<3xf32>) -> tensor<2xf32>
  func.return %result : tensor<2xf32>
}

// -----
// case: c1_static_size_over_bound
// expected: add_c1
func.func @main(%lhs: tensor<?xf32, #stablehlo.bounds<4>>, %rhs: tensor<5xf32>) -> tensor<5xf32> {
  %result = "stablehlo.add"(%lhs, %rhs) : (tensor<?xf32, #stablehlo.bounds<4>>, tensor<5xf32>) -> tensor<5xf32>
  func.return %result : tensor<5xf32>
}

// -----
// case: valid_static_size_within_bound
// expected: valid
func.func @main(%lhs: tensor<?xf32, #stablehlo.bounds<4>>, %rhs: tensor<4xf32>) -> tensor<4xf32> {
  %result = "stablehlo.add"(%lhs, %rhs) : (tensor<?xf32, #stablehlo.bounds<4>>, tensor<4xf32>) -> tensor<4xf32>
  func.return %result : tensor<4xf32>
}
