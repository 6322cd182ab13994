// uniform_dequantize: per-tensor and per-axis (inner dimension), signed, unsigned and i4 storage, the exact storage - zero_point, rounding in a bf16 expressed type, rank 0
func.func @uniform_dequantize_per_tensor() {
  %operand = "stablehlo.constant"() {value = dense<[-128, 0, 3, 127]> : tensor<4xi8>} : () -> tensor<4x!quant.uniform<i8:f32, 0.5:3>>
  %result = "stablehlo.uniform_dequantize"(%operand) : (tensor<4x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<4xf32>
  "check.expect_eq_const"(%result) {value = dense<[-65.5, -1.5, 0.0, 62.0]> : tensor<4xf32>} : (tensor<4xf32>) -> ()
  "func.return"() : () -> ()
}

// -----

func.func @uniform_dequantize_per_axis_inner_dimension() {
  %operand = "stablehlo.constant"() {value = dense<[[8, 5, 1], [-4, -1, -2]]> : tensor<2x3xi8>} : () -> tensor<2x3x!quant.uniform<i8:f32:1, {1.0:0,2.0:1,4.0:-1}>>
  %result = "stablehlo.uniform_dequantize"(%operand) : (tensor<2x3x!quant.uniform<i8:f32:1, {1.0:0,2.0:1,4.0:-1}>>) -> tensor<2x3xf32>
  "check.expect_eq_const"(%result) {value = dense<[[8.0, 8.0, 8.0], [-4.0, -4.0, -4.0]]> : tensor<2x3xf32>} : (tensor<2x3xf32>) -> ()
  "func.return"() : () -> ()
}

// -----

func.func @uniform_dequantize_unsigned_storage() {
  %operand = "stablehlo.constant"() {value = dense<[0, 128, 255]> : tensor<3xui8>} : () -> tensor<3x!quant.uniform<ui8:f64, 0.5:128>>
  %result = "stablehlo.uniform_dequantize"(%operand) : (tensor<3x!quant.uniform<ui8:f64, 0.5:128>>) -> tensor<3xf64>
  "check.expect_eq_const"(%result) {value = dense<[-64.0, 0.0, 63.5]> : tensor<3xf64>} : (tensor<3xf64>) -> ()
  "func.return"() : () -> ()
}

// -----

func.func @uniform_dequantize_i4_storage() {
  %operand = "stablehlo.constant"() {value = dense<[-8, -1, 7]> : tensor<3xi4>} : () -> tensor<3x!quant.uniform<i4:f16, 0.25:-1>>
  %result = "stablehlo.uniform_dequantize"(%operand) : (tensor<3x!quant.uniform<i4:f16, 0.25:-1>>) -> tensor<3xf16>
  "check.expect_eq_const"(%result) {value = dense<[-1.75, 0.0, 2.0]> : tensor<3xf16>} : (tensor<3xf16>) -> ()
  "func.return"() : () -> ()
}

// -----

func.func @uniform_dequantize_bf16_rounds_the_difference() {
  %operand = "stablehlo.constant"() {value = dense<[257, 259]> : tensor<2xi16>} : () -> tensor<2x!quant.uniform<i16:bf16, 1.0:0>>
  %result = "stablehlo.uniform_dequantize"(%operand) : (tensor<2x!quant.uniform<i16:bf16, 1.0:0>>) -> tensor<2xbf16>
  "check.expect_eq_const"(%result) {value = dense<[256.0, 260.0]> : tensor<2xbf16>} : (tensor<2xbf16>) -> ()
  "func.return"() : () -> ()
}

// -----

func.func @uniform_dequantize_rank_0() {
  %operand = "stablehlo.constant"() {value = dense<5> : tensor<i8>} : () -> tensor<!quant.uniform<i8:f32, 0.5:1>>
  %result = "stablehlo.uniform_dequantize"(%operand) : (tensor<!quant.uniform<i8:f32, 0.5:1>>) -> tensor<f32>
  "check.expect_eq_const"(%result) {value = dense<2.0> : tensor<f32>} : (tensor<f32>) -> ()
  "func.return"() : () -> ()
}
