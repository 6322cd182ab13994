// Spec example: if (seed 000, section "अगर", spec line 2999)
func.func @if_example_1() {
  %pred = "stablehlo.constant"() {value = dense<true> : tensor<i1>} : () -> tensor<i1>
  %result_true_branch = "stablehlo.constant"() {value = dense<10> : tensor<i32>} : () -> tensor<i32>
  %result_false_branch = "stablehlo.constant"() {value = dense<11> : tensor<i32>} : () -> tensor<i32>
  %result = "stablehlo.if"(%pred) ({
    "stablehlo.return"(%result_true_branch) : (tensor<i32>) -> ()
  }, {
    "stablehlo.return"(%result_false_branch) : (tensor<i32>) -> ()
  }) : (tensor<i1>) -> tensor<i32>
  "check.expect_eq_const"(%result) {value = dense<10> : tensor<i32>} : (tensor<i32>) -> ()
  "func.return"() : () -> ()
}
