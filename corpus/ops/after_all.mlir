// after_all (seed 000): no inputs, one input, several inputs; the token orders nothing the reference can observe, so the case checks that the ops evaluate and that a value computed after them is unaffected.
func.func @after_all_zero_one_many_inputs() {
  %t0 = "stablehlo.after_all"() : () -> !stablehlo.token
  %t1 = "stablehlo.after_all"(%t0) : (!stablehlo.token) -> !stablehlo.token
  %t2 = "stablehlo.after_all"(%t0, %t1, %t1) : (!stablehlo.token, !stablehlo.token, !stablehlo.token) -> !stablehlo.token
  %barrier, %x = "stablehlo.optimization_barrier"(%t2, %t2) : (!stablehlo.token, !stablehlo.token) -> (!stablehlo.token, !stablehlo.token)
  %one = "stablehlo.constant"() {value = dense<1> : tensor<ui32>} : () -> tensor<ui32>
  "check.expect_eq_const"(%one) {value = dense<1> : tensor<ui32>} : (tensor<ui32>) -> ()
  "func.return"() : () -> ()
}
