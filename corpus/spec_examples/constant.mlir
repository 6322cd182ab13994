// Spec example: constant (seed 000, section "कॉन्सटेंट", spec line 1551)
func.func @constant_example_1() {
  %output = "stablehlo.constant"() {
    value = dense<[[0.0, 1.0], [2.0, 3.0]]> : tensor<2x2xf32>
  } : () -> tensor<2x2xf32>
  "check.expect_eq_const"(%output) {value = dense<[[0.0, 1.0], [2.0, 3.0]]> : tensor<2x2xf32>} : (tensor<2x2xf32>) -> ()
  "func.return"() : () -> ()
}
