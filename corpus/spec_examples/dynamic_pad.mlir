// Spec example: dynamic_pad (seed 000, section "dynamic_pad", spec line 2426)
func.func @dynamic_pad_example_1() {
  %operand = "stablehlo.constant"() {value = dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi64>} : () -> tensor<2x3xi64>
  %padding_value = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
  %edge_padding_low = "stablehlo.constant"() {value = dense<[0, 1]> : tensor<2xi64>} : () -> tensor<2xi64>
  %edge_padding_high = "stablehlo.constant"() {value = dense<[2, 1]> : tensor<2xi64>} : () -> tensor<2xi64>
  %interior_padding = "stablehlo.constant"() {value = dense<[1, 2]> : tensor<2xi64>} : () -> tensor<2xi64>
  %result = "stablehlo.dynamic_pad"(%operand, %padding_value,
    %edge_padding_low, %edge_padding_high, %interior_padding
  ) : (tensor<2x3xi64>, tensor<i64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<5x9xi64>
  "check.expect_eq_const"(%result) {value = dense<[[0, 1, 0, 0, 2, 0, 0, 3, 0], [0, 0, 0, 0, 0, 0, 0, 0, 0], [0, 4, 0, 0, 5, 0, 0, 6, 0], [0, 0, 0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0, 0, 0]]> : tensor<5x9xi64>} : (tensor<5x9xi64>) -> ()
  "func.return"() : () -> ()
}
