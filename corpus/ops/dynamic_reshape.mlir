// dynamic_reshape (seed 000): the result shape from output_shape of several integer types, static and dynamic result types, rank 0, empty tensors.
// i1: 2x3 to the shape [3, 2] of output_shape (i64)
func.func @dynamic_reshape_i1() {
  %operand = "stablehlo.constant"() {value = dense<[[true, false, false], [true, true, true]]> : tensor<2x3xi1>} : () -> tensor<2x3xi1>
  %output_shape = "stablehlo.constant"() {value = dense<[3, 2]> : tensor<2xi64>} : () -> tensor<2xi64>
  %result = "stablehlo.dynamic_reshape"(%operand, %output_shape) : (tensor<2x3xi1>, tensor<2xi64>) -> tensor<3x2xi1>
  "check.expect_eq_const"(%result) {value = dense<[[true, false], [false, true], [true, true]]> : tensor<3x2xi1>} : (tensor<3x2xi1>) -> ()
  "func.return"() : () -> ()
}

// -----

// i64: 2x3 to the shape [3, 2] of output_shape (i64)
func.func @dynamic_reshape_i64() {
  %operand = "stablehlo.constant"() {value = dense<[[-9223372036854775808, 9223372036854775807, -1], [0, 1, 2]]> : tensor<2x3xi64>} : () -> tensor<2x3xi64>
  %output_shape = "stablehlo.constant"() {value = dense<[3, 2]> : tensor<2xi64>} : () -> tensor<2xi64>
  %result = "stablehlo.dynamic_reshape"(%operand, %output_shape) : (tensor<2x3xi64>, tensor<2xi64>) -> tensor<3x2xi64>
  "check.expect_eq_const"(%result) {value = dense<[[-9223372036854775808, 9223372036854775807], [-1, 0], [1, 2]]> : tensor<3x2xi64>} : (tensor<3x2xi64>) -> ()
  "func.return"() : () -> ()
}

// -----

// ui64: 2x3 to the shape [3, 2] of output_shape (i64)
func.func @dynamic_reshape_ui64() {
  %operand = "stablehlo.constant"() {value = dense<[[18446744073709551615, 0, 1], [9223372036854775808, 2, 3]]> : tensor<2x3xui64>} : () -> tensor<2x3xui64>
  %output_shape = "stablehlo.constant"() {value = dense<[3, 2]> : tensor<2xi64>} : () -> tensor<2xi64>
  %result = "stablehlo.dynamic_reshape"(%operand, %output_shape) : (tensor<2x3xui64>, tensor<2xi64>) -> tensor<3x2xui64>
  "check.expect_eq_const"(%result) {value = dense<[[18446744073709551615, 0], [1, 9223372036854775808], [2, 3]]> : tensor<3x2xui64>} : (tensor<3x2xui64>) -> ()
  "func.return"() : () -> ()
}

// -----

// f64: 2x3 to the shape [3, 2] of output_shape (i64)
func.func @dynamic_reshape_f64() {
  %operand = "stablehlo.constant"() {value = dense<[[-0.0, 0x7FF0000000000000, 0xFFF0000000000000], [0x7FF8000000000001, 0x0000000000000001, 1.7976931348623157e+308]]> : tensor<2x3xf64>} : () -> tensor<2x3xf64>
  %output_shape = "stablehlo.constant"() {value = dense<[3, 2]> : tensor<2xi64>} : () -> tensor<2xi64>
  %result = "stablehlo.dynamic_reshape"(%operand, %output_shape) : (tensor<2x3xf64>, tensor<2xi64>) -> tensor<3x2xf64>
  "check.expect_eq_const"(%result) {value = dense<[[-0.0, 0x7FF0000000000000], [0xFFF0000000000000, 0x7FF8000000000001], [0x0000000000000001, 1.7976931348623157e+308]]> : tensor<3x2xf64>} : (tensor<3x2xf64>) -> ()
  "func.return"() : () -> ()
}

// -----

// complex<f64>: 2x3 to the shape [3, 2] of output_shape (i64)
func.func @dynamic_reshape_complex_f64() {
  %operand = "stablehlo.constant"() {value = dense<[[(-0.0, 1.0), (0x7FF0000000000000, -0.0), (1.5, 0x7FF8000000000000)], [(0.0, 0.0), (-2.5, 3.0), (4.0, -5.0)]]> : tensor<2x3xcomplex<f64>>} : () -> tensor<2x3xcomplex<f64>>
  %output_shape = "stablehlo.constant"() {value = dense<[3, 2]> : tensor<2xi64>} : () -> tensor<2xi64>
  %result = "stablehlo.dynamic_reshape"(%operand, %output_shape) : (tensor<2x3xcomplex<f64>>, tensor<2xi64>) -> tensor<3x2xcomplex<f64>>
  "check.expect_eq_const"(%result) {value = dense<[[(-0.0, 1.0), (0x7FF0000000000000, -0.0)], [(1.5, 0x7FF8000000000000), (0.0, 0.0)], [(-2.5, 3.0), (4.0, -5.0)]]> : tensor<3x2xcomplex<f64>>} : (tensor<3x2xcomplex<f64>>) -> ()
  "func.return"() : () -> ()
}

// -----

