// get_dimension_size (seed 000): each dimension position, several element types incl. quantized, size 0, a dynamic dimension.
// i1: dimension 0 of 2x3x4
func.func @get_dimension_size_i1_dimension_0() {
  %operand = "stablehlo.constant"() {value = dense<[[[true, false, false, true], [true, true, false, true], [false, false, true, true]], [[true, false, true, false], [false, true, true, true], [false, true, false, false]]]> : tensor<2x3x4xi1>} : () -> tensor<2x3x4xi1>
  %result = "stablehlo.get_dimension_size"(%operand) {dimension = 0 : i64} : (tensor<2x3x4xi1>) -> tensor<i32>
  "check.expect_eq_const"(%result) {value = dense<2> : tensor<i32>} : (tensor<i32>) -> ()
  "func.return"() : () -> ()
}

// -----

// f64: dimension 1 of 2x3x4
func.func @get_dimension_size_f64_dimension_1() {
  %operand = "stablehlo.constant"() {value = dense<[[[-0.0, 0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000001], [0x0000000000000001, 1.7976931348623157e+308, -1.5, 0.0], [3.0, -4.0, 5.0, 6.0]], [[7.0, 8.0, -9.0, 10.0], [11.0, 12.0, -0.0, 0x7FF0000000000000], [0xFFF0000000000000, 0x7FF8000000000001, 0x0000000000000001, 1.7976931348623157e+308]]]> : tensor<2x3x4xf64>} : () -> tensor<2x3x4xf64>
  %result = "stablehlo.get_dimension_size"(%operand) {dimension = 1 : i64} : (tensor<2x3x4xf64>) -> tensor<i32>
  "check.expect_eq_const"(%result) {value = dense<3> : tensor<i32>} : (tensor<i32>) -> ()
  "func.return"() : () -> ()
}

// -----

// complex<f64>: dimension 2 of 2x3x4
func.func @get_dimension_size_complex_f64_dimension_2() {
  %operand = "stablehlo.constant"() {value = dense<[[[(-0.0, 1.0), (0x7FF0000000000000, -0.0), (1.5, 0x7FF8000000000000), (0.0, 0.0)], [(-2.5, 3.0), (4.0, -5.0), (6.0, 7.0), (8.0, 9.0)], [(-1.0, -1.0), (10.0, 11.0), (12.0, 13.0), (14.0, 15.0)]], [[(-0.0, 1.0), (0x7FF0000000000000, -0.0), (1.5, 0x7FF8000000000000), (0.0, 0.0)], [(-2.5, 3.0), (4.0, -5.0), (6.0, 7.0), (8.0, 9.0)], [(-1.0, -1.0), (10.0, 11.0), (12.0, 13.0), (14.0, 15.0)]]]> : tensor<2x3x4xcomplex<f64>>} : () -> tensor<2x3x4xcomplex<f64>>
  %result = "stablehlo.get_dimension_size"(%operand) {dimension = 2 : i64} : (tensor<2x3x4xcomplex<f64>>) -> tensor<i32>
  "check.expect_eq_const"(%result) {value = dense<4> : tensor<i32>} : (tensor<i32>) -> ()
  "func.return"() : () -> ()
}

// -----

// !quant.uniform<i8:f32, 0.5:-1>: dimension 1 of 2x3x4
func.func @get_dimension_size_quantized_dimension_1() {
  %operand = "stablehlo.constant"() {value = dense<[[[-128, 127, -1, 0], [1, 2, -3, 5], [-5, 3, 6, -7]], [[4, -2, 8, -128], [127, -1, 0, 1], [2, -3, 5, -5]]]> : tensor<2x3x4x!quant.uniform<i8:f32, 0.5:-1>>} : () -> tensor<2x3x4x!quant.uniform<i8:f32, 0.5:-1>>
  %result = "stablehlo.get_dimension_size"(%operand) {dimension = 1 : i64} : (tensor<2x3x4x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<i32>
  "check.expect_eq_const"(%result) {value = dense<3> : tensor<i32>} : (tensor<i32>) -> ()
  "func.return"() : () -> ()
}

// -----

// a dimension of size 0
func.func @get_dimension_size_empty() {
  %operand = "stablehlo.constant"() {value = dense<[[]]> : tensor<3x0xi64>} : () -> tensor<3x0xi64>
  %result = "stablehlo.get_dimension_size"(%operand) {dimension = 1 : i64} : (tensor<3x0xi64>) -> tensor<i32>
  "check.expect_eq_const"(%result) {value = dense<0> : tensor<i32>} : (tensor<i32>) -> ()
  "func.return"() : () -> ()
}

// -----

// a dimension of an empty tensor that is not 0
func.func @get_dimension_size_of_other_empty() {
  %operand = "stablehlo.constant"() {value = dense<[[]]> : tensor<3x0xi64>} : () -> tensor<3x0xi64>
  %result = "stablehlo.get_dimension_size"(%operand) {dimension = 0 : i64} : (tensor<3x0xi64>) -> tensor<i32>
  "check.expect_eq_const"(%result) {value = dense<3> : tensor<i32>} : (tensor<i32>) -> ()
  "func.return"() : () -> ()
}

// -----

// a dynamic dimension: the size of the value
func.func @get_dimension_size_dynamic() {
  %output_shape = "stablehlo.constant"() {value = dense<[7]> : tensor<1xi64>} : () -> tensor<1xi64>
  %operand = "stablehlo.dynamic_iota"(%output_shape) {iota_dimension = 0 : i64} : (tensor<1xi64>) -> tensor<?xf32>
  %result = "stablehlo.get_dimension_size"(%operand) {dimension = 0 : i64} : (tensor<?xf32>) -> tensor<i32>
  "check.expect_eq_const"(%result) {value = dense<7> : tensor<i32>} : (tensor<i32>) -> ()
  "func.return"() : () -> ()
}
