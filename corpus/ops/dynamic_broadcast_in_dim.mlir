// dynamic_broadcast_in_dim (seed 000): the result shape from output_dimensions of several integer types, static and dynamic result types, the known_*_dimensions attributes (true ones), rank 0, empty results.
// i1: shape from output_dimensions (i64)
func.func @dynamic_broadcast_in_dim_i1() {
  %operand = "stablehlo.constant"() {value = dense<[[true, false, false]]> : tensor<1x3xi1>} : () -> tensor<1x3xi1>
  %output_dimensions = "stablehlo.constant"() {value = dense<[2, 3, 2]> : tensor<3xi64>} : () -> tensor<3xi64>
  %result = "stablehlo.dynamic_broadcast_in_dim"(%operand, %output_dimensions) {broadcast_dimensions = array<i64: 2, 1>} : (tensor<1x3xi1>, tensor<3xi64>) -> tensor<2x3x2xi1>
  "check.expect_eq_const"(%result) {value = dense<[[[true, true], [false, false], [false, false]], [[true, true], [false, false], [false, false]]]> : tensor<2x3x2xi1>} : (tensor<2x3x2xi1>) -> ()
  "func.return"() : () -> ()
}

// -----

// i64: shape from output_dimensions (i64)
func.func @dynamic_broadcast_in_dim_i64() {
  %operand = "stablehlo.constant"() {value = dense<[[-9223372036854775808, 9223372036854775807, -1]]> : tensor<1x3xi64>} : () -> tensor<1x3xi64>
  %output_dimensions = "stablehlo.constant"() {value = dense<[2, 3, 2]> : tensor<3xi64>} : () -> tensor<3xi64>
  %result = "stablehlo.dynamic_broadcast_in_dim"(%operand, %output_dimensions) {broadcast_dimensions = array<i64: 2, 1>} : (tensor<1x3xi64>, tensor<3xi64>) -> tensor<2x3x2xi64>
  "check.expect_eq_const"(%result) {value = dense<[[[-9223372036854775808, -9223372036854775808], [9223372036854775807, 9223372036854775807], [-1, -1]], [[-9223372036854775808, -9223372036854775808], [9223372036854775807, 9223372036854775807], [-1, -1]]]> : tensor<2x3x2xi64>} : (tensor<2x3x2xi64>) -> ()
  "func.return"() : () -> ()
}

// -----

// ui64: shape from output_dimensions (i64)
func.func @dynamic_broadcast_in_dim_ui64() {
  %operand = "stablehlo.constant"() {value = dense<[[18446744073709551615, 0, 1]]> : tensor<1x3xui64>} : () -> tensor<1x3xui64>
  %output_dimensions = "stablehlo.constant"() {value = dense<[2, 3, 2]> : tensor<3xi64>} : () -> tensor<3xi64>
  %result = "stablehlo.dynamic_broadcast_in_dim"(%operand, %output_dimensions) {broadcast_dimensions = array<i64: 2, 1>} : (tensor<1x3xui64>, tensor<3xi64>) -> tensor<2x3x2xui64>
  "check.expect_eq_const"(%result) {value = dense<[[[18446744073709551615, 18446744073709551615], [0, 0], [1, 1]], [[18446744073709551615, 18446744073709551615], [0, 0], [1, 1]]]> : tensor<2x3x2xui64>} : (tensor<2x3x2xui64>) -> ()
  "func.return"() : () -> ()
}

// -----

// f64: shape from output_dimensions (i64)
func.func @dynamic_broadcast_in_dim_f64() {
  %operand = "stablehlo.constant"() {value = dense<[[-0.0, 0x7FF0000000000000, 0xFFF0000000000000]]> : tensor<1x3xf64>} : () -> tensor<1x3xf64>
  %output_dimensions = "stablehlo.constant"() {value = dense<[2, 3, 2]> : tensor<3xi64>} : () -> tensor<3xi64>
  %result = "stablehlo.dynamic_broadcast_in_dim"(%operand, %output_dimensions) {broadcast_dimensions = array<i64: 2, 1>} : (tensor<1x3xf64>, tensor<3xi64>) -> tensor<2x3x2xf64>
  "check.expect_eq_const"(%result) {value = dense<[[[-0.0, -0.0], [0x7FF0000000000000, 0x7FF0000000000000], [0xFFF0000000000000, 0xFFF0000000000000]], [[-0.0, -0.0], [0x7FF0000000000000, 0x7FF0000000000000], [0xFFF0000000000000, 0xFFF0000000000000]]]> : tensor<2x3x2xf64>} : (tensor<2x3x2xf64>) -> ()
  "func.return"() : () -> ()
}