// !quant.uniform<i8:f32, 0.5:-1>: 2x3 to the shape [3, 2] of output_shape (i64)
func.func @dynamic_reshape_quantized() {
  %operand = "stablehlo.constant"() {value = dense<[[-128, 127, -1], [0, 1, 2]]> : tensor<2x3x!quant.uniform<i8:f32, 0.5:-1>>} : () -> tensor<2x3x!quant.uniform<i8:f32, 0.5:-1>>
  %output_shape = "stablehlo.constant"() {value = dense<[3, 2]> : tensor<2xi64>} : () -> tensor<2xi64>
  %result = "stablehlo.dynamic_reshape"(%operand, %output_shape) : (tensor<2x3x!quant.uniform<i8:f32, 0.5:-1>>, tensor<2xi64>) -> tensor<3x2x!quant.uniform<i8:f32, 0.5:-1>>
  "check.expect_eq_const"(%result) {value = dense<[[-128, 127], [-1, 0], [1, 2]]> : tensor<3x2x!quant.uniform<i8:f32, 0.5:-1>>} : (tensor<3x2x!quant.uniform<i8:f32, 0.5:-1>>) -> ()
  "func.return"() : () -> ()
}

// -----

// a dynamic result type; output_shape of type i32
func.func @dynamic_reshape_dynamic_result() {
  %operand = "stablehlo.constant"() {value = dense<[[[-0.0, 0x7FF0000000000000], [0xFFF0000000000000, 0x7FF8000000000001], [0x0000000000000001, 1.7976931348623157e+308]], [[-1.5, 0.0], [3.0, -4.0], [5.0, 6.0]]]> : tensor<2x3x2xf64>} : () -> tensor<2x3x2xf64>
  %output_shape = "stablehlo.constant"() {value = dense<[4, 3]> : tensor<2xi32>} : () -> tensor<2xi32>
  %result = "stablehlo.dynamic_reshape"(%operand, %output_shape) : (tensor<2x3x2xf64>, tensor<2xi32>) -> tensor<?x?xf64>
  "check.expect_eq_const"(%result) {value = dense<[[-0.0, 0x7FF0000000000000, 0xFFF0000000000000], [0x7FF8000000000001, 0x0000000000000001, 1.7976931348623157e+308], [-1.5, 0.0, 3.0], [-4.0, 5.0, 6.0]]> : tensor<4x3xf64>} : (tensor<?x?xf64>) -> ()
  "func.return"() : () -> ()
}

// -----

// output_shape of type ui64
func.func @dynamic_reshape_ui64_shape() {
  %operand = "stablehlo.constant"() {value = dense<[-9223372036854775808, 9223372036854775807, -1, 0, 1, 2]> : tensor<6xi64>} : () -> tensor<6xi64>
  %output_shape = "stablehlo.constant"() {value = dense<[2, 1, 3]> : tensor<3xui64>} : () -> tensor<3xui64>
  %result = "stablehlo.dynamic_reshape"(%operand, %output_shape) : (tensor<6xi64>, tensor<3xui64>) -> tensor<?x?x?xi64>
  "check.expect_eq_const"(%result) {value = dense<[[[-9223372036854775808, 9223372036854775807, -1]], [[0, 1, 2]]]> : tensor<2x1x3xi64>} : (tensor<?x?x?xi64>) -> ()
  "func.return"() : () -> ()
}

// -----

// output_shape of type index
func.func @dynamic_reshape_index_shape() {
  %operand = "stablehlo.constant"() {value = dense<[[-9223372036854775808, 9223372036854775807], [-1, 0]]> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
  %output_shape = "stablehlo.constant"() {value = dense<[4]> : tensor<1xindex>} : () -> tensor<1xindex>
  %result = "stablehlo.dynamic_reshape"(%operand, %output_shape) : (tensor<2x2xi64>, tensor<1xindex>) -> tensor<?xi64>
  "check.expect_eq_const"(%result) {value = dense<[-9223372036854775808, 9223372036854775807, -1, 0]> : tensor<4xi64>} : (tensor<?xi64>) -> ()
  "func.return"() : () -> ()
}

// -----

// to rank 0 (an empty output_shape)
func.func @dynamic_reshape_to_rank0() {
  %operand = "stablehlo.constant"() {value = dense<[[-0.0]]> : tensor<1x1xbf16>} : () -> tensor<1x1xbf16>
  %output_shape = "stablehlo.constant"() {value = dense<[]> : tensor<0xi64>} : () -> tensor<0xi64>
  %result = "stablehlo.dynamic_reshape"(%operand, %output_shape) : (tensor<1x1xbf16>, tensor<0xi64>) -> tensor<bf16>
  "check.expect_eq_const"(%result) {value = dense<-0.0> : tensor<bf16>} : (tensor<bf16>) -> ()
  "func.return"() : () -> ()
}

// -----

// an empty tensor to another empty shape
func.func @dynamic_reshape_empty() {
  %operand = "stablehlo.constant"() {value = dense<[[]]> : tensor<2x0xi64>} : () -> tensor<2x0xi64>
  %output_shape = "stablehlo.constant"() {value = dense<[0, 5]> : tensor<2xi64>} : () -> tensor<2xi64>
  %result = "stablehlo.dynamic_reshape"(%operand, %output_shape) : (tensor<2x0xi64>, tensor<2xi64>) -> tensor<?x?xi64>
  "check.expect_eq_const"(%result) {value = dense<[]> : tensor<0x5xi64>} : (tensor<?x?xi64>) -> ()
  "func.return"() : () -> ()
}
