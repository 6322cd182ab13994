// select_and_scatter: overlapping windows (several sources onto one element), padding, GE picks the first largest, GT the last
func.func @select_and_scatter_overlapping_ge() {
  %operand = "stablehlo.constant"() {value = dense<[1, 3, 3, 2]> : tensor<4xi32>} : () -> tensor<4xi32>
  %source = "stablehlo.constant"() {value = dense<[10, 20, 40]> : tensor<3xi32>} : () -> tensor<3xi32>
  %init = "stablehlo.constant"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %result = "stablehlo.select_and_scatter"(%operand, %source, %init) ({
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %0 = "stablehlo.compare"(%a, %b) {comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%0) : (tensor<i1>) -> ()
  }, {
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %0 = "stablehlo.add"(%a, %b) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%0) : (tensor<i32>) -> ()
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 1>} : (tensor<4xi32>, tensor<3xi32>, tensor<i32>) -> tensor<4xi32>
  "check.expect_eq_const"(%result) {value = dense<[1, 31, 41, 1]> : tensor<4xi32>} : (tensor<4xi32>) -> ()
  "func.return"() : () -> ()
}
// -----
func.func @select_and_scatter_padding_gt() {
  %operand = "stablehlo.constant"() {value = dense<[5, 5, 4]> : tensor<3xi64>} : () -> tensor<3xi64>
  %source = "stablehlo.constant"() {value = dense<[7, 8]> : tensor<2xi64>} : () -> tensor<2xi64>
  %init = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
  %result = "stablehlo.select_and_scatter"(%operand, %source, %init) ({
    ^bb0(%a: tensor<i64>, %b: tensor<i64>):
      %0 = "stablehlo.compare"(%a, %b) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%0) : (tensor<i1>) -> ()
  }, {
    ^bb0(%a: tensor<i64>, %b: tensor<i64>):
      %0 = "stablehlo.add"(%a, %b) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%0) : (tensor<i64>) -> ()
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>, padding = dense<[[1, 0]]> : tensor<1x2xi64>} : (tensor<3xi64>, tensor<2xi64>, tensor<i64>) -> tensor<3xi64>
  "check.expect_eq_const"(%result) {value = dense<[7, 8, 0]> : tensor<3xi64>} : (tensor<3xi64>) -> ()
  "func.return"() : () -> ()
}
