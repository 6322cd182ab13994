// composite (seed 000): evaluates its decomposition function on its inputs: several inputs and results, composite_attributes and version (which do not change the meaning), a decomposition that itself holds a composite, no inputs.
func.func @composite_two_results() {
  %x = "stablehlo.constant"() {value = dense<[1.0, 0.5, 3.0]> : tensor<3xf32>} : () -> tensor<3xf32>
  %y = "stablehlo.constant"() {value = dense<[2.0, 0.25, -3.0]> : tensor<3xf32>} : () -> tensor<3xf32>
  %s, %d = "stablehlo.composite"(%x, %y) {
    name = "test.sum_and_difference",
    composite_attributes = {scale = 2 : i64},
    decomposition = @composite_two_results_decomposition,
    version = 3 : i32
  } : (tensor<3xf32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>)
  "check.expect_eq_const"(%s) {value = dense<[3.0, 0.75, 0.0]> : tensor<3xf32>} : (tensor<3xf32>) -> ()
  "check.expect_eq_const"(%d) {value = dense<[-1.0, 0.25, 6.0]> : tensor<3xf32>} : (tensor<3xf32>) -> ()
  "func.return"() : () -> ()
}
func.func private @composite_two_results_decomposition(%a: tensor<3xf32>, %b: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>) {
  %s = "stablehlo.add"(%a, %b) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  %d = "stablehlo.subtract"(%a, %b) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  "func.return"(%s, %d) : (tensor<3xf32>, tensor<3xf32>) -> ()
}

// -----

// a decomposition that uses another composite; a composite with no inputs
func.func @composite_nested_and_no_inputs() {
  %x = "stablehlo.constant"() {value = dense<7> : tensor<i32>} : () -> tensor<i32>
  %r = "stablehlo.composite"(%x) {name = "test.square_plus_c", decomposition = @composite_nested_square_plus_c} : (tensor<i32>) -> tensor<i32>
  %c = "stablehlo.composite"() {name = "test.c", decomposition = @composite_nested_c} : () -> tensor<i32>
  "check.expect_eq_const"(%r) {value = dense<52> : tensor<i32>} : (tensor<i32>) -> ()
  "check.expect_eq_const"(%c) {value = dense<3> : tensor<i32>} : (tensor<i32>) -> ()
  "func.return"() : () -> ()
}
func.func private @composite_nested_square_plus_c(%a: tensor<i32>) -> tensor<i32> {
  %sq = "stablehlo.multiply"(%a, %a) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %c = "stablehlo.composite"() {name = "test.c", decomposition = @composite_nested_c} : () -> tensor<i32>
  %r = "stablehlo.add"(%sq, %c) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  "func.return"(%r) : (tensor<i32>) -> ()
}
func.func private @composite_nested_c() -> tensor<i32> {
  %c = "stablehlo.constant"() {value = dense<3> : tensor<i32>} : () -> tensor<i32>
  "func.return"(%c) : (tensor<i32>) -> ()
}
