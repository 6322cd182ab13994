// broadcast_in_dim (seed 000): every element-type family and quantized storage, expansion of size-1 dimensions, out-of-order broadcast_dimensions, rank 0, empty tensors.
// i1: size-1 dimension expanded, broadcast_dimensions out of order
func.func @broadcast_in_dim_i1() {
  %operand = "stablehlo.constant"() {value = dense<[[true, false, false]]> : tensor<1x3xi1>} : () -> tensor<1x3xi1>
  %result = "stablehlo.broadcast_in_dim"(%operand) {broadcast_dimensions = array<i64: 2, 1>} : (tensor<1x3xi1>) -> tensor<2x3x2xi1>
  "check.expect_eq_const"(%result) {value = dense<[[[true, true], [false, false], [false, false]], [[true, true], [false, false], [false, false]]]> : tensor<2x3x2xi1>} : (tensor<2x3x2xi1>) -> ()
  "func.return"() : () -> ()
}

// -----

// i4: size-1 dimension expanded, broadcast_dimensions out of order
func.func @broadcast_in_dim_i4() {
  %operand = "stablehlo.constant"() {value = dense<[[-8, 7, -1]]> : tensor<1x3xi4>} : () -> tensor<1x3xi4>
  %result = "stablehlo.broadcast_in_dim"(%operand) {broadcast_dimensions = array<i64: 2, 1>} : (tensor<1x3xi4>) -> tensor<2x3x2xi4>
  "check.expect_eq_const"(%result) {value = dense<[[[-8, -8], [7, 7], [-1, -1]], [[-8, -8], [7, 7], [-1, -1]]]> : tensor<2x3x2xi4>} : (tensor<2x3x2xi4>) -> ()
  "func.return"() : () -> ()
}

// -----

// i64: size-1 dimension expanded, broadcast_dimensions out of order
func.func @broadcast_in_dim_i64() {
  %operand = "stablehlo.constant"() {value = dense<[[-9223372036854775808, 9223372036854775807, -1]]> : tensor<1x3xi64>} : () -> tensor<1x3xi64>
  %result = "stablehlo.broadcast_in_dim"(%operand) {broadcast_dimensions = array<i64: 2, 1>} : (tensor<1x3xi64>) -> tensor<2x3x2xi64>
  "check.expect_eq_const"(%result) {value = dense<[[[-9223372036854775808, -9223372036854775808], [9223372036854775807, 9223372036854775807], [-1, -1]], [[-9223372036854775808, -9223372036854775808], [9223372036854775807, 9223372036854775807], [-1, -1]]]> : tensor<2x3x2xi64>} : (tensor<2x3x2xi64>) -> ()
  "func.return"() : () -> ()
}

// -----

// ui64: size-1 dimension expanded, broadcast_dimensions out of order
func.func @broadcast_in_dim_ui64() {
  %operand = "stablehlo.constant"() {value = dense<[[18446744073709551615, 0, 1]]> : tensor<1x3xui64>} : () -> tensor<1x3xui64>
  %result = "stablehlo.broadcast_in_dim"(%operand) {broadcast_dimensions = array<i64: 2, 1>} : (tensor<1x3xui64>) -> tensor<2x3x2xui64>
  "check.expect_eq_const"(%result) {value = dense<[[[18446744073709551615, 18446744073709551615], [0, 0], [1, 1]], [[18446744073709551615, 18446744073709551615], [0, 0], [1, 1]]]> : tensor<2x3x2xui64>} : (tensor<2x3x2xui64>) -> ()
  "func.return"() : () -> ()
}

// -----

