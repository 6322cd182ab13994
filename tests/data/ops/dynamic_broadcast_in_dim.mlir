func.func @main(%operand: tensor<1x3xi64>, %output_dimensions: tensor<3xi64>) -> tensor<2x3x2xi64> {
  %result = "stablehlo.dynamic_broadcast_in_dim"(%operand, %output_dimensions) {
    broadcast_dimensions = array<i64: 2, 1>,
    known_expanding_dimensions = array<i64: 0>,
    known_nonexpanding_dimensions = array<i64: 1>
  } : (tensor<1x3xi64>, tensor<3xi64>) -> tensor<2x3x2xi64>
  "func.return"(%result) : (tensor<2x3x2xi64>) -> ()
}

func.func @no_known(%operand: tensor<?x3xf32>, %output_dimensions: tensor<3xi32>) -> tensor<?x?x3xf32> {
  %0 = "stablehlo.dynamic_broadcast_in_dim"(%operand, %output_dimensions) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<?x3xf32>, tensor<3xi32>) -> tensor<?x?x3xf32>
  "func.return"(%0) : (tensor<?x?x3xf32>) -> ()
}

func.func @only_expanding(%operand: tensor<f32>, %output_dimensions: tensor<2xindex>) -> tensor<?x?xf32> {
  %0 = "stablehlo.dynamic_broadcast_in_dim"(%operand, %output_dimensions) {broadcast_dimensions = array<i64>, known_expanding_dimensions = array<i64>} : (tensor<f32>, tensor<2xindex>) -> tensor<?x?xf32>
  "func.return"(%0) : (tensor<?x?xf32>) -> ()
}

func.func @only_nonexpanding(%operand: tensor<?xbf16>, %output_dimensions: tensor<2xi64>) -> tensor<4x?xbf16> {
  %0 = "stablehlo.dynamic_broadcast_in_dim"(%operand, %output_dimensions) {broadcast_dimensions = array<i64: 1>, known_nonexpanding_dimensions = array<i64: 0>} : (tensor<?xbf16>, tensor<2xi64>) -> tensor<4x?xbf16>
  "func.return"(%0) : (tensor<4x?xbf16>) -> ()
}
