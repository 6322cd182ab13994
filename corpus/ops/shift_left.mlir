// shift_left (seed 000): bits shifted past the width are lost, zeros come in. Every integer family; shift amounts stay in [0, width)
// (a shift by a negative amount or by the width or more is not defined by the spec: G5).
// i2: every value by every amount in [0, width)
func.func @shift_left_i2() {
  %lhs = "stablehlo.constant"() {value = dense<[-2, -2, -1, -1, 0, 0, 1, 1]> : tensor<8xi2>} : () -> tensor<8xi2>
  %rhs = "stablehlo.constant"() {value = dense<[0, 1, 0, 1, 0, 1, 0, 1]> : tensor<8xi2>} : () -> tensor<8xi2>
  %result = "stablehlo.shift_left"(%lhs, %rhs) : (tensor<8xi2>, tensor<8xi2>) -> tensor<8xi2>
  "check.expect_eq_const"(%result) {value = dense<[-2, 0, -1, -2, 0, 0, 1, -2]> : tensor<8xi2>} : (tensor<8xi2>) -> ()
  "func.return"() : () -> ()
}

// -----

// i4: every value by every amount in [0, width)
func.func @shift_left_i4() {
  %lhs = "stablehlo.constant"() {value = dense<[-8, -8, -8, -8, -7, -7, -7, -7, -6, -6, -6, -6, -5, -5, -5, -5, -4, -4, -4, -4, -3, -3, -3, -3, -2, -2, -2, -2, -1, -1, -1, -1, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 6, 6, 6, 6, 7, 7, 7, 7]> : tensor<64xi4>} : () -> tensor<64xi4>
  %rhs = "stablehlo.constant"() {value = dense<[0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3]> : tensor<64xi4>} : () -> tensor<64xi4>
  %result = "stablehlo.shift_left"(%lhs, %rhs) : (tensor<64xi4>, tensor<64xi4>) -> tensor<64xi4>
  "check.expect_eq_const"(%result) {value = dense<[-8, 0, 0, 0, -7, 2, 4, -8, -6, 4, -8, 0, -5, 6, -4, -8, -4, -8, 0, 0, -3, -6, 4, -8, -2, -4, -8, 0, -1, -2, -4, -8, 0, 0, 0, 0, 1, 2, 4, -8, 2, 4, -8, 0, 3, 6, -4, -8, 4, -8, 0, 0, 5, -6, 4, -8, 6, -4, -8, 0, 7, -2, -4, -8]> : tensor<64xi4>} : (tensor<64xi4>) -> ()
  "func.return"() : () -> ()
}

// -----

// i8: the minimum, -1, 0, 1, the maximum, a bit pattern, by amounts 0, 1, 3, 6, 7
func.func @shift_left_i8() {
  %lhs = "stablehlo.constant"() {value = dense<[-128, -128, -128, -128, -128, -127, -127, -127, -127, -127, -1, -1, -1, -1, -1, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 126, 126, 126, 126, 126, 127, 127, 127, 127, 127, 90, 90, 90, 90, 90]> : tensor<40xi8>} : () -> tensor<40xi8>
  %rhs = "stablehlo.constant"() {value = dense<[0, 1, 3, 6, 7, 0, 1, 3, 6, 7, 0, 1, 3, 6, 7, 0, 1, 3, 6, 7, 0, 1, 3, 6, 7, 0, 1, 3, 6, 7, 0, 1, 3, 6, 7, 0, 1, 3, 6, 7]> : tensor<40xi8>} : () -> tensor<40xi8>
  %result = "stablehlo.shift_left"(%lhs, %rhs) : (tensor<40xi8>, tensor<40xi8>) -> tensor<40xi8>
  "check.expect_eq_const"(%result) {value = dense<[-128, 0, 0, 0, 0, -127, 2, 8, 64, -128, -1, -2, -8, -64, -128, 0, 0, 0, 0, 0, 1, 2, 8, 64, -128, 126, -4, -16, -128, 0, 127, -2, -8, -64, -128, 90, -76, -48, -128, 0]> : tensor<40xi8>} : (tensor<40xi8>) -> ()
  "func.return"() : () -> ()
}

