// async_start / async_done (jaxlib 0.10.2 and upstream's spec.md, not the seed spec): the future holds what the body's one op computes; async_done yields it.
// a dynamic_update_slice run asynchronously
func.func @async_start_dynamic_update_slice() {
  %a = "stablehlo.constant"() {value = dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>} : () -> tensor<4xf32>
  %u = "stablehlo.constant"() {value = dense<[9.0, 8.0]> : tensor<2xf32>} : () -> tensor<2xf32>
  %i = "stablehlo.constant"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %0 = "stablehlo.async_start"(%a, %u, %i) ({
  ^bb0(%x: tensor<4xf32>, %y: tensor<2xf32>, %j: tensor<i32>):
    %s = "stablehlo.dynamic_update_slice"(%x, %y, %j) : (tensor<4xf32>, tensor<2xf32>, tensor<i32>) -> tensor<4xf32>
    "stablehlo.return"(%s) : (tensor<4xf32>) -> ()
  }) : (tensor<4xf32>, tensor<2xf32>, tensor<i32>) -> !stablehlo.future<tensor<4xf32>>
  %1 = "stablehlo.async_done"(%0) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>
  "check.expect_eq_const"(%1) {value = dense<[1.0, 9.0, 8.0, 4.0]> : tensor<4xf32>} : (tensor<4xf32>) -> ()
  "func.return"() : () -> ()
}

// -----

// a slice of integers run asynchronously
func.func @async_start_slice() {
  %a = "stablehlo.constant"() {value = dense<[[0, 1, 2], [3, 4, 5]]> : tensor<2x3xi32>} : () -> tensor<2x3xi32>
  %0 = "stablehlo.async_start"(%a) ({
  ^bb0(%x: tensor<2x3xi32>):
    %s = "stablehlo.slice"(%x) {start_indices = array<i64: 1, 1>, limit_indices = array<i64: 2, 3>, strides = array<i64: 1, 1>} : (tensor<2x3xi32>) -> tensor<1x2xi32>
    "stablehlo.return"(%s) : (tensor<1x2xi32>) -> ()
  }) : (tensor<2x3xi32>) -> !stablehlo.future<tensor<1x2xi32>>
  %1 = "stablehlo.async_done"(%0) : (!stablehlo.future<tensor<1x2xi32>>) -> tensor<1x2xi32>
  "check.expect_eq_const"(%1) {value = dense<[[4, 5]]> : tensor<1x2xi32>} : (tensor<1x2xi32>) -> ()
  "func.return"() : () -> ()
}
