// Constraint cases of async_done (jaxlib 0.10.2 and upstream's spec.md, not the seed spec): a valid program and one that breaks its constraint.

// case: valid
// expected: valid
func.func @main(%a: tensor<4xf32>) -> tensor<2xf32> {
  %0 = "stablehlo.async_start"(%a) ({
  ^bb0(%x: tensor<4xf32>):
    %s = "stablehlo.slice"(%x) {start_indices = array<i64: 1>, limit_indices = array<i64: 3>, strides = array<i64: 1>} : (tensor<4xf32>) -> tensor<2xf32>
    "stablehlo.return"(%s) : (tensor<2xf32>) -> ()
  }) : (tensor<4xf32>) -> !stablehlo.future<tensor<2xf32>>
  %1 = "stablehlo.async_done"(%0) : (!stablehlo.future<tensor<2xf32>>) -> tensor<2xf32>
  func.return %1 : tensor<2xf32>
}

// -----
// case: c1_result_type
// expected: async_done_c1
func.func @main(%a: tensor<4xf32>) -> tensor<2xf64> {
  %0 = "stablehlo.async_start"(%a) ({
  ^bb0(%x: tensor<4xf32>):
    %s = "stablehlo.slice"(%x) {start_indices = array<i64: 1>, limit_indices = array<i64: 3>, strides = array<i64: 1>} : (tensor<4xf32>) -> tensor<2xf32>
    "stablehlo.return"(%s) : (tensor<2xf32>) -> ()
  }) : (tensor<4xf32>) -> !stablehlo.future<tensor<2xf32>>
  %1 = "stablehlo.async_done"(%0) : (!stablehlo.future<tensor<2xf32>>) -> tensor<2xf64>
  func.return %1 : tensor<2xf64>
}