// -----

// complex<f64>: shape from output_dimensions (i64)
func.func @dynamic_broadcast_in_dim_complex_f64() {
  %operand = "stablehlo.constant"() {value = dense<[[(-0.0, 1.0), (0x7FF0000000000000, -0.0), (1.5, 0x7FF8000000000000)]]> : tensor<1x3xcomplex<f64>>} : () -> tensor<1x3xcomplex<f64>>
  %output_dimensions = "stablehlo.constant"() {value = dense<[2, 3, 2]> : tensor<3xi64>} : () -> tensor<3xi64>
  %result = "stablehlo.dynamic_broadcast_in_dim"(%operand, %output_dimensions) {broadcast_dimensions = array<i64: 2, 1>} : (tensor<1x3xcomplex<f64>>, tensor<3xi64>) -> tensor<2x3x2xcomplex<f64>>
  "check.expect_eq_const"(%result) {value = dense<[[[(-0.0, 1.0), (-0.0, 1.0)], [(0x7FF0000000000000, -0.0), (0x7FF0000000000000, -0.0)], [(1.5, 0x7FF8000000000000), (1.5, 0x7FF8000000000000)]], [[(-0.0, 1.0), (-0.0, 1.0)], [(0x7FF0000000000000, -0.0), (0x7FF0000000000000, -0.0)], [(1.5, 0x7FF8000000000000), (1.5, 0x7FF8000000000000)]]]> : tensor<2x3x2xcomplex<f64>>} : (tensor<2x3x2xcomplex<f64>>) -> ()
  "func.return"() : () -> ()
}

// -----

// !quant.uniform<i8:f32, 0.5:-1>: shape from output_dimensions (i64)
func.func @dynamic_broadcast_in_dim_quantized() {
  %operand = "stablehlo.constant"() {value = dense<[[-128, 127, -1]]> : tensor<1x3x!quant.uniform<i8:f32, 0.5:-1>>} : () -> tensor<1x3x!quant.uniform<i8:f32, 0.5:-1>>
  %output_dimensions = "stablehlo.constant"() {value = dense<[2, 3, 2]> : tensor<3xi64>} : () -> tensor<3xi64>
  %result = "stablehlo.dynamic_broadcast_in_dim"(%operand, %output_dimensions) {broadcast_dimensions = array<i64: 2, 1>} : (tensor<1x3x!quant.uniform<i8:f32, 0.5:-1>>, tensor<3xi64>) -> tensor<2x3x2x!quant.uniform<i8:f32, 0.5:-1>>
  "check.expect_eq_const"(%result) {value = dense<[[[-128, -128], [127, 127], [-1, -1]], [[-128, -128], [127, 127], [-1, -1]]]> : tensor<2x3x2x!quant.uniform<i8:f32, 0.5:-1>>} : (tensor<2x3x2x!quant.uniform<i8:f32, 0.5:-1>>) -> ()
  "func.return"() : () -> ()
}

// -----

// a dynamic result type: every dimension from output_dimensions (ui8)
func.func @dynamic_broadcast_in_dim_dynamic_result() {
  %operand = "stablehlo.constant"() {value = dense<[[-0.0, 0x7FF0000000000000, 0xFFF0000000000000]]> : tensor<1x3xf64>} : () -> tensor<1x3xf64>
  %output_dimensions = "stablehlo.constant"() {value = dense<[2, 3, 4]> : tensor<3xui8>} : () -> tensor<3xui8>
  %result = "stablehlo.dynamic_broadcast_in_dim"(%operand, %output_dimensions) {broadcast_dimensions = array<i64: 2, 1>} : (tensor<1x3xf64>, tensor<3xui8>) -> tensor<?x?x?xf64>
  "check.expect_eq_const"(%result) {value = dense<[[[-0.0, -0.0, -0.0, -0.0], [0x7FF0000000000000, 0x7FF0000000000000, 0x7FF0000000000000, 0x7FF0000000000000], [0xFFF0000000000000, 0xFFF0000000000000, 0xFFF0000000000000, 0xFFF0000000000000]], [[-0.0, -0.0, -0.0, -0.0], [0x7FF0000000000000, 0x7FF0000000000000, 0x7FF0000000000000, 0x7FF0000000000000], [0xFFF0000000000000, 0xFFF0000000000000, 0xFFF0000000000000, 0xFFF0000000000000]]]> : tensor<2x3x4xf64>} : (tensor<?x?x?xf64>) -> ()
  "func.return"() : () -> ()
}

