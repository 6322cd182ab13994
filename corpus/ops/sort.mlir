// sort (seed 000): one and several inputs, comparators on one key (ascending, descending, total order on floats) and on two keys, stable ties, dimensions 0, 1, negative, empty and single-element slices; several element types. Unstable sorts only where no two elements are equivalent.
// i64: ascending along dimension 1
func.func @sort_i64_ascending_dim1() {
  %input0 = "stablehlo.constant"() {value = dense<[[3, -9223372036854775808, 9223372036854775807], [0, 0, -1]]> : tensor<2x3xi64>} : () -> tensor<2x3xi64>
  %result0 = "stablehlo.sort"(%input0) ({
    ^bb0(%lhs0: tensor<i64>, %rhs0: tensor<i64>):
      %less = "stablehlo.compare"(%lhs0, %rhs0) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%less) : (tensor<i1>) -> ()
  }) {dimension = 1 : i64, is_stable = false} : (tensor<2x3xi64>) -> (tensor<2x3xi64>)
  "check.expect_eq_const"(%result0) {value = dense<[[-9223372036854775808, 3, 9223372036854775807], [-1, 0, 0]]> : tensor<2x3xi64>} : (tensor<2x3xi64>) -> ()
  "func.return"() : () -> ()
}

// -----

// ui64: descending along dimension -2 (the first of two)
func.func @sort_ui64_descending_negative_dimension() {
  %input0 = "stablehlo.constant"() {value = dense<[[1, 18446744073709551615], [9223372036854775808, 0], [5, 7]]> : tensor<3x2xui64>} : () -> tensor<3x2xui64>
  %result0 = "stablehlo.sort"(%input0) ({
    ^bb0(%lhs0: tensor<ui64>, %rhs0: tensor<ui64>):
      %less = "stablehlo.compare"(%lhs0, %rhs0) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<ui64>, tensor<ui64>) -> tensor<i1>
      "stablehlo.return"(%less) : (tensor<i1>) -> ()
  }) {dimension = -2 : i64, is_stable = false} : (tensor<3x2xui64>) -> (tensor<3x2xui64>)
  "check.expect_eq_const"(%result0) {value = dense<[[9223372036854775808, 18446744073709551615], [5, 7], [1, 0]]> : tensor<3x2xui64>} : (tensor<3x2xui64>) -> ()
  "func.return"() : () -> ()
}

// -----

// f32 with compare_type TOTALORDER: -NaN < -inf < -1 < -0 < +0 < 1 < +inf < +NaN
func.func @sort_f32_total_order() {
  %input0 = "stablehlo.constant"() {value = dense<[0x7FC00000, 0.0, 1.0, 0xFF800000, -0.0, 0x7F800000, -1.0, 0xFFC00000]> : tensor<8xf32>} : () -> tensor<8xf32>
  %result0 = "stablehlo.sort"(%input0) ({
    ^bb0(%lhs0: tensor<f32>, %rhs0: tensor<f32>):
      %less = "stablehlo.compare"(%lhs0, %rhs0) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type TOTALORDER>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%less) : (tensor<i1>) -> ()
  }) {dimension = 0 : i64, is_stable = false} : (tensor<8xf32>) -> (tensor<8xf32>)
  "check.expect_eq_const"(%result0) {value = dense<[0xFFC00000, 0xFF800000, -1.0, -0.0, 0.0, 1.0, 0x7F800000, 0x7FC00000]> : tensor<8xf32>} : (tensor<8xf32>) -> ()
  "func.return"() : () -> ()
}

// -----

