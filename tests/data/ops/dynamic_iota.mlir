func.func @main(%output_shape: tensor<2xi64>) -> tensor<4x5xi64> {
  %result = "stablehlo.dynamic_iota"(%output_shape) {
    iota_dimension = 0 : i64
  } : (tensor<2xi64>) -> tensor<4x5xi64>
  "func.return"(%result) : (tensor<4x5xi64>) -> ()
}

func.func @dynamic(%output_shape: tensor<2xi32>) -> (tensor<?x?xf32>, tensor<?x5xbf16>) {
  %0 = "stablehlo.dynamic_iota"(%output_shape) {iota_dimension = 1 : i64} : (tensor<2xi32>) -> tensor<?x?xf32>
  %1 = "stablehlo.dynamic_iota"(%output_shape) {iota_dimension = 0 : i64} : (tensor<2xi32>) -> tensor<?x5xbf16>
  "func.return"(%0, %1) : (tensor<?x?xf32>, tensor<?x5xbf16>) -> ()
}

func.func @index_types(%a: tensor<1xui32>, %b: tensor<1xindex>) -> (tensor<?xi32>, tensor<?xui8>) {
  %0 = "stablehlo.dynamic_iota"(%a) {iota_dimension = 0 : i64} : (tensor<1xui32>) -> tensor<?xi32>
  %1 = "stablehlo.dynamic_iota"(%b) {iota_dimension = 0 : i64} : (tensor<1xindex>) -> tensor<?xui8>
  "func.return"(%0, %1) : (tensor<?xi32>, tensor<?xui8>) -> ()
}