// f8E4M3FN: size-1 dimension expanded, broadcast_dimensions out of order
func.func @broadcast_in_dim_f8E4M3FN() {
  %operand = "stablehlo.constant"() {value = dense<[[-0.0, 448.0, 0x7F]]> : tensor<1x3xf8E4M3FN>} : () -> tensor<1x3xf8E4M3FN>
  %result = "stablehlo.broadcast_in_dim"(%operand) {broadcast_dimensions = array<i64: 2, 1>} : (tensor<1x3xf8E4M3FN>) -> tensor<2x3x2xf8E4M3FN>
  "check.expect_eq_const"(%result) {value = dense<[[[-0.0, -0.0], [448.0, 448.0], [0x7F, 0x7F]], [[-0.0, -0.0], [448.0, 448.0], [0x7F, 0x7F]]]> : tensor<2x3x2xf8E4M3FN>} : (tensor<2x3x2xf8E4M3FN>) -> ()
  "func.return"() : () -> ()
}

// -----

// bf16: size-1 dimension expanded, broadcast_dimensions out of order
func.func @broadcast_in_dim_bf16() {
  %operand = "stablehlo.constant"() {value = dense<[[-0.0, 0x7F80, 0xFF80]]> : tensor<1x3xbf16>} : () -> tensor<1x3xbf16>
  %result = "stablehlo.broadcast_in_dim"(%operand) {broadcast_dimensions = array<i64: 2, 1>} : (tensor<1x3xbf16>) -> tensor<2x3x2xbf16>
  "check.expect_eq_const"(%result) {value = dense<[[[-0.0, -0.0], [0x7F80, 0x7F80], [0xFF80, 0xFF80]], [[-0.0, -0.0], [0x7F80, 0x7F80], [0xFF80, 0xFF80]]]> : tensor<2x3x2xbf16>} : (tensor<2x3x2xbf16>) -> ()
  "func.return"() : () -> ()
}

// -----

// f64: size-1 dimension expanded, broadcast_dimensions out of order
func.func @broadcast_in_dim_f64() {
  %operand = "stablehlo.constant"() {value = dense<[[-0.0, 0x7FF0000000000000, 0xFFF0000000000000]]> : tensor<1x3xf64>} : () -> tensor<1x3xf64>
  %result = "stablehlo.broadcast_in_dim"(%operand) {broadcast_dimensions = array<i64: 2, 1>} : (tensor<1x3xf64>) -> tensor<2x3x2xf64>
  "check.expect_eq_const"(%result) {value = dense<[[[-0.0, -0.0], [0x7FF0000000000000, 0x7FF0000000000000], [0xFFF0000000000000, 0xFFF0000000000000]], [[-0.0, -0.0], [0x7FF0000000000000, 0x7FF0000000000000], [0xFFF0000000000000, 0xFFF0000000000000]]]> : tensor<2x3x2xf64>} : (tensor<2x3x2xf64>) -> ()
  "func.return"() : () -> ()
}

// -----

// complex<f64>: size-1 dimension expanded, broadcast_dimensions out of order
func.func @broadcast_in_dim_complex_f64() {
  %operand = "stablehlo.constant"() {value = dense<[[(-0.0, 1.0), (0x7FF0000000000000, -0.0), (1.5, 0x7FF8000000000000)]]> : tensor<1x3xcomplex<f64>>} : () -> tensor<1x3xcomplex<f64>>
  %result = "stablehlo.broadcast_in_dim"(%operand) {broadcast_dimensions = array<i64: 2, 1>} : (tensor<1x3xcomplex<f64>>) -> tensor<2x3x2xcomplex<f64>>
  "check.expect_eq_const"(%result) {value = dense<[[[(-0.0, 1.0), (-0.0, 1.0)], [(0x7FF0000000000000, -0.0), (0x7FF0000000000000, -0.0)], [(1.5, 0x7FF8000000000000), (1.5, 0x7FF8000000000000)]], [[(-0.0, 1.0), (-0.0, 1.0)], [(0x7FF0000000000000, -0.0), (0x7FF0000000000000, -0.0)], [(1.5, 0x7FF8000000000000), (1.5, 0x7FF8000000000000)]]]> : tensor<2x3x2xcomplex<f64>>} : (tensor<2x3x2xcomplex<f64>>) -> ()
  "func.return"() : () -> ()
}

// -----

