module {
  func.func @main() -> tensor<4x5xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<4x5xi32>
    return %0 : tensor<4x5xi32>
  }
  func.func @dim1() -> (tensor<4x5xf32>, tensor<3xbf16>, tensor<2x2xcomplex<f32>>, tensor<8xui8>, tensor<4xf8E4M3FN>) {
    %0 = stablehlo.iota dim = 1 : tensor<4x5xf32>
    %1 = stablehlo.iota dim = 0 : tensor<3xbf16>
    %2 = stablehlo.iota dim = 1 : tensor<2x2xcomplex<f32>>
    %3 = stablehlo.iota dim = 0 : tensor<8xui8>
    %4 = stablehlo.iota dim = 0 : tensor<4xf8E4M3FN>
    return %0, %1, %2, %3, %4 : tensor<4x5xf32>, tensor<3xbf16>, tensor<2x2xcomplex<f32>>, tensor<8xui8>, tensor<4xf8E4M3FN>
  }
}
