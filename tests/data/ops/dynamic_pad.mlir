func.func @main(%operand: tensor<2x3xi64>, %padding_value: tensor<i64>, %edge_padding_low: tensor<2xi64>, %edge_padding_high: tensor<2xi64>, %interior_padding: tensor<2xi64>) -> tensor<?x?xi64> {
  %result = "stablehlo.dynamic_pad"(%operand, %padding_value, %edge_padding_low, %edge_padding_high, %interior_padding) : (tensor<2x3xi64>, tensor<i64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<?x?xi64>
  "func.return"(%result) : (tensor<?x?xi64>) -> ()
}

func.func @static_result(%operand: tensor<?x3xf32>, %pv: tensor<f32>, %lo: tensor<2xi32>, %hi: tensor<2xi32>, %in: tensor<2xi32>) -> tensor<7x5xf32> {
  %0 = "stablehlo.dynamic_pad"(%operand, %pv, %lo, %hi, %in) : (tensor<?x3xf32>, tensor<f32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<7x5xf32>
  "func.return"(%0) : (tensor<7x5xf32>) -> ()
}