// !quant.uniform<i8:f32, 0.5:-1>: size-1 dimension expanded, broadcast_dimensions out of order
func.func @broadcast_in_dim_quantized() {
  %operand = "stablehlo.constant"() {value = dense<[[-128, 127, -1]]> : tensor<1x3x!quant.uniform<i8:f32, 0.5:-1>>} : () -> tensor<1x3x!quant.uniform<i8:f32, 0.5:-1>>
  %result = "stablehlo.broadcast_in_dim"(%operand) {broadcast_dimensions = array<i64: 2, 1>} : (tensor<1x3x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<2x3x2x!quant.uniform<i8:f32, 0.5:-1>>
  "check.expect_eq_const"(%result) {value = dense<[[[-128, -128], [127, 127], [-1, -1]], [[-128, -128], [127, 127], [-1, -1]]]> : tensor<2x3x2x!quant.uniform<i8:f32, 0.5:-1>>} : (tensor<2x3x2x!quant.uniform<i8:f32, 0.5:-1>>) -> ()
  "func.return"() : () -> ()
}

// -----

// a rank-0 operand fills the result (broadcast_dimensions empty)
func.func @broadcast_in_dim_rank0() {
  %operand = "stablehlo.constant"() {value = dense<-0.0> : tensor<f64>} : () -> tensor<f64>
  %result = "stablehlo.broadcast_in_dim"(%operand) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2x3xf64>
  "check.expect_eq_const"(%result) {value = dense<[[-0.0, -0.0, -0.0], [-0.0, -0.0, -0.0]]> : tensor<2x3xf64>} : (tensor<2x3xf64>) -> ()
  "func.return"() : () -> ()
}

// -----

// rank 0 to rank 0
func.func @broadcast_in_dim_rank0_to_rank0() {
  %operand = "stablehlo.constant"() {value = dense<-9223372036854775808> : tensor<i64>} : () -> tensor<i64>
  %result = "stablehlo.broadcast_in_dim"(%operand) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<i64>
  "check.expect_eq_const"(%result) {value = dense<-9223372036854775808> : tensor<i64>} : (tensor<i64>) -> ()
  "func.return"() : () -> ()
}

// -----

// no expansion: operand dimensions map to result dimensions in reverse order
func.func @broadcast_in_dim_permuting() {
  %operand = "stablehlo.constant"() {value = dense<[[-9223372036854775808, 9223372036854775807, -1], [0, 1, 2]]> : tensor<2x3xi64>} : () -> tensor<2x3xi64>
  %result = "stablehlo.broadcast_in_dim"(%operand) {broadcast_dimensions = array<i64: 1, 0>} : (tensor<2x3xi64>) -> tensor<3x2xi64>
  "check.expect_eq_const"(%result) {value = dense<[[-9223372036854775808, 0], [9223372036854775807, 1], [-1, 2]]> : tensor<3x2xi64>} : (tensor<3x2xi64>) -> ()
  "func.return"() : () -> ()
}

// -----

// a new result dimension between operand dimensions
func.func @broadcast_in_dim_new_middle_dimension() {
  %operand = "stablehlo.constant"() {value = dense<[[-9223372036854775808, 9223372036854775807, -1], [0, 1, 2]]> : tensor<2x3xi64>} : () -> tensor<2x3xi64>
  %result = "stablehlo.broadcast_in_dim"(%operand) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x3xi64>) -> tensor<2x4x3xi64>
  "check.expect_eq_const"(%result) {value = dense<[[[-9223372036854775808, 9223372036854775807, -1], [-9223372036854775808, 9223372036854775807, -1], [-9223372036854775808, 9223372036854775807, -1], [-9223372036854775808, 9223372036854775807, -1]], [[0, 1, 2], [0, 1, 2], [0, 1, 2], [0, 1, 2]]]> : tensor<2x4x3xi64>} : (tensor<2x4x3xi64>) -> ()
  "func.return"() : () -> ()
}

// -----

