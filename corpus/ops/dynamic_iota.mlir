// dynamic_iota (seed 000): the result shape from output_shape of several integer types, static and dynamic result types, every element-type family, empty results.
// i64: shape from output_shape (i64)
func.func @dynamic_iota_i64() {
  %output_shape = "stablehlo.constant"() {value = dense<[3, 4]> : tensor<2xi64>} : () -> tensor<2xi64>
  %output = "stablehlo.dynamic_iota"(%output_shape) {iota_dimension = 1 : i64} : (tensor<2xi64>) -> tensor<3x4xi64>
  "check.expect_eq_const"(%output) {value = dense<[[0, 1, 2, 3], [0, 1, 2, 3], [0, 1, 2, 3]]> : tensor<3x4xi64>} : (tensor<3x4xi64>) -> ()
  "func.return"() : () -> ()
}

// -----

// ui64: shape from output_shape (i64)
func.func @dynamic_iota_ui64() {
  %output_shape = "stablehlo.constant"() {value = dense<[2, 5]> : tensor<2xi64>} : () -> tensor<2xi64>
  %output = "stablehlo.dynamic_iota"(%output_shape) {iota_dimension = 0 : i64} : (tensor<2xi64>) -> tensor<2x5xui64>
  "check.expect_eq_const"(%output) {value = dense<[[0, 0, 0, 0, 0], [1, 1, 1, 1, 1]]> : tensor<2x5xui64>} : (tensor<2x5xui64>) -> ()
  "func.return"() : () -> ()
}

// -----

// f64: shape from output_shape (i64)
func.func @dynamic_iota_f64() {
  %output_shape = "stablehlo.constant"() {value = dense<[4, 3]> : tensor<2xi64>} : () -> tensor<2xi64>
  %output = "stablehlo.dynamic_iota"(%output_shape) {iota_dimension = 0 : i64} : (tensor<2xi64>) -> tensor<4x3xf64>
  "check.expect_eq_const"(%output) {value = dense<[[0.0, 0.0, 0.0], [1.0, 1.0, 1.0], [2.0, 2.0, 2.0], [3.0, 3.0, 3.0]]> : tensor<4x3xf64>} : (tensor<4x3xf64>) -> ()
  "func.return"() : () -> ()
}

// -----

// complex<f64>: shape from output_shape (i64)
func.func @dynamic_iota_complex_f64() {
  %output_shape = "stablehlo.constant"() {value = dense<[2, 3]> : tensor<2xi64>} : () -> tensor<2xi64>
  %output = "stablehlo.dynamic_iota"(%output_shape) {iota_dimension = 1 : i64} : (tensor<2xi64>) -> tensor<2x3xcomplex<f64>>
  "check.expect_eq_const"(%output) {value = dense<[[(0.0, 0.0), (1.0, 0.0), (2.0, 0.0)], [(0.0, 0.0), (1.0, 0.0), (2.0, 0.0)]]> : tensor<2x3xcomplex<f64>>} : (tensor<2x3xcomplex<f64>>) -> ()
  "func.return"() : () -> ()
}

// -----

// f4E2M1FN: shape from output_shape (i64)
func.func @dynamic_iota_f4E2M1FN() {
  %output_shape = "stablehlo.constant"() {value = dense<[2, 5]> : tensor<2xi64>} : () -> tensor<2xi64>
  %output = "stablehlo.dynamic_iota"(%output_shape) {iota_dimension = 1 : i64} : (tensor<2xi64>) -> tensor<2x5xf4E2M1FN>
  "check.expect_eq_const"(%output) {value = dense<[[0.0, 1.0, 2.0, 3.0, 4.0], [0.0, 1.0, 2.0, 3.0, 4.0]]> : tensor<2x5xf4E2M1FN>} : (tensor<2x5xf4E2M1FN>) -> ()
  "func.return"() : () -> ()
}

// -----

// a dynamic result type; output_shape of type ui8
func.func @dynamic_iota_dynamic_result() {
  %output_shape = "stablehlo.constant"() {value = dense<[2, 3, 2]> : tensor<3xui8>} : () -> tensor<3xui8>
  %output = "stablehlo.dynamic_iota"(%output_shape) {iota_dimension = 2 : i64} : (tensor<3xui8>) -> tensor<?x?x?xf64>
  "check.expect_eq_const"(%output) {value = dense<[[[0.0, 1.0], [0.0, 1.0], [0.0, 1.0]], [[0.0, 1.0], [0.0, 1.0], [0.0, 1.0]]]> : tensor<2x3x2xf64>} : (tensor<?x?x?xf64>) -> ()
  "func.return"() : () -> ()
}

// -----

// output_shape of type i32
func.func @dynamic_iota_i32_shape() {
  %output_shape = "stablehlo.constant"() {value = dense<[5]> : tensor<1xi32>} : () -> tensor<1xi32>
  %output = "stablehlo.dynamic_iota"(%output_shape) {iota_dimension = 0 : i64} : (tensor<1xi32>) -> tensor<?xi64>
  "check.expect_eq_const"(%output) {value = dense<[0, 1, 2, 3, 4]> : tensor<5xi64>} : (tensor<?xi64>) -> ()
  "func.return"() : () -> ()
}

// -----

// output_shape of type index
func.func @dynamic_iota_index_shape() {
  %output_shape = "stablehlo.constant"() {value = dense<[2, 2]> : tensor<2xindex>} : () -> tensor<2xindex>
  %output = "stablehlo.dynamic_iota"(%output_shape) {iota_dimension = 1 : i64} : (tensor<2xindex>) -> tensor<?x?xi64>
  "check.expect_eq_const"(%output) {value = dense<[[0, 1], [0, 1]]> : tensor<2x2xi64>} : (tensor<?x?xi64>) -> ()
  "func.return"() : () -> ()
}

// -----

// an empty result
func.func @dynamic_iota_empty() {
  %output_shape = "stablehlo.constant"() {value = dense<[3, 0]> : tensor<2xi64>} : () -> tensor<2xi64>
  %output = "stablehlo.dynamic_iota"(%output_shape) {iota_dimension = 0 : i64} : (tensor<2xi64>) -> tensor<?x?xi64>
  "check.expect_eq_const"(%output) {value = dense<[[]]> : tensor<3x0xi64>} : (tensor<?x?xi64>) -> ()
  "func.return"() : () -> ()
}
