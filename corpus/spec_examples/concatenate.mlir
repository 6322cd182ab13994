// Spec example: concatenate (seed 000, section "जोड़ें", spec line 1520)
func.func @concatenate_example_1() {
  %input0 = "stablehlo.constant"() {value = dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi64>} : () -> tensor<3x2xi64>
  %input1 = "stablehlo.constant"() {value = dense<[[7, 8]]> : tensor<1x2xi64>} : () -> tensor<1x2xi64>
  %result = "stablehlo.concatenate"(%input0, %input1) {
    dimension = 0 : i64
  } : (tensor<3x2xi64>, tensor<1x2xi64>) -> tensor<4x2xi64>
  "check.expect_eq_const"(%result) {value = dense<[[1, 2], [3, 4], [5, 6], [7, 8]]> : tensor<4x2xi64>} : (tensor<4x2xi64>) -> ()
  "func.return"() : () -> ()
}
