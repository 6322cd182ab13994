// Constraint cases of the quantized element type (C1-C11) and the per-axis quantized tensor
// type (C12-C13), seed 000, section "Types". quantized_type_c9 and _c10 cannot be broken
// by a parsed program (see spec/constraints/types.py); tests/spec/test_type_constraints.py covers
// them. These cases are judged by spec.constraints.types.verify_types.

// case: valid_per_tensor
// expected: valid
func.func @main(%x: tensor<4x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<4x!quant.uniform<i8:f32, 0.5:-1>> {
  func.return %x : tensor<4x!quant.uniform<i8:f32, 0.5:-1>>
}

// -----
// case: valid_per_axis_storage_range
// expected: valid
func.func @main(%x: tensor<2x3x!quant.uniform<i8<-127:127>:f16:1, {0.25:0, 0.5:1, 1.0:-2}>>) -> tensor<2x3x!quant.uniform<i8<-127:127>:f16:1, {0.25:0, 0.5:1, 1.0:-2}>> {
  func.return %x : tensor<2x3x!quant.uniform<i8<-127:127>:f16:1, {0.25:0, 0.5:1, 1.0:-2}>>
}

// -----
// case: valid_per_axis_dynamic
// expected: valid
// a dynamic quantization dimension matches any number of scales
func.func @main(%x: tensor<?x!quant.uniform<ui8:f32:0, {0.25:10, 0.5:20}>>) -> tensor<?x!quant.uniform<ui8:f32:0, {0.25:10, 0.5:20}>> {
  func.return %x : tensor<?x!quant.uniform<ui8:f32:0, {0.25:10, 0.5:20}>>
}

// -----
// case: c1_storage_min
// expected: quantized_type_c1 quantized_type_c3
// a storage_min that i8 cannot hold is also below min_value(i8) (C3)
func.func @main(%x: tensor<4x!quant.uniform<i8<-200:100>:f32, 0.5:0>>) -> tensor<4x!quant.uniform<i8<-200:100>:f32, 0.5:0>> {
  func.return %x : tensor<4x!quant.uniform<i8<-200:100>:f32, 0.5:0>>
}

// -----
// case: c2_storage_max
// expected: quantized_type_c2 quantized_type_c3
// a storage_max that i8 cannot hold is also above max_value(i8) (C3)
func.func @main(%x: tensor<4x!quant.uniform<i8<-100:200>:f32, 0.5:0>>) -> tensor<4x!quant.uniform<i8<-100:200>:f32, 0.5:0>> {
  func.return %x : tensor<4x!quant.uniform<i8<-100:200>:f32, 0.5:0>>
}

// -----
// case: c3_storage_min_not_below_max
// expected: quantized_type_c3
func.func @main(%x: tensor<4x!quant.uniform<i8<10:10>:f32, 0.5:10>>) -> tensor<4x!quant.uniform<i8<10:10>:f32, 0.5:10>> {
  func.return %x : tensor<4x!quant.uniform<i8<10:10>:f32, 0.5:10>>
}

// -----
// case: c4_scale_beyond_expressed_type
// expected: quantized_type_c4
// f16 holds at most 65504
func.func @main(%x: tensor<4x!quant.uniform<i8:f16, 1.0e+10:0>>) -> tensor<4x!quant.uniform<i8:f16, 1.0e+10:0>> {
  func.return %x : tensor<4x!quant.uniform<i8:f16, 1.0e+10:0>>
}

// -----
// case: c5_zero_scale
// expected: quantized_type_c5
func.func @main(%x: tensor<4x!quant.uniform<i8:f32, 0.0:0>>) -> tensor<4x!quant.uniform<i8:f32, 0.0:0>> {
  func.return %x : tensor<4x!quant.uniform<i8:f32, 0.0:0>>
}

// -----
// case: c5_negative_scale
// expected: quantized_type_c5
func.func @main(%x: tensor<4x!quant.uniform<i8:f32:0, {0.5:0, -0.5:0, 1.0:0, 2.0:0}>>) -> tensor<4x!quant.uniform<i8:f32:0, {0.5:0, -0.5:0, 1.0:0, 2.0:0}>> {
  func.return %x : tensor<4x!quant.uniform<i8:f32:0, {0.5:0, -0.5:0, 1.0:0, 2.0:0}>>
}

// -----
// case: c6_infinite_scale
// expected: quantized_type_c6
// the scale is +inf (an f64 bit pattern)
func.func @main(%x: tensor<4x!quant.uniform<i8:f32, 0x7FF0000000000000:0>>) -> tensor<4x!quant.uniform<i8:f32, 0x7FF0000000000000:0>> {
  func.return %x : tensor<4x!quant.uniform<i8:f32, 0x7FF0000000000000:0>>
}

// -----
// case: c7_zero_point_outside_storage_range
// expected: quantized_type_c7
func.func @main(%x: tensor<4x!quant.uniform<i8<-10:10>:f32, 0.5:50>>) -> tensor<4x!quant.uniform<i8<-10:10>:f32, 0.5:50>> {
  func.return %x : tensor<4x!quant.uniform<i8<-10:10>:f32, 0.5:50>>
}

// -----
// case: c8_zero_point_not_storage_type
// expected: quantized_type_c7 quantized_type_c8
// a zero point that i8 cannot hold is also above storage_max = max_value(i8) (C7)
func.func @main(%x: tensor<4x!quant.uniform<i8:f32, 0.5:200>>) -> tensor<4x!quant.uniform<i8:f32, 0.5:200>> {
  func.return %x : tensor<4x!quant.uniform<i8:f32, 0.5:200>>
}

// -----
// case: c11_negative_quantization_dimension
// expected: quantized_type_c11
func.func @main(%x: tensor<2x!quant.uniform<i8:f32:-1, {0.5:0, 0.25:1}>>) -> tensor<2x!quant.uniform<i8:f32:-1, {0.5:0, 0.25:1}>> {
  func.return %x : tensor<2x!quant.uniform<i8:f32:-1, {0.5:0, 0.25:1}>>
}

// -----
// case: c12_quantization_dimension_beyond_rank
// expected: quantized_type_c12
func.func @main(%x: tensor<2x3x!quant.uniform<i8:f32:2, {0.5:0, 0.25:1}>>) -> tensor<2x3x!quant.uniform<i8:f32:2, {0.5:0, 0.25:1}>> {
  func.return %x : tensor<2x3x!quant.uniform<i8:f32:2, {0.5:0, 0.25:1}>>
}

// -----
// case: c13_scales_per_slice
// expected: quantized_type_c13
// dimension 1 has 3 slices but there are 2 scales
func.func @main(%x: tensor<2x3x!quant.uniform<i8:f32:1, {0.5:0, 0.25:1}>>) -> tensor<2x3x!quant.uniform<i8:f32:1, {0.5:0, 0.25:1}>> {
  func.return %x : tensor<2x3x!quant.uniform<i8:f32:1, {0.5:0, 0.25:1}>>
}

// -----
// case: c13_in_op_result
// expected: quantized_type_c13
// the type is an op's result (and the function's result)
func.func @main(%x: tensor<2x3x!quant.uniform<i8:f32:1, {0.5:0, 0.25:1, 1.0:0}>>) -> tensor<2x3x!quant.uniform<i8:f32:1, {0.5:0, 0.25:1}>> {
  %r = "stablehlo.uniform_quantize"(%x) : (tensor<2x3x!quant.uniform<i8:f32:1, {0.5:0, 0.25:1, 1.0:0}>>) -> tensor<2x3x!quant.uniform<i8:f32:1, {0.5:0, 0.25:1}>>
  func.return %r : tensor<2x3x!quant.uniform<i8:f32:1, {0.5:0, 0.25:1}>>
}
