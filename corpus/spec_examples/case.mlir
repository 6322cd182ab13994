// Spec example: case (seed 000, section "केस", spec line 1083)
func.func @case_example_1() {
  %index = "stablehlo.constant"() {value = dense<-1> : tensor<i32>} : () -> tensor<i32>
  %result_branch0 = "stablehlo.constant"() {value = dense<[0, 0]> : tensor<2xi64>} : () -> tensor<2xi64>
  %result_branch1 = "stablehlo.constant"() {value = dense<[1, 1]> : tensor<2xi64>} : () -> tensor<2xi64>
  %result0, %result1 = "stablehlo.case"(%index) ({
    "stablehlo.return"(%result_branch0, %result_branch0) : (tensor<2xi64>, tensor<2xi64>) -> ()
  }, {
    "stablehlo.return"(%result_branch1, %result_branch1) : (tensor<2xi64>, tensor<2xi64>) -> ()
  }) : (tensor<i32>) -> (tensor<2xi64>, tensor<2xi64>)
  "check.expect_eq_const"(%result0) {value = dense<[1, 1]> : tensor<2xi64>} : (tensor<2xi64>) -> ()
  "check.expect_eq_const"(%result1) {value = dense<[1, 1]> : tensor<2xi64>} : (tensor<2xi64>) -> ()
  "func.return"() : () -> ()
}
