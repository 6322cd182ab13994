// Spec example: iota (seed 000, section "iota", spec line 3109)
func.func @iota_example_1() {
  %output = "stablehlo.iota"() {
    iota_dimension = 0 : i64
  } : () -> tensor<4x5xi32>
  "check.expect_eq_const"(%output) {value = dense<[[0, 0, 0, 0, 0], [1, 1, 1, 1, 1], [2, 2, 2, 2, 2], [3, 3, 3, 3, 3]]> : tensor<4x5xi32>} : (tensor<4x5xi32>) -> ()
  "func.return"() : () -> ()
}

// -----

// Spec example: iota (seed 000, section "iota", spec line 3119)
func.func @iota_example_2() {
  %output = "stablehlo.iota"() {
    iota_dimension = 1 : i64
  } : () -> tensor<4x5xi32>
  "check.expect_eq_const"(%output) {value = dense<[[0, 1, 2, 3, 4], [0, 1, 2, 3, 4], [0, 1, 2, 3, 4], [0, 1, 2, 3, 4]]> : tensor<4x5xi32>} : (tensor<4x5xi32>) -> ()
  "func.return"() : () -> ()
}
