// Constraint cases of infeed (seed 000, section "infeed"): values and a token, a token alone; one program per constraint that breaks it.

// case: valid_values_and_token
// expected: valid
func.func @main(%a0: !stablehlo.token) -> (tensor<2xf32>, tensor<3xi32>, !stablehlo.token) {
  %r0, %r1, %r2 = "stablehlo.infeed"(%a0) : (!stablehlo.token) -> (tensor<2xf32>, tensor<3xi32>, !stablehlo.token)
  "func.return"(%r0, %r1, %r2) : (tensor<2xf32>, tensor<3xi32>, !stablehlo.token) -> ()
}


// -----
// case: valid_token_only
// expected: valid
func.func @main(%a0: !stablehlo.token) -> (!stablehlo.token) {
  %r0 = "stablehlo.infeed"(%a0) : (!stablehlo.token) -> (!stablehlo.token)
  "func.return"(%r0) : (!stablehlo.token) -> ()
}


// -----
// case: valid_quantized
// expected: valid
func.func @main(%a0: !stablehlo.token) -> (tensor<2x!quant.uniform<i8:f32, 0.5:-1>>, !stablehlo.token) {
  %r0, %r1 = "stablehlo.infeed"(%a0) : (!stablehlo.token) -> (tensor<2x!quant.uniform<i8:f32, 0.5:-1>>, !stablehlo.token)
  "func.return"(%r0, %r1) : (tensor<2x!quant.uniform<i8:f32, 0.5:-1>>, !stablehlo.token) -> ()
}


// -----
// case: c1_no_results
// expected: infeed_c1
func.func @main(%a0: !stablehlo.token) {
  "stablehlo.infeed"(%a0) : (!stablehlo.token) -> ()
  "func.return"() : () -> ()
}


// -----
// case: c2_token_in_values
// expected: infeed_c2
func.func @main(%a0: !stablehlo.token) -> (!stablehlo.token, tensor<2xf32>, !stablehlo.token) {
  %r0, %r1, %r2 = "stablehlo.infeed"(%a0) : (!stablehlo.token) -> (!stablehlo.token, tensor<2xf32>, !stablehlo.token)
  "func.return"(%r0, %r1, %r2) : (!stablehlo.token, tensor<2xf32>, !stablehlo.token) -> ()
}


// -----
// case: c3_last_not_token
// expected: infeed_c3
func.func @main(%a0: !stablehlo.token) -> (tensor<2xf32>, tensor<2xf32>) {
  %r0, %r1 = "stablehlo.infeed"(%a0) : (!stablehlo.token) -> (tensor<2xf32>, tensor<2xf32>)
  "func.return"(%r0, %r1) : (tensor<2xf32>, tensor<2xf32>) -> ()
}