// a size-1 operand dimension to a size-1 result dimension
func.func @broadcast_in_dim_size1_kept() {
  %operand = "stablehlo.constant"() {value = dense<[[-9223372036854775808, 9223372036854775807]]> : tensor<1x2xi64>} : () -> tensor<1x2xi64>
  %result = "stablehlo.broadcast_in_dim"(%operand) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x2xi64>) -> tensor<1x2xi64>
  "check.expect_eq_const"(%result) {value = dense<[[-9223372036854775808, 9223372036854775807]]> : tensor<1x2xi64>} : (tensor<1x2xi64>) -> ()
  "func.return"() : () -> ()
}

// -----

// a size-1 dimension broadcast to size 0
func.func @broadcast_in_dim_to_empty() {
  %operand = "stablehlo.constant"() {value = dense<[[-9223372036854775808, 9223372036854775807, -1]]> : tensor<1x3xi64>} : () -> tensor<1x3xi64>
  %result = "stablehlo.broadcast_in_dim"(%operand) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x3xi64>) -> tensor<0x3xi64>
  "check.expect_eq_const"(%result) {value = dense<[]> : tensor<0x3xi64>} : (tensor<0x3xi64>) -> ()
  "func.return"() : () -> ()
}

// -----

// an empty operand
func.func @broadcast_in_dim_empty_operand() {
  %operand = "stablehlo.constant"() {value = dense<[]> : tensor<0x3xi64>} : () -> tensor<0x3xi64>
  %result = "stablehlo.broadcast_in_dim"(%operand) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<0x3xi64>) -> tensor<2x0x3xi64>
  "check.expect_eq_const"(%result) {value = dense<[[]]> : tensor<2x0x3xi64>} : (tensor<2x0x3xi64>) -> ()
  "func.return"() : () -> ()
}

// -----

// every operand dimension of size 1, rank 4 result
func.func @broadcast_in_dim_both_expanded() {
  %operand = "stablehlo.constant"() {value = dense<[[-0.0]]> : tensor<1x1xbf16>} : () -> tensor<1x1xbf16>
  %result = "stablehlo.broadcast_in_dim"(%operand) {broadcast_dimensions = array<i64: 3, 0>} : (tensor<1x1xbf16>) -> tensor<2x2x3x2xbf16>
  "check.expect_eq_const"(%result) {value = dense<[[[[-0.0, -0.0], [-0.0, -0.0], [-0.0, -0.0]], [[-0.0, -0.0], [-0.0, -0.0], [-0.0, -0.0]]], [[[-0.0, -0.0], [-0.0, -0.0], [-0.0, -0.0]], [[-0.0, -0.0], [-0.0, -0.0], [-0.0, -0.0]]]]> : tensor<2x2x3x2xbf16>} : (tensor<2x2x3x2xbf16>) -> ()
  "func.return"() : () -> ()
}

// -----

// per-axis quantized: the quantization dimension moves with broadcast_dimensions
func.func @broadcast_in_dim_per_axis_quantized() {
  %operand = "stablehlo.constant"() {value = dense<[[-128, 127, -1]]> : tensor<1x3x!quant.uniform<i8:f32:1, {0.5:-1, 0.25:0, 1.0:2}>>} : () -> tensor<1x3x!quant.uniform<i8:f32:1, {0.5:-1, 0.25:0, 1.0:2}>>
  %result = "stablehlo.broadcast_in_dim"(%operand) {broadcast_dimensions = array<i64: 1, 0>} : (tensor<1x3x!quant.uniform<i8:f32:1, {0.5:-1, 0.25:0, 1.0:2}>>) -> tensor<3x2x!quant.uniform<i8:f32:0, {0.5:-1, 0.25:0, 1.0:2}>>
  "check.expect_eq_const"(%result) {value = dense<[[-128, -128], [127, 127], [-1, -1]]> : tensor<3x2x!quant.uniform<i8:f32:0, {0.5:-1, 0.25:0, 1.0:2}>>} : (tensor<3x2x!quant.uniform<i8:f32:0, {0.5:-1, 0.25:0, 1.0:2}>>) -> ()
  "func.return"() : () -> ()
}
