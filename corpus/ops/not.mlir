// not (seed 000): logical for i1, bitwise for every integer family (signed, unsigned, sub-byte).
// i1: logical
func.func @not_i1() {
  %operand = "stablehlo.constant"() {value = dense<[true, false]> : tensor<2xi1>} : () -> tensor<2xi1>
  %result = "stablehlo.not"(%operand) : (tensor<2xi1>) -> tensor<2xi1>
  "check.expect_eq_const"(%result) {value = dense<[false, true]> : tensor<2xi1>} : (tensor<2xi1>) -> ()
  "func.return"() : () -> ()
}

// -----

// i2: bitwise, every value
func.func @not_i2() {
  %operand = "stablehlo.constant"() {value = dense<[-2, -1, 0, 1]> : tensor<4xi2>} : () -> tensor<4xi2>
  %result = "stablehlo.not"(%operand) : (tensor<4xi2>) -> tensor<4xi2>
  "check.expect_eq_const"(%result) {value = dense<[1, 0, -1, -2]> : tensor<4xi2>} : (tensor<4xi2>) -> ()
  "func.return"() : () -> ()
}

// -----

// i4: bitwise, every value
func.func @not_i4() {
  %operand = "stablehlo.constant"() {value = dense<[-8, -7, -6, -5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7]> : tensor<16xi4>} : () -> tensor<16xi4>
  %result = "stablehlo.not"(%operand) : (tensor<16xi4>) -> tensor<16xi4>
  "check.expect_eq_const"(%result) {value = dense<[7, 6, 5, 4, 3, 2, 1, 0, -1, -2, -3, -4, -5, -6, -7, -8]> : tensor<16xi4>} : (tensor<16xi4>) -> ()
  "func.return"() : () -> ()
}

// -----

// i64: bitwise, the minimum, -1, 0, 1, the maximum, a bit pattern
func.func @not_i64() {
  %operand = "stablehlo.constant"() {value = dense<[-9223372036854775808, -9223372036854775807, -1, 0, 1, 9223372036854775806, 9223372036854775807, 1085102592571150095]> : tensor<8xi64>} : () -> tensor<8xi64>
  %result = "stablehlo.not"(%operand) : (tensor<8xi64>) -> tensor<8xi64>
  "check.expect_eq_const"(%result) {value = dense<[9223372036854775807, 9223372036854775806, 0, -1, -2, -9223372036854775807, -9223372036854775808, -1085102592571150096]> : tensor<8xi64>} : (tensor<8xi64>) -> ()
  "func.return"() : () -> ()
}

// -----

// ui2: bitwise, every value
func.func @not_ui2() {
  %operand = "stablehlo.constant"() {value = dense<[0, 1, 2, 3]> : tensor<4xui2>} : () -> tensor<4xui2>
  %result = "stablehlo.not"(%operand) : (tensor<4xui2>) -> tensor<4xui2>
  "check.expect_eq_const"(%result) {value = dense<[3, 2, 1, 0]> : tensor<4xui2>} : (tensor<4xui2>) -> ()
  "func.return"() : () -> ()
}

// -----

// ui4: bitwise, every value
func.func @not_ui4() {
  %operand = "stablehlo.constant"() {value = dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]> : tensor<16xui4>} : () -> tensor<16xui4>
  %result = "stablehlo.not"(%operand) : (tensor<16xui4>) -> tensor<16xui4>
  "check.expect_eq_const"(%result) {value = dense<[15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0]> : tensor<16xui4>} : (tensor<16xui4>) -> ()
  "func.return"() : () -> ()
}

// -----

// ui64: bitwise, 0, 1, the maximum - 1, the maximum, a bit pattern
func.func @not_ui64() {
  %operand = "stablehlo.constant"() {value = dense<[0, 1, 18446744073709551614, 18446744073709551615, 1085102592571150095]> : tensor<5xui64>} : () -> tensor<5xui64>
  %result = "stablehlo.not"(%operand) : (tensor<5xui64>) -> tensor<5xui64>
  "check.expect_eq_const"(%result) {value = dense<[18446744073709551615, 18446744073709551614, 1, 0, 17361641481138401520]> : tensor<5xui64>} : (tensor<5xui64>) -> ()
  "func.return"() : () -> ()
}
