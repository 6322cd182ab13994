func.func @main() -> tensor<4x5xi32> {
  %output = "stablehlo.iota"() {
    iota_dimension = 0 : i64
  } : () -> tensor<4x5xi32>
  "func.return"(%output) : (tensor<4x5xi32>) -> ()
}

func.func @dim1() -> (tensor<4x5xf32>, tensor<3xbf16>, tensor<2x2xcomplex<f32>>, tensor<8xui8>, tensor<4xf8E4M3FN>) {
  %0 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<4x5xf32>
  %1 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<3xbf16>
  %2 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x2xcomplex<f32>>
  %3 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<8xui8>
  %4 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<4xf8E4M3FN>
  "func.return"(%0, %1, %2, %3, %4) : (tensor<4x5xf32>, tensor<3xbf16>, tensor<2x2xcomplex<f32>>, tensor<8xui8>, tensor<4xf8E4M3FN>) -> ()
}