// bf16 with compare_type FLOAT (no NaN, no zeros of both signs)
func.func @sort_bf16_float_compare() {
  %input0 = "stablehlo.constant"() {value = dense<[2.5, -0.5, 0x7F80, 1.0, 0xFF80]> : tensor<5xbf16>} : () -> tensor<5xbf16>
  %result0 = "stablehlo.sort"(%input0) ({
    ^bb0(%lhs0: tensor<bf16>, %rhs0: tensor<bf16>):
      %less = "stablehlo.compare"(%lhs0, %rhs0) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      "stablehlo.return"(%less) : (tensor<i1>) -> ()
  }) {dimension = 0 : i64, is_stable = false} : (tensor<5xbf16>) -> (tensor<5xbf16>)
  "check.expect_eq_const"(%result0) {value = dense<[0xFF80, -0.5, 1.0, 2.5, 0x7F80]> : tensor<5xbf16>} : (tensor<5xbf16>) -> ()
  "func.return"() : () -> ()
}

// -----

// is_stable: equal i4 keys keep the order of their f8E4M3FN payloads
func.func @sort_stable_ties() {
  %input0 = "stablehlo.constant"() {value = dense<[1, -8, 1, 7, -8, 1]> : tensor<6xi4>} : () -> tensor<6xi4>
  %input1 = "stablehlo.constant"() {value = dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf8E4M3FN>} : () -> tensor<6xf8E4M3FN>
  %result0, %result1 = "stablehlo.sort"(%input0, %input1) ({
    ^bb0(%lhs0: tensor<i4>, %rhs0: tensor<i4>, %lhs1: tensor<f8E4M3FN>, %rhs1: tensor<f8E4M3FN>):
      %less = "stablehlo.compare"(%lhs0, %rhs0) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i4>, tensor<i4>) -> tensor<i1>
      "stablehlo.return"(%less) : (tensor<i1>) -> ()
  }) {dimension = 0 : i64, is_stable = true} : (tensor<6xi4>, tensor<6xf8E4M3FN>) -> (tensor<6xi4>, tensor<6xf8E4M3FN>)
  "check.expect_eq_const"(%result0) {value = dense<[-8, -8, 1, 1, 1, 7]> : tensor<6xi4>} : (tensor<6xi4>) -> ()
  "check.expect_eq_const"(%result1) {value = dense<[2.0, 5.0, 1.0, 3.0, 6.0, 4.0]> : tensor<6xf8E4M3FN>} : (tensor<6xf8E4M3FN>) -> ()
  "func.return"() : () -> ()
}

// -----

// two keys: i1 descending, then ui8 ascending; a complex<f64> payload follows
func.func @sort_two_keys() {
  %input0 = "stablehlo.constant"() {value = dense<[[true, false, true, false], [false, false, true, true]]> : tensor<2x4xi1>} : () -> tensor<2x4xi1>
  %input1 = "stablehlo.constant"() {value = dense<[[3, 2, 1, 0], [9, 8, 7, 6]]> : tensor<2x4xui8>} : () -> tensor<2x4xui8>
  %input2 = "stablehlo.constant"() {value = dense<[[(1.0, 0.0), (2.0, 0.0), (3.0, 0.0), (4.0, 0.0)], [(0.0, 1.0), (0.0, 2.0), (0.0, 3.0), (0.0, 4.0)]]> : tensor<2x4xcomplex<f64>>} : () -> tensor<2x4xcomplex<f64>>
  %result0, %result1, %result2 = "stablehlo.sort"(%input0, %input1, %input2) ({
    ^bb0(%lhs0: tensor<i1>, %rhs0: tensor<i1>, %lhs1: tensor<ui8>, %rhs1: tensor<ui8>, %lhs2: tensor<complex<f64>>, %rhs2: tensor<complex<f64>>):
      %gt = "stablehlo.compare"(%lhs0, %rhs0) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %eq = "stablehlo.compare"(%lhs0, %rhs0) {comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %lt = "stablehlo.compare"(%lhs1, %rhs1) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
      %tie = "stablehlo.and"(%eq, %lt) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %less = "stablehlo.or"(%gt, %tie) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%less) : (tensor<i1>) -> ()
  }) {dimension = 1 : i64, is_stable = false} : (tensor<2x4xi1>, tensor<2x4xui8>, tensor<2x4xcomplex<f64>>) -> (tensor<2x4xi1>, tensor<2x4xui8>, tensor<2x4xcomplex<f64>>)
  "check.expect_eq_const"(%result0) {value = dense<[[true, true, false, false], [true, true, false, false]]> : tensor<2x4xi1>} : (tensor<2x4xi1>) -> ()
  "check.expect_eq_const"(%result1) {value = dense<[[1, 3, 0, 2], [6, 7, 8, 9]]> : tensor<2x4xui8>} : (tensor<2x4xui8>) -> ()
  "check.expect_eq_const"(%result2) {value = dense<[[(3.0, 0.0), (1.0, 0.0), (4.0, 0.0), (2.0, 0.0)], [(0.0, 4.0), (0.0, 3.0), (0.0, 2.0), (0.0, 1.0)]]> : tensor<2x4xcomplex<f64>>} : (tensor<2x4xcomplex<f64>>) -> ()
  "func.return"() : () -> ()
}