// -----

// output_dimensions of type i32, known_expanding_dimensions and known_nonexpanding_dimensions true
func.func @dynamic_broadcast_in_dim_i32_shape() {
  %operand = "stablehlo.constant"() {value = dense<[[-9223372036854775808], [9223372036854775807], [-1]]> : tensor<3x1xi64>} : () -> tensor<3x1xi64>
  %output_dimensions = "stablehlo.constant"() {value = dense<[3, 2, 4]> : tensor<3xi32>} : () -> tensor<3xi32>
  %result = "stablehlo.dynamic_broadcast_in_dim"(%operand, %output_dimensions) {broadcast_dimensions = array<i64: 0, 2>, known_expanding_dimensions = array<i64: 1>, known_nonexpanding_dimensions = array<i64: 0>} : (tensor<3x1xi64>, tensor<3xi32>) -> tensor<3x2x4xi64>
  "check.expect_eq_const"(%result) {value = dense<[[[-9223372036854775808, -9223372036854775808, -9223372036854775808, -9223372036854775808], [-9223372036854775808, -9223372036854775808, -9223372036854775808, -9223372036854775808]], [[9223372036854775807, 9223372036854775807, 9223372036854775807, 9223372036854775807], [9223372036854775807, 9223372036854775807, 9223372036854775807, 9223372036854775807]], [[-1, -1, -1, -1], [-1, -1, -1, -1]]]> : tensor<3x2x4xi64>} : (tensor<3x2x4xi64>) -> ()
  "func.return"() : () -> ()
}

// -----

// output_dimensions of type index
func.func @dynamic_broadcast_in_dim_index_shape() {
  %operand = "stablehlo.constant"() {value = dense<[-9223372036854775808, 9223372036854775807]> : tensor<2xi64>} : () -> tensor<2xi64>
  %output_dimensions = "stablehlo.constant"() {value = dense<[3, 2]> : tensor<2xindex>} : () -> tensor<2xindex>
  %result = "stablehlo.dynamic_broadcast_in_dim"(%operand, %output_dimensions) {broadcast_dimensions = array<i64: 1>} : (tensor<2xi64>, tensor<2xindex>) -> tensor<?x?xi64>
  "check.expect_eq_const"(%result) {value = dense<[[-9223372036854775808, 9223372036854775807], [-9223372036854775808, 9223372036854775807], [-9223372036854775808, 9223372036854775807]]> : tensor<3x2xi64>} : (tensor<?x?xi64>) -> ()
  "func.return"() : () -> ()
}

// -----

// a rank-0 operand
func.func @dynamic_broadcast_in_dim_rank0() {
  %operand = "stablehlo.constant"() {value = dense<-0.0> : tensor<bf16>} : () -> tensor<bf16>
  %output_dimensions = "stablehlo.constant"() {value = dense<[2, 2]> : tensor<2xi64>} : () -> tensor<2xi64>
  %result = "stablehlo.dynamic_broadcast_in_dim"(%operand, %output_dimensions) {broadcast_dimensions = array<i64>} : (tensor<bf16>, tensor<2xi64>) -> tensor<?x?xbf16>
  "check.expect_eq_const"(%result) {value = dense<[[-0.0, -0.0], [-0.0, -0.0]]> : tensor<2x2xbf16>} : (tensor<?x?xbf16>) -> ()
  "func.return"() : () -> ()
}

// -----

// broadcast to a size-0 dimension
func.func @dynamic_broadcast_in_dim_to_empty() {
  %operand = "stablehlo.constant"() {value = dense<[[-9223372036854775808, 9223372036854775807, -1]]> : tensor<1x3xi64>} : () -> tensor<1x3xi64>
  %output_dimensions = "stablehlo.constant"() {value = dense<[0, 3]> : tensor<2xi64>} : () -> tensor<2xi64>
  %result = "stablehlo.dynamic_broadcast_in_dim"(%operand, %output_dimensions) {broadcast_dimensions = array<i64: 0, 1>, known_expanding_dimensions = array<i64: 0>} : (tensor<1x3xi64>, tensor<2xi64>) -> tensor<?x?xi64>
  "check.expect_eq_const"(%result) {value = dense<[]> : tensor<0x3xi64>} : (tensor<?x?xi64>) -> ()
  "func.return"() : () -> ()
}
