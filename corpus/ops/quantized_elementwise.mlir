// Quantized semantics of elementwise ops (dequantize_op_quantize, dequantize_compare, dequantize_select_quantize): per-tensor and per-axis, i8/ui8/i16 storage, requantization, clamping and round-half-even
func.func @quantized_elementwise_add_requantize() {
  %a = "stablehlo.constant"() {value = dense<[10, -20, 127, -128]> : tensor<4xi8>} : () -> tensor<4x!quant.uniform<i8:f32, 0.5:-1>>
  %b = "stablehlo.constant"() {value = dense<[3, 4, 5, 6]> : tensor<4xi8>} : () -> tensor<4x!quant.uniform<i8:f32, 0.25:2>>
  %r = "stablehlo.add"(%a, %b) : (tensor<4x!quant.uniform<i8:f32, 0.5:-1>>, tensor<4x!quant.uniform<i8:f32, 0.25:2>>) -> tensor<4x!quant.uniform<i8:f32, 1.0:0>>
  %s = "stablehlo.bitcast_convert"(%r) : (tensor<4x!quant.uniform<i8:f32, 1.0:0>>) -> tensor<4xi8>
  "check.expect_eq_const"(%s) {value = dense<[6, -9, 65, -62]> : tensor<4xi8>} : (tensor<4xi8>) -> ()
  "func.return"() : () -> ()
}

// -----

func.func @quantized_elementwise_multiply_clamps_to_narrowed_storage() {
  %a = "stablehlo.constant"() {value = dense<[100, -100, 0, 7]> : tensor<4xi8>} : () -> tensor<4x!quant.uniform<i8:f32, 1.0:0>>
  %r = "stablehlo.multiply"(%a, %a) : (tensor<4x!quant.uniform<i8:f32, 1.0:0>>, tensor<4x!quant.uniform<i8:f32, 1.0:0>>) -> tensor<4x!quant.uniform<i8<-100:100>:f32, 0.5:0>>
  %s = "stablehlo.bitcast_convert"(%r) : (tensor<4x!quant.uniform<i8<-100:100>:f32, 0.5:0>>) -> tensor<4xi8>
  "check.expect_eq_const"(%s) {value = dense<[100, 100, 0, 98]> : tensor<4xi8>} : (tensor<4xi8>) -> ()
  "func.return"() : () -> ()
}

// -----

func.func @quantized_elementwise_subtract_ui8() {
  %a = "stablehlo.constant"() {value = dense<[200, 0, 255]> : tensor<3xui8>} : () -> tensor<3x!quant.uniform<ui8:f32, 0.5:10>>
  %b = "stablehlo.constant"() {value = dense<[100, 3, 0]> : tensor<3xui8>} : () -> tensor<3x!quant.uniform<ui8:f32, 0.5:10>>
  %r = "stablehlo.subtract"(%a, %b) : (tensor<3x!quant.uniform<ui8:f32, 0.5:10>>, tensor<3x!quant.uniform<ui8:f32, 0.5:10>>) -> tensor<3x!quant.uniform<ui8:f32, 0.25:128>>
  %s = "stablehlo.bitcast_convert"(%r) : (tensor<3x!quant.uniform<ui8:f32, 0.25:128>>) -> tensor<3xui8>
  "check.expect_eq_const"(%s) {value = dense<[255, 122, 255]> : tensor<3xui8>} : (tensor<3xui8>) -> ()
  "func.return"() : () -> ()
}

// -----

func.func @quantized_elementwise_add_per_axis() {
  %a = "stablehlo.constant"() {value = dense<[[2, 5], [-3, 9]]> : tensor<2x2xi8>} : () -> tensor<2x2x!quant.uniform<i8:f32:1, {0.5:0,0.25:1}>>
  %b = "stablehlo.constant"() {value = dense<[[4, 1], [1, -7]]> : tensor<2x2xi8>} : () -> tensor<2x2x!quant.uniform<i8:f32:1, {0.5:0,0.25:1}>>
  %r = "stablehlo.add"(%a, %b) : (tensor<2x2x!quant.uniform<i8:f32:1, {0.5:0,0.25:1}>>, tensor<2x2x!quant.uniform<i8:f32:1, {0.5:0,0.25:1}>>) -> tensor<2x2x!quant.uniform<i8:f32:1, {1.0:0,0.5:-2}>>
  %s = "stablehlo.bitcast_convert"(%r) : (tensor<2x2x!quant.uniform<i8:f32:1, {1.0:0,0.5:-2}>>) -> tensor<2x2xi8>
  "check.expect_eq_const"(%s) {value = dense<[[3, 0], [-1, -2]]> : tensor<2x2xi8>} : (tensor<2x2xi8>) -> ()
  "func.return"() : () -> ()
}

// -----

func.func @quantized_elementwise_negate_i16() {
  %a = "stablehlo.constant"() {value = dense<[-32768, 64, 0]> : tensor<3xi16>} : () -> tensor<3x!quant.uniform<i16:f32, 0.25:0>>
  %r = "stablehlo.negate"(%a) : (tensor<3x!quant.uniform<i16:f32, 0.25:0>>) -> tensor<3x!quant.uniform<i16:f32, 0.25:0>>
  %s = "stablehlo.bitcast_convert"(%r) : (tensor<3x!quant.uniform<i16:f32, 0.25:0>>) -> tensor<3xi16>
  "check.expect_eq_const"(%s) {value = dense<[32767, -64, 0]> : tensor<3xi16>} : (tensor<3xi16>) -> ()
  "func.return"() : () -> ()
}

// -----

func.func @quantized_elementwise_compare() {
  %a = "stablehlo.constant"() {value = dense<[2, 4, -1]> : tensor<3xi8>} : () -> tensor<3x!quant.uniform<i8:f32, 0.5:0>>
  %b = "stablehlo.constant"() {value = dense<[1, 2, 0]> : tensor<3xi8>} : () -> tensor<3x!quant.uniform<i8:f32, 1.0:0>>
  %r = "stablehlo.compare"(%a, %b) {comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<3x!quant.uniform<i8:f32, 0.5:0>>, tensor<3x!quant.uniform<i8:f32, 1.0:0>>) -> tensor<3xi1>
  "check.expect_eq_const"(%r) {value = dense<[true, true, false]> : tensor<3xi1>} : (tensor<3xi1>) -> ()
  "func.return"() : () -> ()
}

// -----

func.func @quantized_elementwise_select() {
  %p = "stablehlo.constant"() {value = dense<[true, false, true]> : tensor<3xi1>} : () -> tensor<3xi1>
  %a = "stablehlo.constant"() {value = dense<10> : tensor<3xi8>} : () -> tensor<3x!quant.uniform<i8:f32, 0.5:0>>
  %b = "stablehlo.constant"() {value = dense<3> : tensor<3xi8>} : () -> tensor<3x!quant.uniform<i8:f32, 2.0:1>>
  %r = "stablehlo.select"(%p, %a, %b) : (tensor<3xi1>, tensor<3x!quant.uniform<i8:f32, 0.5:0>>, tensor<3x!quant.uniform<i8:f32, 2.0:1>>) -> tensor<3x!quant.uniform<i8:f32, 1.0:0>>
  %s = "stablehlo.bitcast_convert"(%r) : (tensor<3x!quant.uniform<i8:f32, 1.0:0>>) -> tensor<3xi8>
  "check.expect_eq_const"(%s) {value = dense<[5, 4, 5]> : tensor<3xi8>} : (tensor<3xi8>) -> ()
  "func.return"() : () -> ()
}
