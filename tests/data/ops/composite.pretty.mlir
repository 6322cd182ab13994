module {
  func.func @main(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.composite "my_namespace.my_op" %arg0, %arg1 {composite_attributes = {my_attribute = "my_value"}, decomposition = @my_op, version = 1 : i32} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @my_op(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func @minimal(%arg0: tensor<2x3xbf16>) -> tensor<2x3xbf16> {
    %0 = stablehlo.composite "foo.identity" %arg0 {decomposition = @identity} : (tensor<2x3xbf16>) -> tensor<2x3xbf16>
    return %0 : tensor<2x3xbf16>
  }
  func.func private @identity(%arg0: tensor<2x3xbf16>) -> tensor<2x3xbf16> {
    return %arg0 : tensor<2x3xbf16>
  }
  func.func @explicit_defaults(%arg0: tensor<2x3xbf16>) -> tensor<2x3xbf16> {
    %0 = stablehlo.composite "foo.identity" %arg0 {decomposition = @identity} : (tensor<2x3xbf16>) -> tensor<2x3xbf16>
    return %0 : tensor<2x3xbf16>
  }
  func.func @multi(%arg0: tensor<4xf32>, %arg1: !stablehlo.token) -> (tensor<4xf32>, tensor<4xi32>, !stablehlo.token) {
    %0:3 = stablehlo.composite "foo.multi" %arg0, %arg1 {composite_attributes = {approx = true, axis = 0 : i64, dense_attr = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>, dims = array<i64: 1, 2>, scale = 5.000000e-01 : f32}, decomposition = @multi_impl, version = 3 : i32} : (tensor<4xf32>, !stablehlo.token) -> (tensor<4xf32>, tensor<4xi32>, !stablehlo.token)
    return %0#0, %0#1, %0#2 : tensor<4xf32>, tensor<4xi32>, !stablehlo.token
  }
  func.func private @multi_impl(%arg0: tensor<4xf32>, %arg1: !stablehlo.token) -> (tensor<4xf32>, tensor<4xi32>, !stablehlo.token) {
    %0 = stablehlo.iota dim = 0 : tensor<4xi32>
    return %arg0, %0, %arg1 : tensor<4xf32>, tensor<4xi32>, !stablehlo.token
  }
  func.func @no_operands() -> tensor<i32> {
    %0 = stablehlo.composite "foo.const"  {decomposition = @const_impl} : () -> tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @const_impl() -> tensor<i32> {
    %c = stablehlo.constant dense<7> : tensor<i32>
    return %c : tensor<i32>
  }
}
