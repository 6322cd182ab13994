// clamp (seed 000): minimum(maximum(operand, min), max) with rank-0 or full-shape bounds, for
// booleans, integers, floats (NaN propagates from any operand, -0 < +0) and complex numbers
// (lexicographic), one case per family (G1). Implementation-defined inputs (integer overflow,
// division by zero, ...; the reference's Unspecified entries) are left out (G5). (That includes
// complex numbers with a NaN part.)
// i64: rank-0 min and max
func.func @clamp_i64_scalar_bounds() {
  %min = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
  %operand = "stablehlo.constant"() {value = dense<[-5, 0, 3, 7, -9223372036854775808, 9223372036854775807]> : tensor<6xi64>} : () -> tensor<6xi64>
  %max = "stablehlo.constant"() {value = dense<5> : tensor<i64>} : () -> tensor<i64>
  %result = "stablehlo.clamp"(%min, %operand, %max) : (tensor<i64>, tensor<6xi64>, tensor<i64>) -> tensor<6xi64>
  "check.expect_eq_const"(%result) {value = dense<[0, 0, 3, 5, 0, 5]> : tensor<6xi64>} : (tensor<6xi64>) -> ()
  "func.return"() : () -> ()
}

// -----

// i64: min above max gives max
func.func @clamp_i64_min_above_max() {
  %min = "stablehlo.constant"() {value = dense<9> : tensor<i64>} : () -> tensor<i64>
  %operand = "stablehlo.constant"() {value = dense<[-5, 0, 3, 7, 100]> : tensor<5xi64>} : () -> tensor<5xi64>
  %max = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
  %result = "stablehlo.clamp"(%min, %operand, %max) : (tensor<i64>, tensor<5xi64>, tensor<i64>) -> tensor<5xi64>
  "check.expect_eq_const"(%result) {value = dense<[2, 2, 2, 2, 2]> : tensor<5xi64>} : (tensor<5xi64>) -> ()
  "func.return"() : () -> ()
}

// -----

// ui64: full-shape min and max
func.func @clamp_ui64_tensor_bounds() {
  %min = "stablehlo.constant"() {value = dense<[0, 1, 2, 9223372036854775808]> : tensor<4xui64>} : () -> tensor<4xui64>
  %operand = "stablehlo.constant"() {value = dense<[5, 0, 18446744073709551615, 0]> : tensor<4xui64>} : () -> tensor<4xui64>
  %max = "stablehlo.constant"() {value = dense<[3, 4, 5, 18446744073709551615]> : tensor<4xui64>} : () -> tensor<4xui64>
  %result = "stablehlo.clamp"(%min, %operand, %max) : (tensor<4xui64>, tensor<4xui64>, tensor<4xui64>) -> tensor<4xui64>
  "check.expect_eq_const"(%result) {value = dense<[3, 1, 5, 9223372036854775808]> : tensor<4xui64>} : (tensor<4xui64>) -> ()
  "func.return"() : () -> ()
}

// -----

// i4: full-shape min, rank-0 max
func.func @clamp_i4_mixed_bounds() {
  %min = "stablehlo.constant"() {value = dense<[-8, -1, 0, 3]> : tensor<4xi4>} : () -> tensor<4xi4>
  %operand = "stablehlo.constant"() {value = dense<[-8, -8, 7, 1]> : tensor<4xi4>} : () -> tensor<4xi4>
  %max = "stablehlo.constant"() {value = dense<2> : tensor<i4>} : () -> tensor<i4>
  %result = "stablehlo.clamp"(%min, %operand, %max) : (tensor<4xi4>, tensor<4xi4>, tensor<i4>) -> tensor<4xi4>
  "check.expect_eq_const"(%result) {value = dense<[-8, -1, 2, 2]> : tensor<4xi4>} : (tensor<4xi4>) -> ()
  "func.return"() : () -> ()
}

// -----

// i1: booleans
func.func @clamp_i1() {
  %min = "stablehlo.constant"() {value = dense<true> : tensor<i1>} : () -> tensor<i1>
  %operand = "stablehlo.constant"() {value = dense<[false, true]> : tensor<2xi1>} : () -> tensor<2xi1>
  %max = "stablehlo.constant"() {value = dense<true> : tensor<i1>} : () -> tensor<i1>
  %result = "stablehlo.clamp"(%min, %operand, %max) : (tensor<i1>, tensor<2xi1>, tensor<i1>) -> tensor<2xi1>
  "check.expect_eq_const"(%result) {value = dense<[true, true]> : tensor<2xi1>} : (tensor<2xi1>) -> ()
  "func.return"() : () -> ()
}

