// count_leading_zeros (seed 000): every integer family (signed, unsigned, sub-byte), every value of the 2- and 4-bit types.
// i2: every value except 0 (its count, 2, is not an i2 value: G5)
func.func @count_leading_zeros_i2() {
  %operand = "stablehlo.constant"() {value = dense<[-2, -1, 1]> : tensor<3xi2>} : () -> tensor<3xi2>
  %result = "stablehlo.count_leading_zeros"(%operand) : (tensor<3xi2>) -> tensor<3xi2>
  "check.expect_eq_const"(%result) {value = dense<[0, 0, 1]> : tensor<3xi2>} : (tensor<3xi2>) -> ()
  "func.return"() : () -> ()
}

// -----

// i4: every value
func.func @count_leading_zeros_i4() {
  %operand = "stablehlo.constant"() {value = dense<[-8, -7, -6, -5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7]> : tensor<16xi4>} : () -> tensor<16xi4>
  %result = "stablehlo.count_leading_zeros"(%operand) : (tensor<16xi4>) -> tensor<16xi4>
  "check.expect_eq_const"(%result) {value = dense<[0, 0, 0, 0, 0, 0, 0, 0, 4, 3, 2, 2, 1, 1, 1, 1]> : tensor<16xi4>} : (tensor<16xi4>) -> ()
  "func.return"() : () -> ()
}

// -----

// i8: the minimum, -1, 0, 1, the maximum, powers of two, a bit pattern
func.func @count_leading_zeros_i8() {
  %operand = "stablehlo.constant"() {value = dense<[-128, -127, -1, 0, 1, 126, 127, 2, 64, 111]> : tensor<10xi8>} : () -> tensor<10xi8>
  %result = "stablehlo.count_leading_zeros"(%operand) : (tensor<10xi8>) -> tensor<10xi8>
  "check.expect_eq_const"(%result) {value = dense<[0, 0, 0, 8, 7, 1, 1, 6, 1, 1]> : tensor<10xi8>} : (tensor<10xi8>) -> ()
  "func.return"() : () -> ()
}

// -----

// i64: the minimum, -1, 0, 1, the maximum, powers of two, a bit pattern
func.func @count_leading_zeros_i64() {
  %operand = "stablehlo.constant"() {value = dense<[-9223372036854775808, -9223372036854775807, -1, 0, 1, 9223372036854775806, 9223372036854775807, 2, 128, 81985529216486895]> : tensor<10xi64>} : () -> tensor<10xi64>
  %result = "stablehlo.count_leading_zeros"(%operand) : (tensor<10xi64>) -> tensor<10xi64>
  "check.expect_eq_const"(%result) {value = dense<[0, 0, 0, 64, 63, 1, 1, 62, 56, 7]> : tensor<10xi64>} : (tensor<10xi64>) -> ()
  "func.return"() : () -> ()
}

// -----

// ui2: every value
func.func @count_leading_zeros_ui2() {
  %operand = "stablehlo.constant"() {value = dense<[0, 1, 2, 3]> : tensor<4xui2>} : () -> tensor<4xui2>
  %result = "stablehlo.count_leading_zeros"(%operand) : (tensor<4xui2>) -> tensor<4xui2>
  "check.expect_eq_const"(%result) {value = dense<[2, 1, 0, 0]> : tensor<4xui2>} : (tensor<4xui2>) -> ()
  "func.return"() : () -> ()
}

// -----

// ui4: every value
func.func @count_leading_zeros_ui4() {
  %operand = "stablehlo.constant"() {value = dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]> : tensor<16xui4>} : () -> tensor<16xui4>
  %result = "stablehlo.count_leading_zeros"(%operand) : (tensor<16xui4>) -> tensor<16xui4>
  "check.expect_eq_const"(%result) {value = dense<[4, 3, 2, 2, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0]> : tensor<16xui4>} : (tensor<16xui4>) -> ()
  "func.return"() : () -> ()
}

// -----

// ui8: 0, 1, the maximum - 1, the maximum, powers of two, a bit pattern
func.func @count_leading_zeros_ui8() {
  %operand = "stablehlo.constant"() {value = dense<[0, 1, 254, 255, 2, 64, 239]> : tensor<7xui8>} : () -> tensor<7xui8>
  %result = "stablehlo.count_leading_zeros"(%operand) : (tensor<7xui8>) -> tensor<7xui8>
  "check.expect_eq_const"(%result) {value = dense<[8, 7, 0, 0, 6, 1, 0]> : tensor<7xui8>} : (tensor<7xui8>) -> ()
  "func.return"() : () -> ()
}

// -----

// ui64: 0, 1, the maximum - 1, the maximum, powers of two, a bit pattern
func.func @count_leading_zeros_ui64() {
  %operand = "stablehlo.constant"() {value = dense<[0, 1, 18446744073709551614, 18446744073709551615, 2, 128, 81985529216486895]> : tensor<7xui64>} : () -> tensor<7xui64>
  %result = "stablehlo.count_leading_zeros"(%operand) : (tensor<7xui64>) -> tensor<7xui64>
  "check.expect_eq_const"(%result) {value = dense<[64, 63, 0, 0, 62, 56, 7]> : tensor<7xui64>} : (tensor<7xui64>) -> ()
  "func.return"() : () -> ()
}
