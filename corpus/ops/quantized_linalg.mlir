// Quantized semantics of dot_general (dequantize_op_quantize with a per-axis rhs; hybrid_dequantize_then_op) and of reduce with a quantized body
func.func @quantized_linalg_dot_general_per_axis_rhs() {
  %l = "stablehlo.constant"() {value = dense<[[1, 2], [3, -4]]> : tensor<2x2xi8>} : () -> tensor<2x2x!quant.uniform<i8:f32, 0.5:1>>
  %r = "stablehlo.constant"() {value = dense<[[5, 6], [-7, 8]]> : tensor<2x2xi8>} : () -> tensor<2x2x!quant.uniform<i8:f32:1, {0.25:0,1.0:0}>>
  %d = "stablehlo.dot_general"(%l, %r) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x2x!quant.uniform<i8:f32, 0.5:1>>, tensor<2x2x!quant.uniform<i8:f32:1, {0.25:0,1.0:0}>>) -> tensor<2x2x!quant.uniform<i8:f32, 0.125:0>>
  %s = "stablehlo.bitcast_convert"(%d) : (tensor<2x2x!quant.uniform<i8:f32, 0.125:0>>) -> tensor<2x2xi8>
  "check.expect_eq_const"(%s) {value = dense<[[-7, 32], [45, -112]]> : tensor<2x2xi8>} : (tensor<2x2xi8>) -> ()
  "func.return"() : () -> ()
}

// -----

func.func @quantized_linalg_dot_general_hybrid() {
  %l = "stablehlo.constant"() {value = dense<[[1.0, 2.0]]> : tensor<1x2xf32>} : () -> tensor<1x2xf32>
  %r = "stablehlo.constant"() {value = dense<[[4], [-6]]> : tensor<2x1xi8>} : () -> tensor<2x1x!quant.uniform<i8:f32, 0.5:0>>
  %d = "stablehlo.dot_general"(%l, %r) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<1x2xf32>, tensor<2x1x!quant.uniform<i8:f32, 0.5:0>>) -> tensor<1x1xf32>
  "check.expect_eq_const"(%d) {value = dense<[[-4.0]]> : tensor<1x1xf32>} : (tensor<1x1xf32>) -> ()
  "func.return"() : () -> ()
}

// -----

func.func @quantized_linalg_reduce_add_body() {
  %x = "stablehlo.constant"() {value = dense<[20, 30, -3]> : tensor<3xi8>} : () -> tensor<3x!quant.uniform<i8:f32, 0.5:0>>
  %z = "stablehlo.constant"() {value = dense<0> : tensor<i8>} : () -> tensor<!quant.uniform<i8:f32, 0.5:0>>
  %r = "stablehlo.reduce"(%x, %z) ({
    ^bb0(%a: tensor<!quant.uniform<i8:f32, 0.5:0>>, %b: tensor<!quant.uniform<i8:f32, 0.5:0>>):
      %c = "stablehlo.add"(%a, %b) : (tensor<!quant.uniform<i8:f32, 0.5:0>>, tensor<!quant.uniform<i8:f32, 0.5:0>>) -> tensor<!quant.uniform<i8:f32, 0.5:0>>
      "stablehlo.return"(%c) : (tensor<!quant.uniform<i8:f32, 0.5:0>>) -> ()
  }) {dimensions = array<i64: 0>} : (tensor<3x!quant.uniform<i8:f32, 0.5:0>>, tensor<!quant.uniform<i8:f32, 0.5:0>>) -> tensor<!quant.uniform<i8:f32, 0.5:0>>
  %s = "stablehlo.bitcast_convert"(%r) : (tensor<!quant.uniform<i8:f32, 0.5:0>>) -> tensor<i8>
  "check.expect_eq_const"(%s) {value = dense<47> : tensor<i8>} : (tensor<i8>) -> ()
  "func.return"() : () -> ()
}
