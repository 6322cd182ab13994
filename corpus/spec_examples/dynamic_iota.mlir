// Spec example: dynamic_iota (seed 000, section "dynamic_iota", spec line 2384)
func.func @dynamic_iota_example_1() {
  %output_shape = stablehlo.constant dense<[4, 5]> : tensor<2xi64>
  %result = "stablehlo.dynamic_iota"(%output_shape) {
    iota_dimension = 0 : i64
  } : (tensor<2xi64>) -> tensor<4x5xi64>
  "check.expect_eq_const"(%result) {value = dense<[[0, 0, 0, 0, 0], [1, 1, 1, 1, 1], [2, 2, 2, 2, 2], [3, 3, 3, 3, 3]]> : tensor<4x5xi64>} : (tensor<4x5xi64>) -> ()
  "func.return"() : () -> ()
}