// -----

// f64: NaN in the operand, in min, in max; signed zeros; infinities
func.func @clamp_f64() {
  %min = "stablehlo.constant"() {value = dense<[0.0, 0x7FF8000000000000, 0.0, 0.0, -0.0, 0.0, 0xFFF0000000000000]> : tensor<7xf64>} : () -> tensor<7xf64>
  %operand = "stablehlo.constant"() {value = dense<[0x7FF8000000000000, 1.0, 1.0, -0.0, 0.0, 5.0, 0xFFF0000000000000]> : tensor<7xf64>} : () -> tensor<7xf64>
  %max = "stablehlo.constant"() {value = dense<[2.0, 2.0, 0x7FF8000000000000, 2.0, -0.0, 0x7FF0000000000000, -1.0]> : tensor<7xf64>} : () -> tensor<7xf64>
  %result = "stablehlo.clamp"(%min, %operand, %max) : (tensor<7xf64>, tensor<7xf64>, tensor<7xf64>) -> tensor<7xf64>
  "check.expect_eq_const"(%result) {value = dense<[0x7FF8000000000000, 0x7FF8000000000000, 0x7FF8000000000000, 0.0, -0.0, 5.0, 0xFFF0000000000000]> : tensor<7xf64>} : (tensor<7xf64>) -> ()
  "func.return"() : () -> ()
}

// -----

// f32: rank-0 bounds -1.5 and 2.5
func.func @clamp_f32_scalar_bounds() {
  %min = "stablehlo.constant"() {value = dense<-1.5> : tensor<f32>} : () -> tensor<f32>
  %operand = "stablehlo.constant"() {value = dense<[0xFF800000, -1.5, 0.10000000149011612, 3.0, 0x7F800000]> : tensor<5xf32>} : () -> tensor<5xf32>
  %max = "stablehlo.constant"() {value = dense<2.5> : tensor<f32>} : () -> tensor<f32>
  %result = "stablehlo.clamp"(%min, %operand, %max) : (tensor<f32>, tensor<5xf32>, tensor<f32>) -> tensor<5xf32>
  "check.expect_eq_const"(%result) {value = dense<[-1.5, -1.5, 0.10000000149011612, 2.5, 2.5]> : tensor<5xf32>} : (tensor<5xf32>) -> ()
  "func.return"() : () -> ()
}

// -----

// bf16: narrow floats
func.func @clamp_bf16() {
  %min = "stablehlo.constant"() {value = dense<-1.0> : tensor<bf16>} : () -> tensor<bf16>
  %operand = "stablehlo.constant"() {value = dense<[-3.0, 0.5, 8.0]> : tensor<3xbf16>} : () -> tensor<3xbf16>
  %max = "stablehlo.constant"() {value = dense<4.0> : tensor<bf16>} : () -> tensor<bf16>
  %result = "stablehlo.clamp"(%min, %operand, %max) : (tensor<bf16>, tensor<3xbf16>, tensor<bf16>) -> tensor<3xbf16>
  "check.expect_eq_const"(%result) {value = dense<[-1.0, 0.5, 4.0]> : tensor<3xbf16>} : (tensor<3xbf16>) -> ()
  "func.return"() : () -> ()
}

// -----

// complex<f64>: lexicographic bounds (1, 0) and (2, 2)
func.func @clamp_complex_f64() {
  %min = "stablehlo.constant"() {value = dense<(1.0, 0.0)> : tensor<complex<f64>>} : () -> tensor<complex<f64>>
  %operand = "stablehlo.constant"() {value = dense<[(0.0, 9.0), (1.0, -1.0), (1.0, 5.0), (3.0, 0.0), (2.0, 3.0)]> : tensor<5xcomplex<f64>>} : () -> tensor<5xcomplex<f64>>
  %max = "stablehlo.constant"() {value = dense<(2.0, 2.0)> : tensor<complex<f64>>} : () -> tensor<complex<f64>>
  %result = "stablehlo.clamp"(%min, %operand, %max) : (tensor<complex<f64>>, tensor<5xcomplex<f64>>, tensor<complex<f64>>) -> tensor<5xcomplex<f64>>
  "check.expect_eq_const"(%result) {value = dense<[(1.0, 0.0), (1.0, 0.0), (1.0, 5.0), (2.0, 2.0), (2.0, 2.0)]> : tensor<5xcomplex<f64>>} : (tensor<5xcomplex<f64>>) -> ()
  "func.return"() : () -> ()
}
