// shift_right_logical (seed 000): zeros come in from the top. Every integer family; shift amounts stay in [0, width)
// (a shift by a negative amount or by the width or more is not defined by the spec: G5).
// i2: every value by every amount in [0, width)
func.func @shift_right_logical_i2() {
  %lhs = "stablehlo.constant"() {value = dense<[-2, -2, -1, -1, 0, 0, 1, 1]> : tensor<8xi2>} : () -> tensor<8xi2>
  %rhs = "stablehlo.constant"() {value = dense<[0, 1, 0, 1, 0, 1, 0, 1]> : tensor<8xi2>} : () -> tensor<8xi2>
  %result = "stablehlo.shift_right_logical"(%lhs, %rhs) : (tensor<8xi2>, tensor<8xi2>) -> tensor<8xi2>
  "check.expect_eq_const"(%result) {value = dense<[-2, 1, -1, 1, 0, 0, 1, 0]> : tensor<8xi2>} : (tensor<8xi2>) -> ()
  "func.return"() : () -> ()
}

// -----

// i4: every value by every amount in [0, width)
func.func @shift_right_logical_i4() {
  %lhs = "stablehlo.constant"() {value = dense<[-8, -8, -8, -8, -7, -7, -7, -7, -6, -6, -6, -6, -5, -5, -5, -5, -4, -4, -4, -4, -3, -3, -3, -3, -2, -2, -2, -2, -1, -1, -1, -1, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 6, 6, 6, 6, 7, 7, 7, 7]> : tensor<64xi4>} : () -> tensor<64xi4>
  %rhs = "stablehlo.constant"() {value = dense<[0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3]> : tensor<64xi4>} : () -> tensor<64xi4>
  %result = "stablehlo.shift_right_logical"(%lhs, %rhs) : (tensor<64xi4>, tensor<64xi4>) -> tensor<64xi4>
  "check.expect_eq_const"(%result) {value = dense<[-8, 4, 2, 1, -7, 4, 2, 1, -6, 5, 2, 1, -5, 5, 2, 1, -4, 6, 3, 1, -3, 6, 3, 1, -2, 7, 3, 1, -1, 7, 3, 1, 0, 0, 0, 0, 1, 0, 0, 0, 2, 1, 0, 0, 3, 1, 0, 0, 4, 2, 1, 0, 5, 2, 1, 0, 6, 3, 1, 0, 7, 3, 1, 0]> : tensor<64xi4>} : (tensor<64xi4>) -> ()
  "func.return"() : () -> ()
}

// -----

// i8: the minimum, -1, 0, 1, the maximum, a bit pattern, by amounts 0, 1, 3, 6, 7
func.func @shift_right_logical_i8() {
  %lhs = "stablehlo.constant"() {value = dense<[-128, -128, -128, -128, -128, -127, -127, -127, -127, -127, -1, -1, -1, -1, -1, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 126, 126, 126, 126, 126, 127, 127, 127, 127, 127, 90, 90, 90, 90, 90]> : tensor<40xi8>} : () -> tensor<40xi8>
  %rhs = "stablehlo.constant"() {value = dense<[0, 1, 3, 6, 7, 0, 1, 3, 6, 7, 0, 1, 3, 6, 7, 0, 1, 3, 6, 7, 0, 1, 3, 6, 7, 0, 1, 3, 6, 7, 0, 1, 3, 6, 7, 0, 1, 3, 6, 7]> : tensor<40xi8>} : () -> tensor<40xi8>
  %result = "stablehlo.shift_right_logical"(%lhs, %rhs) : (tensor<40xi8>, tensor<40xi8>) -> tensor<40xi8>
  "check.expect_eq_const"(%result) {value = dense<[-128, 64, 16, 2, 1, -127, 64, 16, 2, 1, -1, 127, 31, 3, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 126, 63, 15, 1, 0, 127, 63, 15, 1, 0, 90, 45, 11, 1, 0]> : tensor<40xi8>} : (tensor<40xi8>) -> ()
  "func.return"() : () -> ()
}

// -----

// i64: the minimum, -1, 0, 1, the maximum, a bit pattern, by amounts 0, 1, 31, 62, 63
func.func @shift_right_logical_i64() {
  %lhs = "stablehlo.constant"() {value = dense<[-9223372036854775808, -9223372036854775808, -9223372036854775808, -9223372036854775808, -9223372036854775808, -9223372036854775807, -9223372036854775807, -9223372036854775807, -9223372036854775807, -9223372036854775807, -1, -1, -1, -1, -1, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 9223372036854775806, 9223372036854775806, 9223372036854775806, 9223372036854775806, 9223372036854775806, 9223372036854775807, 9223372036854775807, 9223372036854775807, 9223372036854775807, 9223372036854775807, 81985529216486895, 81985529216486895, 81985529216486895, 81985529216486895, 81985529216486895]> : tensor<40xi64>} : () -> tensor<40xi64>
  %rhs = "stablehlo.constant"() {value = dense<[0, 1, 31, 62, 63, 0, 1, 31, 62, 63, 0, 1, 31, 62, 63, 0, 1, 31, 62, 63, 0, 1, 31, 62, 63, 0, 1, 31, 62, 63, 0, 1, 31, 62, 63, 0, 1, 31, 62, 63]> : tensor<40xi64>} : () -> tensor<40xi64>
  %result = "stablehlo.shift_right_logical"(%lhs, %rhs) : (tensor<40xi64>, tensor<40xi64>) -> tensor<40xi64>
  "check.expect_eq_const"(%result) {value = dense<[-9223372036854775808, 4611686018427387904, 4294967296, 2, 1, -9223372036854775807, 4611686018427387904, 4294967296, 2, 1, -1, 9223372036854775807, 8589934591, 3, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 9223372036854775806, 4611686018427387903, 4294967295, 1, 0, 9223372036854775807, 4611686018427387903, 4294967295, 1, 0, 81985529216486895, 40992764608243447, 38177487, 0, 0]> : tensor<40xi64>} : (tensor<40xi64>) -> ()
  "func.return"() : () -> ()
}

