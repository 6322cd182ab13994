// Spec example: select (seed 000, section "चुनें", spec line 4546)
func.func @select_example_1() {
  %pred = "stablehlo.constant"() {value = dense<[[false, true], [true, false]]> : tensor<2x2xi1>} : () -> tensor<2x2xi1>
  %on_true = "stablehlo.constant"() {value = dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>} : () -> tensor<2x2xi32>
  %on_false = "stablehlo.constant"() {value = dense<[[5, 6], [7, 8]]> : tensor<2x2xi32>} : () -> tensor<2x2xi32>
  %result = "stablehlo.select"(%pred, %on_true, %on_false) : (tensor<2x2xi1>, tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi32>
  "check.expect_eq_const"(%result) {value = dense<[[5, 2], [3, 8]]> : tensor<2x2xi32>} : (tensor<2x2xi32>) -> ()
  "func.return"() : () -> ()
}
