func.func @main(%input0: tensor<f32>, %input1: tensor<f32>) -> tensor<f32> {
  %results = "stablehlo.composite"(%input0, %input1) {
    name = "my_namespace.my_op",
    composite_attributes = {
      my_attribute = "my_value"
    },
    decomposition = @my_op,
    version = 1 : i32
  } : (tensor<f32>, tensor<f32>) -> tensor<f32>
  "func.return"(%results) : (tensor<f32>) -> ()
}

func.func private @my_op(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
  %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  "func.return"(%0) : (tensor<f32>) -> ()
}

func.func @minimal(%x: tensor<2x3xbf16>) -> tensor<2x3xbf16> {
  %0 = "stablehlo.composite"(%x) {name = "foo.identity", decomposition = @identity} : (tensor<2x3xbf16>) -> tensor<2x3xbf16>
  "func.return"(%0) : (tensor<2x3xbf16>) -> ()
}

func.func private @identity(%arg0: tensor<2x3xbf16>) -> tensor<2x3xbf16> {
  "func.return"(%arg0) : (tensor<2x3xbf16>) -> ()
}

func.func @explicit_defaults(%x: tensor<2x3xbf16>) -> tensor<2x3xbf16> {
  %0 = "stablehlo.composite"(%x) {name = "foo.identity", decomposition = @identity, composite_attributes = {}, version = 0 : i32} : (tensor<2x3xbf16>) -> tensor<2x3xbf16>
  "func.return"(%0) : (tensor<2x3xbf16>) -> ()
}

func.func @multi(%x: tensor<4xf32>, %t: !stablehlo.token) -> (tensor<4xf32>, tensor<4xi32>, !stablehlo.token) {
  %0:3 = "stablehlo.composite"(%x, %t) {name = "foo.multi", decomposition = @multi_impl, composite_attributes = {axis = 0 : i64, approx = true, scale = 5.000000e-01 : f32, dims = array<i64: 1, 2>, dense_attr = dense<[1.0, 2.0]> : tensor<2xf32>}, version = 3 : i32} : (tensor<4xf32>, !stablehlo.token) -> (tensor<4xf32>, tensor<4xi32>, !stablehlo.token)
  "func.return"(%0#0, %0#1, %0#2) : (tensor<4xf32>, tensor<4xi32>, !stablehlo.token) -> ()
}

func.func private @multi_impl(%x: tensor<4xf32>, %t: !stablehlo.token) -> (tensor<4xf32>, tensor<4xi32>, !stablehlo.token) {
  %i = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<4xi32>
  "func.return"(%x, %i, %t) : (tensor<4xf32>, tensor<4xi32>, !stablehlo.token) -> ()
}

func.func @no_operands() -> tensor<i32> {
  %0 = "stablehlo.composite"() {name = "foo.const", decomposition = @const_impl} : () -> tensor<i32>
  "func.return"(%0) : (tensor<i32>) -> ()
}

func.func private @const_impl() -> tensor<i32> {
  %c = "stablehlo.constant"() {value = dense<7> : tensor<i32>} : () -> tensor<i32>
  "func.return"(%c) : (tensor<i32>) -> ()
}
