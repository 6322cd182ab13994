func.func @main(%arg0: tensor<1x3xi32>) -> tensor<2x3x2xi32> {
  %0 = "stablehlo.broadcast_in_dim"(%arg0) {broadcast_dimensions = array<i64: 2, 1>} : (tensor<1x3xi32>) -> tensor<2x3x2xi32>
  "func.return"(%0) : (tensor<2x3x2xi32>) -> ()
}

func.func @scalar(%arg0: tensor<f32>) -> tensor<4x5xf32> {
  %0 = "stablehlo.broadcast_in_dim"(%arg0) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x5xf32>
  "func.return"(%0) : (tensor<4x5xf32>) -> ()
}

func.func @identity(%arg0: tensor<2x3xbf16>) -> tensor<2x3xbf16> {
  %0 = "stablehlo.broadcast_in_dim"(%arg0) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x3xbf16>) -> tensor<2x3xbf16>
  "func.return"(%0) : (tensor<2x3xbf16>) -> ()
}

func.func @types(%arg0: tensor<3xi1>, %arg1: tensor<3xcomplex<f32>>, %arg2: tensor<3xui2>) -> (tensor<2x3xi1>, tensor<3x2xcomplex<f32>>, tensor<3x1xui2>) {
  %0 = "stablehlo.broadcast_in_dim"(%arg0) {broadcast_dimensions = array<i64: 1>} : (tensor<3xi1>) -> tensor<2x3xi1>
  %1 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0>} : (tensor<3xcomplex<f32>>) -> tensor<3x2xcomplex<f32>>
  %2 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 0>} : (tensor<3xui2>) -> tensor<3x1xui2>
  "func.return"(%0, %1, %2) : (tensor<2x3xi1>, tensor<3x2xcomplex<f32>>, tensor<3x1xui2>) -> ()
}

func.func @dynamic(%arg0: tensor<?xf32, #stablehlo.bounds<4>>, %arg1: tensor<?x3xf32, #stablehlo.bounds<5, ?>>) -> (tensor<2x?xf32, #stablehlo.bounds<?, 4>>, tensor<?x3x4xf32, #stablehlo.bounds<5, ?, ?>>) {
  %0 = "stablehlo.broadcast_in_dim"(%arg0) {broadcast_dimensions = array<i64: 1>} : (tensor<?xf32, #stablehlo.bounds<4>>) -> tensor<2x?xf32, #stablehlo.bounds<?, 4>>
  %1 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<?x3xf32, #stablehlo.bounds<5, ?>>) -> tensor<?x3x4xf32, #stablehlo.bounds<5, ?, ?>>
  "func.return"(%0, %1) : (tensor<2x?xf32, #stablehlo.bounds<?, 4>>, tensor<?x3x4xf32, #stablehlo.bounds<5, ?, ?>>) -> ()
}