// -----

// the comparator reads only the second input (f16 keys, i32 payload sorted by them)
func.func @sort_by_second_input() {
  %input0 = "stablehlo.constant"() {value = dense<[10, 20, 30, 40]> : tensor<4xi32>} : () -> tensor<4xi32>
  %input1 = "stablehlo.constant"() {value = dense<[0.25, -1.0, 65504.0, 0.0]> : tensor<4xf16>} : () -> tensor<4xf16>
  %result0, %result1 = "stablehlo.sort"(%input0, %input1) ({
    ^bb0(%lhs0: tensor<i32>, %rhs0: tensor<i32>, %lhs1: tensor<f16>, %rhs1: tensor<f16>):
      %less = "stablehlo.compare"(%lhs1, %rhs1) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<f16>, tensor<f16>) -> tensor<i1>
      "stablehlo.return"(%less) : (tensor<i1>) -> ()
  }) {dimension = 0 : i64, is_stable = false} : (tensor<4xi32>, tensor<4xf16>) -> (tensor<4xi32>, tensor<4xf16>)
  "check.expect_eq_const"(%result0) {value = dense<[20, 40, 10, 30]> : tensor<4xi32>} : (tensor<4xi32>) -> ()
  "check.expect_eq_const"(%result1) {value = dense<[-1.0, 0.0, 0.25, 65504.0]> : tensor<4xf16>} : (tensor<4xf16>) -> ()
  "func.return"() : () -> ()
}

// -----

// an empty sort dimension
func.func @sort_empty_dimension() {
  %input0 = "stablehlo.constant"() {value = dense<> : tensor<2x0xf64>} : () -> tensor<2x0xf64>
  %result0 = "stablehlo.sort"(%input0) ({
    ^bb0(%lhs0: tensor<f64>, %rhs0: tensor<f64>):
      %less = "stablehlo.compare"(%lhs0, %rhs0) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<f64>, tensor<f64>) -> tensor<i1>
      "stablehlo.return"(%less) : (tensor<i1>) -> ()
  }) {dimension = 1 : i64, is_stable = false} : (tensor<2x0xf64>) -> (tensor<2x0xf64>)
  "check.expect_eq_const"(%result0) {value = dense<> : tensor<2x0xf64>} : (tensor<2x0xf64>) -> ()
  "func.return"() : () -> ()
}

// -----

// one element per slice along dimension 0
func.func @sort_single_element() {
  %input0 = "stablehlo.constant"() {value = dense<[[3, 1, 2]]> : tensor<1x3xi16>} : () -> tensor<1x3xi16>
  %result0 = "stablehlo.sort"(%input0) ({
    ^bb0(%lhs0: tensor<i16>, %rhs0: tensor<i16>):
      %less = "stablehlo.compare"(%lhs0, %rhs0) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i16>, tensor<i16>) -> tensor<i1>
      "stablehlo.return"(%less) : (tensor<i1>) -> ()
  }) {dimension = 0 : i64, is_stable = false} : (tensor<1x3xi16>) -> (tensor<1x3xi16>)
  "check.expect_eq_const"(%result0) {value = dense<[[3, 1, 2]]> : tensor<1x3xi16>} : (tensor<1x3xi16>) -> ()
  "func.return"() : () -> ()
}
