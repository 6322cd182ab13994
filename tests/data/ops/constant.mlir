module @constants attributes {mhlo.num_replicas = 1 : i32, jax.uses_shape_polymorphism = false} {
  func.func @main() -> tensor<2x2xf32> {
    %output = "stablehlo.constant"() {
      value = dense<[[0.0, 1.0], [2.0, 3.0]]> : tensor<2x2xf32>
    } : () -> tensor<2x2xf32>
    "func.return"(%output) : (tensor<2x2xf32>) -> ()
  }

  func.func @integers() -> (tensor<i1>, tensor<2xi1>, tensor<3xi8>, tensor<3xui8>, tensor<2xi4>, tensor<2xui2>, tensor<2xi16>, tensor<2xi32>, tensor<2xi64>, tensor<2xui64>, tensor<2xui32>, tensor<2xui16>, tensor<2xui4>, tensor<2xi2>) {
    %0 = "stablehlo.constant"() {value = dense<true> : tensor<i1>} : () -> tensor<i1>
    %1 = "stablehlo.constant"() {value = dense<[true, false]> : tensor<2xi1>} : () -> tensor<2xi1>
    %2 = "stablehlo.constant"() {value = dense<[-128, 0, 127]> : tensor<3xi8>} : () -> tensor<3xi8>
    %3 = "stablehlo.constant"() {value = dense<[0, 128, 255]> : tensor<3xui8>} : () -> tensor<3xui8>
    %4 = "stablehlo.constant"() {value = dense<[-8, 7]> : tensor<2xi4>} : () -> tensor<2xi4>
    %5 = "stablehlo.constant"() {value = dense<[0, 3]> : tensor<2xui2>} : () -> tensor<2xui2>
    %6 = "stablehlo.constant"() {value = dense<[-32768, 32767]> : tensor<2xi16>} : () -> tensor<2xi16>
    %7 = "stablehlo.constant"() {value = dense<[-2147483648, 2147483647]> : tensor<2xi32>} : () -> tensor<2xi32>
    %8 = "stablehlo.constant"() {value = dense<[-9223372036854775808, 9223372036854775807]> : tensor<2xi64>} : () -> tensor<2xi64>
    %9 = "stablehlo.constant"() {value = dense<[0, 18446744073709551615]> : tensor<2xui64>} : () -> tensor<2xui64>
    %10 = "stablehlo.constant"() {value = dense<[0, 4294967295]> : tensor<2xui32>} : () -> tensor<2xui32>
    %11 = "stablehlo.constant"() {value = dense<[1, 65535]> : tensor<2xui16>} : () -> tensor<2xui16>
    %12 = "stablehlo.constant"() {value = dense<[0, 15]> : tensor<2xui4>} : () -> tensor<2xui4>
    %13 = "stablehlo.constant"() {value = dense<[-2, 1]> : tensor<2xi2>} : () -> tensor<2xi2>
    "func.return"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13) : (tensor<i1>, tensor<2xi1>, tensor<3xi8>, tensor<3xui8>, tensor<2xi4>, tensor<2xui2>, tensor<2xi16>, tensor<2xi32>, tensor<2xi64>, tensor<2xui64>, tensor<2xui32>, tensor<2xui16>, tensor<2xui4>, tensor<2xi2>) -> ()
  }

  func.func @floats() -> (tensor<4xf32>, tensor<3xf64>, tensor<3xbf16>, tensor<3xf16>, tensor<3xf8E4M3FN>, tensor<3xf8E5M2>, tensor<3xf4E2M1FN>, tensor<2xf8E4M3FNUZ>, tensor<2xf8E5M2FNUZ>, tensor<2xf8E4M3B11FNUZ>, tensor<2xf8E4M3>, tensor<2xf8E3M4>, tensor<2xf6E2M3FN>, tensor<2xf6E3M2FN>, tensor<2xf8E8M0FNU>) {
    %0 = "stablehlo.constant"() {value = dense<[1.5, -2.25, 1.0e+10, 3.40282347E+38]> : tensor<4xf32>} : () -> tensor<4xf32>
    %1 = "stablehlo.constant"() {value = dense<[0.1, -1.0e-300, 2.5]> : tensor<3xf64>} : () -> tensor<3xf64>
    %2 = "stablehlo.constant"() {value = dense<[1.0, 0.5, -3.0]> : tensor<3xbf16>} : () -> tensor<3xbf16>
    %3 = "stablehlo.constant"() {value = dense<[1.0, 65504.0, 6.1035156E-5]> : tensor<3xf16>} : () -> tensor<3xf16>
    %4 = "stablehlo.constant"() {value = dense<[1.0, 448.0, -0.5]> : tensor<3xf8E4M3FN>} : () -> tensor<3xf8E4M3FN>
    %5 = "stablehlo.constant"() {value = dense<[1.0, 57344.0, -0.25]> : tensor<3xf8E5M2>} : () -> tensor<3xf8E5M2>
    %6 = "stablehlo.constant"() {value = dense<[0.5, 6.0, -1.5]> : tensor<3xf4E2M1FN>} : () -> tensor<3xf4E2M1FN>
    %7 = "stablehlo.constant"() {value = dense<[1.0, -2.0]> : tensor<2xf8E4M3FNUZ>} : () -> tensor<2xf8E4M3FNUZ>
    %8 = "stablehlo.constant"() {value = dense<[1.0, -2.0]> : tensor<2xf8E5M2FNUZ>} : () -> tensor<2xf8E5M2FNUZ>
    %9 = "stablehlo.constant"() {value = dense<[1.0, -2.0]> : tensor<2xf8E4M3B11FNUZ>} : () -> tensor<2xf8E4M3B11FNUZ>
    %10 = "stablehlo.constant"() {value = dense<[1.0, -2.0]> : tensor<2xf8E4M3>} : () -> tensor<2xf8E4M3>
    %11 = "stablehlo.constant"() {value = dense<[1.0, -2.0]> : tensor<2xf8E3M4>} : () -> tensor<2xf8E3M4>
    %12 = "stablehlo.constant"() {value = dense<[1.0, -2.0]> : tensor<2xf6E2M3FN>} : () -> tensor<2xf6E2M3FN>
    %13 = "stablehlo.constant"() {value = dense<[1.0, -2.0]> : tensor<2xf6E3M2FN>} : () -> tensor<2xf6E3M2FN>
    %14 = "stablehlo.constant"() {value = dense<[1.0, 2.0]> : tensor<2xf8E8M0FNU>} : () -> tensor<2xf8E8M0FNU>
    "func.return"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14) : (tensor<4xf32>, tensor<3xf64>, tensor<3xbf16>, tensor<3xf16>, tensor<3xf8E4M3FN>, tensor<3xf8E5M2>, tensor<3xf4E2M1FN>, tensor<2xf8E4M3FNUZ>, tensor<2xf8E5M2FNUZ>, tensor<2xf8E4M3B11FNUZ>, tensor<2xf8E4M3>, tensor<2xf8E3M4>, tensor<2xf6E2M3FN>, tensor<2xf6E3M2FN>, tensor<2xf8E8M0FNU>) -> ()
  }

  func.func @special_floats() -> (tensor<6xf32>, tensor<5xf64>, tensor<4xbf16>, tensor<4xf16>, tensor<3xf8E4M3FN>, tensor<4xf8E5M2>, tensor<2xf32>) {
    // NaN, +inf, -inf, -0.0, smallest denormal, a NaN with payload
    %0 = "stablehlo.constant"() {value = dense<[0x7FC00000, 0x7F800000, 0xFF800000, 0x80000000, 0x00000001, 0x7FC00001]> : tensor<6xf32>} : () -> tensor<6xf32>
    %1 = "stablehlo.constant"() {value = dense<[0x7FF8000000000000, 0x7FF0000000000000, 0xFFF0000000000000, 0x8000000000000000, 0xFFF8000000000000]> : tensor<5xf64>} : () -> tensor<5xf64>
    %2 = "stablehlo.constant"() {value = dense<[0x7FC0, 0x7F80, 0xFF80, 0x8000]> : tensor<4xbf16>} : () -> tensor<4xbf16>
    %3 = "stablehlo.constant"() {value = dense<[0x7E00, 0x7C00, 0xFC00, 0x8000]> : tensor<4xf16>} : () -> tensor<4xf16>
    %4 = "stablehlo.constant"() {value = dense<[0x7F, 0xFF, 0x80]> : tensor<3xf8E4M3FN>} : () -> tensor<3xf8E4M3FN>
    %5 = "stablehlo.constant"() {value = dense<[0x7E, 0x7C, 0xFC, 0x80]> : tensor<4xf8E5M2>} : () -> tensor<4xf8E5M2>
    %6 = "stablehlo.constant"() {value = dense<[-0.0, 0.0]> : tensor<2xf32>} : () -> tensor<2xf32>
    "func.return"(%0, %1, %2, %3, %4, %5, %6) : (tensor<6xf32>, tensor<5xf64>, tensor<4xbf16>, tensor<4xf16>, tensor<3xf8E4M3FN>, tensor<4xf8E5M2>, tensor<2xf32>) -> ()
  }

  func.func @special_splats() -> (tensor<2x3xf32>, tensor<4xf64>, tensor<f32>, tensor<2xbf16>) {
    %0 = "stablehlo.constant"() {value = dense<0x7FC00000> : tensor<2x3xf32>} : () -> tensor<2x3xf32>
    %1 = "stablehlo.constant"() {value = dense<0xFFF0000000000000> : tensor<4xf64>} : () -> tensor<4xf64>
    %2 = "stablehlo.constant"() {value = dense<0x80000000> : tensor<f32>} : () -> tensor<f32>
    %3 = "stablehlo.constant"() {value = dense<0x7F80> : tensor<2xbf16>} : () -> tensor<2xbf16>
    "func.return"(%0, %1, %2, %3) : (tensor<2x3xf32>, tensor<4xf64>, tensor<f32>, tensor<2xbf16>) -> ()
  }

  func.func @splats() -> (tensor<2x3xf32>, tensor<i32>, tensor<f32>, tensor<4x4xi1>, tensor<3xcomplex<f32>>, tensor<2xui8>, tensor<0xf32>, tensor<0x3xi32>, tensor<2x0xf32>) {
    %0 = "stablehlo.constant"() {value = dense<1.0> : tensor<2x3xf32>} : () -> tensor<2x3xf32>
    %1 = "stablehlo.constant"() {value = dense<42> : tensor<i32>} : () -> tensor<i32>
    %2 = "stablehlo.constant"() {value = dense<-0.5> : tensor<f32>} : () -> tensor<f32>
    %3 = "stablehlo.constant"() {value = dense<false> : tensor<4x4xi1>} : () -> tensor<4x4xi1>
    %4 = "stablehlo.constant"() {value = dense<(1.0, -2.0)> : tensor<3xcomplex<f32>>} : () -> tensor<3xcomplex<f32>>
    %5 = "stablehlo.constant"() {value = dense<255> : tensor<2xui8>} : () -> tensor<2xui8>
    %6 = "stablehlo.constant"() {value = dense<> : tensor<0xf32>} : () -> tensor<0xf32>
    %7 = "stablehlo.constant"() {value = dense<> : tensor<0x3xi32>} : () -> tensor<0x3xi32>
    %8 = "stablehlo.constant"() {value = dense<> : tensor<2x0xf32>} : () -> tensor<2x0xf32>
    "func.return"(%0, %1, %2, %3, %4, %5, %6, %7, %8) : (tensor<2x3xf32>, tensor<i32>, tensor<f32>, tensor<4x4xi1>, tensor<3xcomplex<f32>>, tensor<2xui8>, tensor<0xf32>, tensor<0x3xi32>, tensor<2x0xf32>) -> ()
  }

  func.func @complex() -> (tensor<2xcomplex<f32>>, tensor<2x2xcomplex<f64>>, tensor<complex<f32>>, tensor<2xcomplex<f32>>) {
    %0 = "stablehlo.constant"() {value = dense<[(1.0, 2.0), (3.5, -4.0)]> : tensor<2xcomplex<f32>>} : () -> tensor<2xcomplex<f32>>
    %1 = "stablehlo.constant"() {value = dense<[[(1.0, 0.0), (0.0, 1.0)], [(-1.0, 0.0), (0.0, -1.0)]]> : tensor<2x2xcomplex<f64>>} : () -> tensor<2x2xcomplex<f64>>
    %2 = "stablehlo.constant"() {value = dense<(0.0, 0.0)> : tensor<complex<f32>>} : () -> tensor<complex<f32>>
    %3 = "stablehlo.constant"() {value = dense<[(0x7FC00000, 0x7F800000), (-0.0, 1.0)]> : tensor<2xcomplex<f32>>} : () -> tensor<2xcomplex<f32>>
    "func.return"(%0, %1, %2, %3) : (tensor<2xcomplex<f32>>, tensor<2x2xcomplex<f64>>, tensor<complex<f32>>, tensor<2xcomplex<f32>>) -> ()
  }

  func.func @hex_blobs() -> (tensor<2xf32>, tensor<3xi8>, tensor<2x2xi16>, tensor<2xf64>, tensor<f32>, tensor<4xui8>, tensor<2xcomplex<f32>>, tensor<2xbf16>) {
    %0 = "stablehlo.constant"() {value = dense<"0x0000803F00000040"> : tensor<2xf32>} : () -> tensor<2xf32>
    %1 = "stablehlo.constant"() {value = dense<"0x01FF7F"> : tensor<3xi8>} : () -> tensor<3xi8>
    %2 = "stablehlo.constant"() {value = dense<"0x0100020003000400"> : tensor<2x2xi16>} : () -> tensor<2x2xi16>
    %3 = "stablehlo.constant"() {value = dense<"0x000000000000F03F000000000000F8FF"> : tensor<2xf64>} : () -> tensor<2xf64>
    %4 = "stablehlo.constant"() {value = dense<"0x0000C07F"> : tensor<f32>} : () -> tensor<f32>
    %5 = "stablehlo.constant"() {value = dense<"0x00010203"> : tensor<4xui8>} : () -> tensor<4xui8>
    %6 = "stablehlo.constant"() {value = dense<"0x0000803F000000400000404000008040"> : tensor<2xcomplex<f32>>} : () -> tensor<2xcomplex<f32>>
    %7 = "stablehlo.constant"() {value = dense<"0x803F0040"> : tensor<2xbf16>} : () -> tensor<2xbf16>
    "func.return"(%0, %1, %2, %3, %4, %5, %6, %7) : (tensor<2xf32>, tensor<3xi8>, tensor<2x2xi16>, tensor<2xf64>, tensor<f32>, tensor<4xui8>, tensor<2xcomplex<f32>>, tensor<2xbf16>) -> ()
  }

  func.func @large() -> tensor<4x4xf32> {
    %0 = "stablehlo.constant"() {value = dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [9.0, 10.0, 11.0, 12.0], [13.0, 14.0, 15.0, 16.0]]> : tensor<4x4xf32>} : () -> tensor<4x4xf32>
    "func.return"(%0) : (tensor<4x4xf32>) -> ()
  }

  func.func @nested_ranks() -> (tensor<2x1x3xi32>, tensor<1x1xf32>) {
    %0 = "stablehlo.constant"() {value = dense<[[[1, 2, 3]], [[4, 5, 6]]]> : tensor<2x1x3xi32>} : () -> tensor<2x1x3xi32>
    %1 = "stablehlo.constant"() {value = dense<[[7.0]]> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
    "func.return"(%0, %1) : (tensor<2x1x3xi32>, tensor<1x1xf32>) -> ()
  }

  func.func @float_spellings() -> tensor<6xf32> {
    %0 = "stablehlo.constant"() {value = dense<[1.0, 1.5e2, 2.0E-3, 1.0e+00, 0.1, 123456.789]> : tensor<6xf32>} : () -> tensor<6xf32>
    "func.return"(%0) : (tensor<6xf32>) -> ()
  }

  func.func @integer_in_float() -> tensor<2xf32> {
    %0 = "stablehlo.constant"() {value = dense<[1.0, 2.0]> : tensor<2xf32>} : () -> tensor<2xf32>
    "func.return"(%0) : (tensor<2xf32>) -> ()
  }

  func.func @token() -> !stablehlo.token {
    %0 = "stablehlo.after_all"() : () -> !stablehlo.token
    "func.return"(%0) : (!stablehlo.token) -> ()
  }

  // more than 100 elements: jaxlib prints a hex blob; 100 or fewer: an element list
  func.func @hex_threshold() -> (tensor<101xf32>, tensor<100xi32>, tensor<101xi1>) {
    %0 = "stablehlo.constant"() {value = dense<[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0, 16.0, 17.0, 18.0, 19.0, 20.0, 21.0, 22.0, 23.0, 24.0, 25.0, 26.0, 27.0, 28.0, 29.0, 30.0, 31.0, 32.0, 33.0, 34.0, 35.0, 36.0, 37.0, 38.0, 39.0, 40.0, 41.0, 42.0, 43.0, 44.0, 45.0, 46.0, 47.0, 48.0, 49.0, 50.0, 51.0, 52.0, 53.0, 54.0, 55.0, 56.0, 57.0, 58.0, 59.0, 60.0, 61.0, 62.0, 63.0, 64.0, 65.0, 66.0, 67.0, 68.0, 69.0, 70.0, 71.0, 72.0, 73.0, 74.0, 75.0, 76.0, 77.0, 78.0, 79.0, 80.0, 81.0, 82.0, 83.0, 84.0, 85.0, 86.0, 87.0, 88.0, 89.0, 90.0, 91.0, 92.0, 93.0, 94.0, 95.0, 96.0, 97.0, 98.0, 99.0, 100.0]> : tensor<101xf32>} : () -> tensor<101xf32>
    %1 = "stablehlo.constant"() {value = dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99]> : tensor<100xi32>} : () -> tensor<100xi32>
    %2 = "stablehlo.constant"() {value = dense<"0x0100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001"> : tensor<101xi1>} : () -> tensor<101xi1>
    "func.return"(%0, %1, %2) : (tensor<101xf32>, tensor<100xi32>, tensor<101xi1>) -> ()
  }
}
