// optimization_barrier (seed 000): the identity on several operands of several element types (NaN and -0.0 bit patterns kept), an empty tensor, a token and a quantized tensor; and with no operands.
func.func @optimization_barrier_mixed_operands() {
  %a = "stablehlo.constant"() {value = dense<[0x7FF8000000000001, -0.0]> : tensor<2xf64>} : () -> tensor<2xf64>
  %b = "stablehlo.constant"() {value = dense<[-2, 1]> : tensor<2xi2>} : () -> tensor<2xi2>
  %c = "stablehlo.constant"() {value = dense<> : tensor<0xf4E2M1FN>} : () -> tensor<0xf4E2M1FN>
  %t = "stablehlo.after_all"() : () -> !stablehlo.token
  %q_storage = "stablehlo.constant"() {value = dense<[-7, 9]> : tensor<2xi8>} : () -> tensor<2xi8>
  %q = "stablehlo.bitcast_convert"(%q_storage) : (tensor<2xi8>) -> tensor<2x!quant.uniform<i8:f32, 0.25:3>>
  %ra, %rb, %rc, %rt, %rq = "stablehlo.optimization_barrier"(%a, %b, %c, %t, %q) : (tensor<2xf64>, tensor<2xi2>, tensor<0xf4E2M1FN>, !stablehlo.token, tensor<2x!quant.uniform<i8:f32, 0.25:3>>) -> (tensor<2xf64>, tensor<2xi2>, tensor<0xf4E2M1FN>, !stablehlo.token, tensor<2x!quant.uniform<i8:f32, 0.25:3>>)
  %rq_storage = "stablehlo.bitcast_convert"(%rq) : (tensor<2x!quant.uniform<i8:f32, 0.25:3>>) -> tensor<2xi8>
  "check.expect_eq_const"(%ra) {value = dense<[0x7FF8000000000001, -0.0]> : tensor<2xf64>} : (tensor<2xf64>) -> ()
  "check.expect_eq_const"(%rb) {value = dense<[-2, 1]> : tensor<2xi2>} : (tensor<2xi2>) -> ()
  "check.expect_eq_const"(%rc) {value = dense<> : tensor<0xf4E2M1FN>} : (tensor<0xf4E2M1FN>) -> ()
  "check.expect_eq_const"(%rq_storage) {value = dense<[-7, 9]> : tensor<2xi8>} : (tensor<2xi8>) -> ()
  "func.return"() : () -> ()
}

// -----

// no operands, no results
func.func @optimization_barrier_no_operands() {
  "stablehlo.optimization_barrier"() : () -> ()
  "func.return"() : () -> ()
}
