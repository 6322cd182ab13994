// Constraint cases of optimization_barrier (seed 000, section "optimization_barrier"): tensors, tokens, quantized, none; one program per way to break C1.

// case: valid_mixed
// expected: valid
func.func @main(%a0: tensor<2xf32>, %a1: !stablehlo.token) -> (tensor<2xf32>, !stablehlo.token) {
  %r0, %r1 = "stablehlo.optimization_barrier"(%a0, %a1) : (tensor<2xf32>, !stablehlo.token) -> (tensor<2xf32>, !stablehlo.token)
  "func.return"(%r0, %r1) : (tensor<2xf32>, !stablehlo.token) -> ()
}


// -----
// case: valid_empty
// expected: valid
func.func @main() {
  "stablehlo.optimization_barrier"() : () -> ()
  "func.return"() : () -> ()
}


// -----
// case: valid_quantized
// expected: valid
func.func @main(%a0: tensor<2x!quant.uniform<i8:f32, 0.5:-1>>) -> (tensor<2x!quant.uniform<i8:f32, 0.5:-1>>) {
  %r0 = "stablehlo.optimization_barrier"(%a0) : (tensor<2x!quant.uniform<i8:f32, 0.5:-1>>) -> (tensor<2x!quant.uniform<i8:f32, 0.5:-1>>)
  "func.return"(%r0) : (tensor<2x!quant.uniform<i8:f32, 0.5:-1>>) -> ()
}


// -----
// case: c1_result_type
// expected: optimization_barrier_c1
func.func @main(%a0: tensor<2xf32>, %a1: tensor<i64>) -> (tensor<2xf32>, tensor<i32>) {
  %r0, %r1 = "stablehlo.optimization_barrier"(%a0, %a1) : (tensor<2xf32>, tensor<i64>) -> (tensor<2xf32>, tensor<i32>)
  "func.return"(%r0, %r1) : (tensor<2xf32>, tensor<i32>) -> ()
}


// -----
// case: c1_result_count
// expected: optimization_barrier_c1
func.func @main(%a0: tensor<2xf32>, %a1: tensor<i64>) -> (tensor<2xf32>) {
  %r0 = "stablehlo.optimization_barrier"(%a0, %a1) : (tensor<2xf32>, tensor<i64>) -> (tensor<2xf32>)
  "func.return"(%r0) : (tensor<2xf32>) -> ()
}
