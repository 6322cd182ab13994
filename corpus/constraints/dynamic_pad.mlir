// Constraint cases of dynamic_pad (seed 000, section "dynamic_pad"): valid programs (paddings as arguments and as constants, dynamic, quantized) and one program per constraint that breaks exactly that constraint (C3 and C4 are checked when constants give the paddings).

// case: valid
// expected: valid
// 2 + 0 + 1 * 1 + 2 = 5; 3 + 1 + 2 * 2 + 1 = 9
func.func @main(%operand: tensor<2x3xi64>, %padding_value: tensor<i64>) -> (tensor<5x9xi64>) {
  %edge_padding_low = "stablehlo.constant"() {value = dense<[0, 1]> : tensor<2xi64>} : () -> tensor<2xi64>
  %edge_padding_high = "stablehlo.constant"() {value = dense<[2, 1]> : tensor<2xi64>} : () -> tensor<2xi64>
  %interior_padding = "stablehlo.constant"() {value = dense<[1, 2]> : tensor<2xi64>} : () -> tensor<2xi64>
  %result = "stablehlo.dynamic_pad"(%operand, %padding_value, %edge_padding_low, %edge_padding_high, %interior_padding) : (tensor<2x3xi64>, tensor<i64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<5x9xi64>
  func.return %result : tensor<5x9xi64>
}

// -----
// case: valid_arguments
// expected: valid
// paddings known at run time only
func.func @main(%operand: tensor<2x3xi64>, %padding_value: tensor<i64>, %edge_padding_low: tensor<2xi64>, %edge_padding_high: tensor<2xi64>, %interior_padding: tensor<2xi64>) -> (tensor<?x?xi64>) {
  %result = "stablehlo.dynamic_pad"(%operand, %padding_value, %edge_padding_low, %edge_padding_high, %interior_padding) : (tensor<2x3xi64>, tensor<i64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<?x?xi64>
  func.return %result : tensor<?x?xi64>
}

// -----
// case: valid_arguments_static
// expected: valid
// paddings known at run time only: any result shape of rank 2 may be right
func.func @main(%operand: tensor<2x3xi64>, %padding_value: tensor<i64>, %edge_padding_low: tensor<2xi64>, %edge_padding_high: tensor<2xi64>, %interior_padding: tensor<2xi64>) -> (tensor<7x7xi64>) {
  %result = "stablehlo.dynamic_pad"(%operand, %padding_value, %edge_padding_low, %edge_padding_high, %interior_padding) : (tensor<2x3xi64>, tensor<i64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<7x7xi64>
  func.return %result : tensor<7x7xi64>
}

// -----
// case: valid_negative_edge
// expected: valid
func.func @main(%operand: tensor<2x3xf32>, %padding_value: tensor<f32>) -> (tensor<1x3xf32>) {
  %edge_padding_low = "stablehlo.constant"() {value = dense<[-1, 0]> : tensor<2xi64>} : () -> tensor<2xi64>
  %edge_padding_high = "stablehlo.constant"() {value = dense<[0, -2]> : tensor<2xi64>} : () -> tensor<2xi64>
  %interior_padding = "stablehlo.constant"() {value = dense<[0, 1]> : tensor<2xi64>} : () -> tensor<2xi64>
  %result = "stablehlo.dynamic_pad"(%operand, %padding_value, %edge_padding_low, %edge_padding_high, %interior_padding) : (tensor<2x3xf32>, tensor<f32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<1x3xf32>
  func.return %result : tensor<1x3xf32>
}

// -----
// case: valid_dynamic
// expected: valid
func.func @main(%operand: tensor<?x3xf32>, %padding_value: tensor<f32>) -> (tensor<?x5xf32>) {
  %edge_padding_low = "stablehlo.constant"() {value = dense<[1, 1]> : tensor<2xi64>} : () -> tensor<2xi64>
  %edge_padding_high = "stablehlo.constant"() {value = dense<[1, 1]> : tensor<2xi64>} : () -> tensor<2xi64>
  %interior_padding = "stablehlo.constant"() {value = dense<[0, 0]> : tensor<2xi64>} : () -> tensor<2xi64>
  %result = "stablehlo.dynamic_pad"(%operand, %padding_value, %edge_padding_low, %edge_padding_high, %interior_padding) : (tensor<?x3xf32>, tensor<f32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<?x5xf32>
  func.return %result : tensor<?x5xf32>
}

// -----
// case: valid_quantized
// expected: valid
func.func @main(%operand: tensor<2x!quant.uniform<i8:f32, 0.5:-1>>, %padding_value: tensor<!quant.uniform<i8:f32, 0.5:-1>>) -> (tensor<4x!quant.uniform<i8:f32, 0.5:-1>>) {
  %edge_padding_low = "stablehlo.constant"() {value = dense<[1]> : tensor<1xi64>} : () -> tensor<1xi64>
  %edge_padding_high = "stablehlo.constant"() {value = dense<[1]> : tensor<1xi64>} : () -> tensor<1xi64>
  %interior_padding = "stablehlo.constant"() {value = dense<[0]> : tensor<1xi64>} : () -> tensor<1xi64>
  %result = "stablehlo.dynamic_pad"(%operand, %padding_value, %edge_padding_low, %edge_padding_high, %interior_padding) : (tensor<2x!quant.uniform<i8:f32, 0.5:-1>>, tensor<!quant.uniform<i8:f32, 0.5:-1>>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<4x!quant.uniform<i8:f32, 0.5:-1>>
  func.return %result : tensor<4x!quant.uniform<i8:f32, 0.5:-1>>
}

// -----
// case: c1_padding_value
// expected: dynamic_pad_c1
func.func @main(%operand: tensor<2x3xf32>, %padding_value: tensor<f64>) -> (tensor<2x3xf32>) {
  %edge_padding_low = "stablehlo.constant"() {value = dense<[0, 0]> : tensor<2xi64>} : () -> tensor<2xi64>
  %edge_padding_high = "stablehlo.constant"() {value = dense<[0, 0]> : tensor<2xi64>} : () -> tensor<2xi64>
  %interior_padding = "stablehlo.constant"() {value = dense<[0, 0]> : tensor<2xi64>} : () -> tensor<2xi64>
  %result = "stablehlo.dynamic_pad"(%operand, %padding_value, %edge_padding_low, %edge_padding_high, %interior_padding) : (tensor<2x3xf32>, tensor<f64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<2x3xf32>
  func.return %result : tensor<2x3xf32>
}

// -----
// case: c1_result
// expected: dynamic_pad_c1
func.func @main(%operand: tensor<2x3xf32>, %padding_value: tensor<f32>) -> (tensor<2x3xf16>) {
  %edge_padding_low = "stablehlo.constant"() {value = dense<[0, 0]> : tensor<2xi64>} : () -> tensor<2xi64>
  %edge_padding_high = "stablehlo.constant"() {value = dense<[0, 0]> : tensor<2xi64>} : () -> tensor<2xi64>
  %interior_padding = "stablehlo.constant"() {value = dense<[0, 0]> : tensor<2xi64>} : () -> tensor<2xi64>
  %result = "stablehlo.dynamic_pad"(%operand, %padding_value, %edge_padding_low, %edge_padding_high, %interior_padding) : (tensor<2x3xf32>, tensor<f32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<2x3xf16>
  func.return %result : tensor<2x3xf16>
}

// -----
// case: c2_low_size
// expected: dynamic_pad_c2
func.func @main(%operand: tensor<2x3xf32>, %padding_value: tensor<f32>, %edge_padding_low: tensor<1xi64>, %edge_padding_high: tensor<2xi64>, %interior_padding: tensor<2xi64>) -> (tensor<2x3xf32>) {
  %result = "stablehlo.dynamic_pad"(%operand, %padding_value, %edge_padding_low, %edge_padding_high, %interior_padding) : (tensor<2x3xf32>, tensor<f32>, tensor<1xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<2x3xf32>
  func.return %result : tensor<2x3xf32>
}

// -----
// case: c2_interior_size
// expected: dynamic_pad_c2
func.func @main(%operand: tensor<2x3xf32>, %padding_value: tensor<f32>, %edge_padding_low: tensor<2xi64>, %edge_padding_high: tensor<2xi64>, %interior_padding: tensor<3xi64>) -> (tensor<2x3xf32>) {
  %result = "stablehlo.dynamic_pad"(%operand, %padding_value, %edge_padding_low, %edge_padding_high, %interior_padding) : (tensor<2x3xf32>, tensor<f32>, tensor<2xi64>, tensor<2xi64>, tensor<3xi64>) -> tensor<2x3xf32>
  func.return %result : tensor<2x3xf32>
}

// -----
// case: c3_negative_interior
// expected: dynamic_pad_c3
// the result has the shape C4's formula gives: 3 + 2 * -1 = 1
func.func @main(%operand: tensor<2x3xf32>, %padding_value: tensor<f32>) -> (tensor<2x1xf32>) {
  %edge_padding_low = "stablehlo.constant"() {value = dense<[0, 0]> : tensor<2xi64>} : () -> tensor<2xi64>
  %edge_padding_high = "stablehlo.constant"() {value = dense<[0, 0]> : tensor<2xi64>} : () -> tensor<2xi64>
  %interior_padding = "stablehlo.constant"() {value = dense<[0, -1]> : tensor<2xi64>} : () -> tensor<2xi64>
  %result = "stablehlo.dynamic_pad"(%operand, %padding_value, %edge_padding_low, %edge_padding_high, %interior_padding) : (tensor<2x3xf32>, tensor<f32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<2x1xf32>
  func.return %result : tensor<2x1xf32>
}

// -----
// case: c4_result_shape
// expected: dynamic_pad_c4
func.func @main(%operand: tensor<2x3xi64>, %padding_value: tensor<i64>) -> (tensor<5x8xi64>) {
  %edge_padding_low = "stablehlo.constant"() {value = dense<[0, 1]> : tensor<2xi64>} : () -> tensor<2xi64>
  %edge_padding_high = "stablehlo.constant"() {value = dense<[2, 1]> : tensor<2xi64>} : () -> tensor<2xi64>
  %interior_padding = "stablehlo.constant"() {value = dense<[1, 2]> : tensor<2xi64>} : () -> tensor<2xi64>
  %result = "stablehlo.dynamic_pad"(%operand, %padding_value, %edge_padding_low, %edge_padding_high, %interior_padding) : (tensor<2x3xi64>, tensor<i64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<5x8xi64>
  func.return %result : tensor<5x8xi64>
}

// -----
// case: c4_negative_size
// expected: dynamic_pad_c4
// 2 - 2 - 1 = -1: no result shape can have it
func.func @main(%operand: tensor<2x3xf32>, %padding_value: tensor<f32>) -> (tensor<0x3xf32>) {
  %edge_padding_low = "stablehlo.constant"() {value = dense<[-2, 0]> : tensor<2xi64>} : () -> tensor<2xi64>
  %edge_padding_high = "stablehlo.constant"() {value = dense<[-1, 0]> : tensor<2xi64>} : () -> tensor<2xi64>
  %interior_padding = "stablehlo.constant"() {value = dense<[0, 0]> : tensor<2xi64>} : () -> tensor<2xi64>
  %result = "stablehlo.dynamic_pad"(%operand, %padding_value, %edge_padding_low, %edge_padding_high, %interior_padding) : (tensor<2x3xf32>, tensor<f32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<0x3xf32>
  func.return %result : tensor<0x3xf32>
}

// -----
// case: c4_result_shape_dynamic_operand
// expected: dynamic_pad_c4
// 3 + 1 + 1 = 5 != 6 in the static dimension. The official verifier accepts it: it compares the
// result with the constant paddings only when the operand's shape is fully static.
func.func @main(%operand: tensor<?x3xf32>, %padding_value: tensor<f32>) -> (tensor<?x6xf32>) {
  %edge_padding_low = "stablehlo.constant"() {value = dense<[1, 1]> : tensor<2xi64>} : () -> tensor<2xi64>
  %edge_padding_high = "stablehlo.constant"() {value = dense<[1, 1]> : tensor<2xi64>} : () -> tensor<2xi64>
  %interior_padding = "stablehlo.constant"() {value = dense<[0, 0]> : tensor<2xi64>} : () -> tensor<2xi64>
  %result = "stablehlo.dynamic_pad"(%operand, %padding_value, %edge_padding_low, %edge_padding_high, %interior_padding) : (tensor<?x3xf32>, tensor<f32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<?x6xf32>
  func.return %result : tensor<?x6xf32>
}