// -----

// ui2: every value by every amount in [0, width)
func.func @shift_right_logical_ui2() {
  %lhs = "stablehlo.constant"() {value = dense<[0, 0, 1, 1, 2, 2, 3, 3]> : tensor<8xui2>} : () -> tensor<8xui2>
  %rhs = "stablehlo.constant"() {value = dense<[0, 1, 0, 1, 0, 1, 0, 1]> : tensor<8xui2>} : () -> tensor<8xui2>
  %result = "stablehlo.shift_right_logical"(%lhs, %rhs) : (tensor<8xui2>, tensor<8xui2>) -> tensor<8xui2>
  "check.expect_eq_const"(%result) {value = dense<[0, 0, 1, 0, 2, 1, 3, 1]> : tensor<8xui2>} : (tensor<8xui2>) -> ()
  "func.return"() : () -> ()
}

// -----

// ui4: every value by every amount in [0, width)
func.func @shift_right_logical_ui4() {
  %lhs = "stablehlo.constant"() {value = dense<[0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 6, 6, 6, 6, 7, 7, 7, 7, 8, 8, 8, 8, 9, 9, 9, 9, 10, 10, 10, 10, 11, 11, 11, 11, 12, 12, 12, 12, 13, 13, 13, 13, 14, 14, 14, 14, 15, 15, 15, 15]> : tensor<64xui4>} : () -> tensor<64xui4>
  %rhs = "stablehlo.constant"() {value = dense<[0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3]> : tensor<64xui4>} : () -> tensor<64xui4>
  %result = "stablehlo.shift_right_logical"(%lhs, %rhs) : (tensor<64xui4>, tensor<64xui4>) -> tensor<64xui4>
  "check.expect_eq_const"(%result) {value = dense<[0, 0, 0, 0, 1, 0, 0, 0, 2, 1, 0, 0, 3, 1, 0, 0, 4, 2, 1, 0, 5, 2, 1, 0, 6, 3, 1, 0, 7, 3, 1, 0, 8, 4, 2, 1, 9, 4, 2, 1, 10, 5, 2, 1, 11, 5, 2, 1, 12, 6, 3, 1, 13, 6, 3, 1, 14, 7, 3, 1, 15, 7, 3, 1]> : tensor<64xui4>} : (tensor<64xui4>) -> ()
  "func.return"() : () -> ()
}

// -----

// ui8: 0, 1, the maximum - 1, the maximum, a bit pattern, by amounts 0, 1, 3, 6, 7
func.func @shift_right_logical_ui8() {
  %lhs = "stablehlo.constant"() {value = dense<[0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 254, 254, 254, 254, 254, 255, 255, 255, 255, 255, 90, 90, 90, 90, 90]> : tensor<25xui8>} : () -> tensor<25xui8>
  %rhs = "stablehlo.constant"() {value = dense<[0, 1, 3, 6, 7, 0, 1, 3, 6, 7, 0, 1, 3, 6, 7, 0, 1, 3, 6, 7, 0, 1, 3, 6, 7]> : tensor<25xui8>} : () -> tensor<25xui8>
  %result = "stablehlo.shift_right_logical"(%lhs, %rhs) : (tensor<25xui8>, tensor<25xui8>) -> tensor<25xui8>
  "check.expect_eq_const"(%result) {value = dense<[0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 254, 127, 31, 3, 1, 255, 127, 31, 3, 1, 90, 45, 11, 1, 0]> : tensor<25xui8>} : (tensor<25xui8>) -> ()
  "func.return"() : () -> ()
}

// -----

// ui64: 0, 1, the maximum - 1, the maximum, a bit pattern, by amounts 0, 1, 31, 62, 63
func.func @shift_right_logical_ui64() {
  %lhs = "stablehlo.constant"() {value = dense<[0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 18446744073709551614, 18446744073709551614, 18446744073709551614, 18446744073709551614, 18446744073709551614, 18446744073709551615, 18446744073709551615, 18446744073709551615, 18446744073709551615, 18446744073709551615, 81985529216486895, 81985529216486895, 81985529216486895, 81985529216486895, 81985529216486895]> : tensor<25xui64>} : () -> tensor<25xui64>
  %rhs = "stablehlo.constant"() {value = dense<[0, 1, 31, 62, 63, 0, 1, 31, 62, 63, 0, 1, 31, 62, 63, 0, 1, 31, 62, 63, 0, 1, 31, 62, 63]> : tensor<25xui64>} : () -> tensor<25xui64>
  %result = "stablehlo.shift_right_logical"(%lhs, %rhs) : (tensor<25xui64>, tensor<25xui64>) -> tensor<25xui64>
  "check.expect_eq_const"(%result) {value = dense<[0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 18446744073709551614, 9223372036854775807, 8589934591, 3, 1, 18446744073709551615, 9223372036854775807, 8589934591, 3, 1, 81985529216486895, 40992764608243447, 38177487, 0, 0]> : tensor<25xui64>} : (tensor<25xui64>) -> ()
  "func.return"() : () -> ()
}