// -----

// i64: the minimum, -1, 0, 1, the maximum, a bit pattern, by amounts 0, 1, 31, 62, 63
func.func @shift_left_i64() {
  %lhs = "stablehlo.constant"() {value = dense<[-9223372036854775808, -9223372036854775808, -9223372036854775808, -9223372036854775808, -9223372036854775808, -9223372036854775807, -9223372036854775807, -9223372036854775807, -9223372036854775807, -9223372036854775807, -1, -1, -1, -1, -1, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 9223372036854775806, 9223372036854775806, 9223372036854775806, 9223372036854775806, 9223372036854775806, 9223372036854775807, 9223372036854775807, 9223372036854775807, 9223372036854775807, 9223372036854775807, 81985529216486895, 81985529216486895, 81985529216486895, 81985529216486895, 81985529216486895]> : tensor<40xi64>} : () -> tensor<40xi64>
  %rhs = "stablehlo.constant"() {value = dense<[0, 1, 31, 62, 63, 0, 1, 31, 62, 63, 0, 1, 31, 62, 63, 0, 1, 31, 62, 63, 0, 1, 31, 62, 63, 0, 1, 31, 62, 63, 0, 1, 31, 62, 63, 0, 1, 31, 62, 63]> : tensor<40xi64>} : () -> tensor<40xi64>
  %result = "stablehlo.shift_left"(%lhs, %rhs) : (tensor<40xi64>, tensor<40xi64>) -> tensor<40xi64>
  "check.expect_eq_const"(%result) {value = dense<[-9223372036854775808, 0, 0, 0, 0, -9223372036854775807, 2, 2147483648, 4611686018427387904, -9223372036854775808, -1, -2, -2147483648, -4611686018427387904, -9223372036854775808, 0, 0, 0, 0, 0, 1, 2, 2147483648, 4611686018427387904, -9223372036854775808, 9223372036854775806, -4, -4294967296, -9223372036854775808, 0, 9223372036854775807, -2, -2147483648, -4611686018427387904, -9223372036854775808, 81985529216486895, 163971058432973790, -4263247521557512192, -4611686018427387904, -9223372036854775808]> : tensor<40xi64>} : (tensor<40xi64>) -> ()
  "func.return"() : () -> ()
}

// -----

// ui2: every value by every amount in [0, width)
func.func @shift_left_ui2() {
  %lhs = "stablehlo.constant"() {value = dense<[0, 0, 1, 1, 2, 2, 3, 3]> : tensor<8xui2>} : () -> tensor<8xui2>
  %rhs = "stablehlo.constant"() {value = dense<[0, 1, 0, 1, 0, 1, 0, 1]> : tensor<8xui2>} : () -> tensor<8xui2>
  %result = "stablehlo.shift_left"(%lhs, %rhs) : (tensor<8xui2>, tensor<8xui2>) -> tensor<8xui2>
  "check.expect_eq_const"(%result) {value = dense<[0, 0, 1, 2, 2, 0, 3, 2]> : tensor<8xui2>} : (tensor<8xui2>) -> ()
  "func.return"() : () -> ()
}

// -----

