// uniform_quantize: float to quantized (per-tensor, per-axis on an inner dimension, ties to even, clamping to storage_min/storage_max, unsigned and sub-byte storage, rounding of each step in a bf16 expressed type) and requantization
func.func @uniform_quantize_ties_to_even() {
  %operand = "stablehlo.constant"() {value = dense<[0.5, 1.5, 2.5, -0.5, -2.5, 3.5]> : tensor<6xf32>} : () -> tensor<6xf32>
  %result = "stablehlo.uniform_quantize"(%operand) : (tensor<6xf32>) -> tensor<6x!quant.uniform<i8:f32, 1.0:0>>
  %storage = "stablehlo.bitcast_convert"(%result) : (tensor<6x!quant.uniform<i8:f32, 1.0:0>>) -> tensor<6xi8>
  "check.expect_eq_const"(%storage) {value = dense<[0, 2, 2, 0, -2, 4]> : tensor<6xi8>} : (tensor<6xi8>) -> ()
  "func.return"() : () -> ()
}

// -----

func.func @uniform_quantize_clamp_to_storage_range() {
  %operand = "stablehlo.constant"() {value = dense<[1000.0, -1000.0, 0x7F800000, 0xFF800000, 179.0, 181.0]> : tensor<6xf32>} : () -> tensor<6xf32>
  %result = "stablehlo.uniform_quantize"(%operand) : (tensor<6xf32>) -> tensor<6x!quant.uniform<i8<-100:100>:f32, 2.0:10>>
  %storage = "stablehlo.bitcast_convert"(%result) : (tensor<6x!quant.uniform<i8<-100:100>:f32, 2.0:10>>) -> tensor<6xi8>
  "check.expect_eq_const"(%storage) {value = dense<[100, -100, 100, -100, 100, 100]> : tensor<6xi8>} : (tensor<6xi8>) -> ()
  "func.return"() : () -> ()
}

// -----

func.func @uniform_quantize_per_axis_inner_dimension() {
  %operand = "stablehlo.constant"() {value = dense<[[8.0, 8.0, 8.0], [-4.0, -4.0, -4.0]]> : tensor<2x3xf32>} : () -> tensor<2x3xf32>
  %result = "stablehlo.uniform_quantize"(%operand) : (tensor<2x3xf32>) -> tensor<2x3x!quant.uniform<i8:f32:1, {1.0:0,2.0:1,4.0:-1}>>
  %storage = "stablehlo.bitcast_convert"(%result) : (tensor<2x3x!quant.uniform<i8:f32:1, {1.0:0,2.0:1,4.0:-1}>>) -> tensor<2x3xi8>
  "check.expect_eq_const"(%storage) {value = dense<[[8, 5, 1], [-4, -1, -2]]> : tensor<2x3xi8>} : (tensor<2x3xi8>) -> ()
  "func.return"() : () -> ()
}

// -----

func.func @uniform_quantize_unsigned_storage() {
  %operand = "stablehlo.constant"() {value = dense<[-64.0, 0.0, 63.75, 100.0, -100.0]> : tensor<5xf32>} : () -> tensor<5xf32>
  %result = "stablehlo.uniform_quantize"(%operand) : (tensor<5xf32>) -> tensor<5x!quant.uniform<ui8:f32, 0.5:128>>
  %storage = "stablehlo.bitcast_convert"(%result) : (tensor<5x!quant.uniform<ui8:f32, 0.5:128>>) -> tensor<5xui8>
  "check.expect_eq_const"(%storage) {value = dense<[0, 128, 255, 255, 0]> : tensor<5xui8>} : (tensor<5xui8>) -> ()
  "func.return"() : () -> ()
}

// -----

func.func @uniform_quantize_i4_storage() {
  %operand = "stablehlo.constant"() {value = dense<[0.0, 1.0, 5.0, -5.0]> : tensor<4xf32>} : () -> tensor<4xf32>
  %result = "stablehlo.uniform_quantize"(%operand) : (tensor<4xf32>) -> tensor<4x!quant.uniform<i4:f32, 0.25:-1>>
  %storage = "stablehlo.bitcast_convert"(%result) : (tensor<4x!quant.uniform<i4:f32, 0.25:-1>>) -> tensor<4xi4>
  "check.expect_eq_const"(%storage) {value = dense<[-1, 3, 7, -8]> : tensor<4xi4>} : (tensor<4xi4>) -> ()
  "func.return"() : () -> ()
}

// -----

func.func @uniform_quantize_bf16_rounds_each_step() {
  %operand = "stablehlo.constant"() {value = dense<[1.0, 3.0]> : tensor<2xbf16>} : () -> tensor<2xbf16>
  %result = "stablehlo.uniform_quantize"(%operand) : (tensor<2xbf16>) -> tensor<2x!quant.uniform<i16:bf16, 1.0:256>>
  %storage = "stablehlo.bitcast_convert"(%result) : (tensor<2x!quant.uniform<i16:bf16, 1.0:256>>) -> tensor<2xi16>
  "check.expect_eq_const"(%storage) {value = dense<[256, 260]> : tensor<2xi16>} : (tensor<2xi16>) -> ()
  "func.return"() : () -> ()
}

// -----

func.func @uniform_quantize_requantize_per_tensor() {
  %operand = "stablehlo.constant"() {value = dense<[-128, 0, 5, 127]> : tensor<4xi8>} : () -> tensor<4x!quant.uniform<i8:f32, 0.5:0>>
  %result = "stablehlo.uniform_quantize"(%operand) : (tensor<4x!quant.uniform<i8:f32, 0.5:0>>) -> tensor<4x!quant.uniform<i8:f32, 2.0:-10>>
  %storage = "stablehlo.bitcast_convert"(%result) : (tensor<4x!quant.uniform<i8:f32, 2.0:-10>>) -> tensor<4xi8>
  "check.expect_eq_const"(%storage) {value = dense<[-42, -10, -9, 22]> : tensor<4xi8>} : (tensor<4xi8>) -> ()
  "func.return"() : () -> ()
}

// -----

func.func @uniform_quantize_rank_0() {
  %operand = "stablehlo.constant"() {value = dense<2.0> : tensor<f32>} : () -> tensor<f32>
  %result = "stablehlo.uniform_quantize"(%operand) : (tensor<f32>) -> tensor<!quant.uniform<i8:f32, 0.5:1>>
  %storage = "stablehlo.bitcast_convert"(%result) : (tensor<!quant.uniform<i8:f32, 0.5:1>>) -> tensor<i8>
  "check.expect_eq_const"(%storage) {value = dense<5> : tensor<i8>} : (tensor<i8>) -> ()
  "func.return"() : () -> ()
}
