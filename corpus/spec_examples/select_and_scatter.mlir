// Spec example: select_and_scatter (seed 000, section "select_and_scatter", spec line 4621)
func.func @select_and_scatter_example_1() {
  %operand = "stablehlo.constant"() {value = dense<[[1, 5], [2, 5], [3, 6], [4, 4]]> : tensor<4x2xi64>} : () -> tensor<4x2xi64>
  %source = "stablehlo.constant"() {value = dense<[[5, 6], [7, 8]]> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
  %init_value = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
  %result = "stablehlo.select_and_scatter"(%operand, %source, %init_value) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.compare"(%arg0, %arg1) {
        comparison_direction = #stablehlo<comparison_direction GE>
      } : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%0) : (tensor<i1>) -> ()
  }, {
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%0) : (tensor<i64>) -> ()
  }) {
    window_dimensions = array<i64: 3, 1>,
    window_strides = array<i64: 2, 1>,
    padding = dense<[[0, 1], [0, 0]]> : tensor<2x2xi64>
  } : (tensor<4x2xi64>, tensor<2x2xi64>, tensor<i64>) -> tensor<4x2xi64>
  "check.expect_eq_const"(%result) {value = dense<[[0, 0], [0, 0], [5, 14], [7, 0]]> : tensor<4x2xi64>} : (tensor<4x2xi64>) -> ()
  "func.return"() : () -> ()
}

// -----

// Spec example: select_and_scatter (seed 000, section "ऑपरेशन" (Ops, op syntax), spec line 210)
// no-check: spec gives no input values (%operand, %source, %init_value) and no expected result
func.func @select_and_scatter_example_2(%operand: tensor<4x2xi32>, %source: tensor<2x2xi32>, %init_value: tensor<i32>) -> tensor<4x2xi32> {
  %result = "stablehlo.select_and_scatter"(%operand, %source, %init_value) ({
    ^bb0(%arg0: tensor<i32>, %arg1: tensor<i32>):
      %0 = "stablehlo.compare"(%arg0, %arg1) {
        comparison_direction = #stablehlo<comparison_direction GE>
      } : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%0) : (tensor<i1>) -> ()
  }, {
    ^bb0(%arg0: tensor<i32>, %arg1: tensor<i32>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%0) : (tensor<i32>) -> ()
  }) {
    window_dimensions = dense<[3, 1]> : tensor<2xi64>,
    window_strides = dense<[2, 1]> : tensor<2xi64>,
    padding = dense<[[0, 1], [0, 0]]> : tensor<2x2xi64>
  } : (tensor<4x2xi32>, tensor<2x2xi32>, tensor<i32>) -> tensor<4x2xi32>
  "func.return"(%result) : (tensor<4x2xi32>) -> ()
}