// ui4: every value by every amount in [0, width)
func.func @shift_left_ui4() {
  %lhs = "stablehlo.constant"() {value = dense<[0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 6, 6, 6, 6, 7, 7, 7, 7, 8, 8, 8, 8, 9, 9, 9, 9, 10, 10, 10, 10, 11, 11, 11, 11, 12, 12, 12, 12, 13, 13, 13, 13, 14, 14, 14, 14, 15, 15, 15, 15]> : tensor<64xui4>} : () -> tensor<64xui4>
  %rhs = "stablehlo.constant"() {value = dense<[0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3]> : tensor<64xui4>} : () -> tensor<64xui4>
  %result = "stablehlo.shift_left"(%lhs, %rhs) : (tensor<64xui4>, tensor<64xui4>) -> tensor<64xui4>
  "check.expect_eq_const"(%result) {value = dense<[0, 0, 0, 0, 1, 2, 4, 8, 2, 4, 8, 0, 3, 6, 12, 8, 4, 8, 0, 0, 5, 10, 4, 8, 6, 12, 8, 0, 7, 14, 12, 8, 8, 0, 0, 0, 9, 2, 4, 8, 10, 4, 8, 0, 11, 6, 12, 8, 12, 8, 0, 0, 13, 10, 4, 8, 14, 12, 8, 0, 15, 14, 12, 8]> : tensor<64xui4>} : (tensor<64xui4>) -> ()
  "func.return"() : () -> ()
}

// -----

// ui8: 0, 1, the maximum - 1, the maximum, a bit pattern, by amounts 0, 1, 3, 6, 7
func.func @shift_left_ui8() {
  %lhs = "stablehlo.constant"() {value = dense<[0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 254, 254, 254, 254, 254, 255, 255, 255, 255, 255, 90, 90, 90, 90, 90]> : tensor<25xui8>} : () -> tensor<25xui8>
  %rhs = "stablehlo.constant"() {value = dense<[0, 1, 3, 6, 7, 0, 1, 3, 6, 7, 0, 1, 3, 6, 7, 0, 1, 3, 6, 7, 0, 1, 3, 6, 7]> : tensor<25xui8>} : () -> tensor<25xui8>
  %result = "stablehlo.shift_left"(%lhs, %rhs) : (tensor<25xui8>, tensor<25xui8>) -> tensor<25xui8>
  "check.expect_eq_const"(%result) {value = dense<[0, 0, 0, 0, 0, 1, 2, 8, 64, 128, 254, 252, 240, 128, 0, 255, 254, 248, 192, 128, 90, 180, 208, 128, 0]> : tensor<25xui8>} : (tensor<25xui8>) -> ()
  "func.return"() : () -> ()
}

// -----

// ui64: 0, 1, the maximum - 1, the maximum, a bit pattern, by amounts 0, 1, 31, 62, 63
func.func @shift_left_ui64() {
  %lhs = "stablehlo.constant"() {value = dense<[0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 18446744073709551614, 18446744073709551614, 18446744073709551614, 18446744073709551614, 18446744073709551614, 18446744073709551615, 18446744073709551615, 18446744073709551615, 18446744073709551615, 18446744073709551615, 81985529216486895, 81985529216486895, 81985529216486895, 81985529216486895, 81985529216486895]> : tensor<25xui64>} : () -> tensor<25xui64>
  %rhs = "stablehlo.constant"() {value = dense<[0, 1, 31, 62, 63, 0, 1, 31, 62, 63, 0, 1, 31, 62, 63, 0, 1, 31, 62, 63, 0, 1, 31, 62, 63]> : tensor<25xui64>} : () -> tensor<25xui64>
  %result = "stablehlo.shift_left"(%lhs, %rhs) : (tensor<25xui64>, tensor<25xui64>) -> tensor<25xui64>
  "check.expect_eq_const"(%result) {value = dense<[0, 0, 0, 0, 0, 1, 2, 2147483648, 4611686018427387904, 9223372036854775808, 18446744073709551614, 18446744073709551612, 18446744069414584320, 9223372036854775808, 0, 18446744073709551615, 18446744073709551614, 18446744071562067968, 13835058055282163712, 9223372036854775808, 81985529216486895, 163971058432973790, 14183496552152039424, 13835058055282163712, 9223372036854775808]> : tensor<25xui64>} : (tensor<25xui64>) -> ()
  "func.return"() : () -> ()
}
