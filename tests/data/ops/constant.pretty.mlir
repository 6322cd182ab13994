module @constants attributes {jax.uses_shape_polymorphism = false, mhlo.num_replicas = 1 : i32} {
  func.func @main() -> tensor<2x2xf32> {
    %cst = stablehlo.constant dense<[[0.000000e+00, 1.000000e+00], [2.000000e+00, 3.000000e+00]]> : tensor<2x2xf32>
    return %cst : tensor<2x2xf32>
  }
  func.func @integers() -> (tensor<i1>, tensor<2xi1>, tensor<3xi8>, tensor<3xui8>, tensor<2xi4>, tensor<2xui2>, tensor<2xi16>, tensor<2xi32>, tensor<2xi64>, tensor<2xui64>, tensor<2xui32>, tensor<2xui16>, tensor<2xui4>, tensor<2xi2>) {
    %c = stablehlo.constant dense<true> : tensor<i1>
    %c_0 = stablehlo.constant dense<[true, false]> : tensor<2xi1>
    %c_1 = stablehlo.constant dense<[-128, 0, 127]> : tensor<3xi8>
    %c_2 = stablehlo.constant dense<[0, 128, 255]> : tensor<3xui8>
    %c_3 = stablehlo.constant dense<[-8, 7]> : tensor<2xi4>
    %c_4 = stablehlo.constant dense<[0, 3]> : tensor<2xui2>
    %c_5 = stablehlo.constant dense<[-32768, 32767]> : tensor<2xi16>
    %c_6 = stablehlo.constant dense<[-2147483648, 2147483647]> : tensor<2xi32>
    %c_7 = stablehlo.constant dense<[-9223372036854775808, 9223372036854775807]> : tensor<2xi64>
    %c_8 = stablehlo.constant dense<[0, 18446744073709551615]> : tensor<2xui64>
    %c_9 = stablehlo.constant dense<[0, 4294967295]> : tensor<2xui32>
    %c_10 = stablehlo.constant dense<[1, 65535]> : tensor<2xui16>
    %c_11 = stablehlo.constant dense<[0, 15]> : tensor<2xui4>
    %c_12 = stablehlo.constant dense<[-2, 1]> : tensor<2xi2>
    return %c, %c_0, %c_1, %c_2, %c_3, %c_4, %c_5, %c_6, %c_7, %c_8, %c_9, %c_10, %c_11, %c_12 : tensor<i1>, tensor<2xi1>, tensor<3xi8>, tensor<3xui8>, tensor<2xi4>, tensor<2xui2>, tensor<2xi16>, tensor<2xi32>, tensor<2xi64>, tensor<2xui64>, tensor<2xui32>, tensor<2xui16>, tensor<2xui4>, tensor<2xi2>
  }
  func.func @floats() -> (tensor<4xf32>, tensor<3xf64>, tensor<3xbf16>, tensor<3xf16>, tensor<3xf8E4M3FN>, tensor<3xf8E5M2>, tensor<3xf4E2M1FN>, tensor<2xf8E4M3FNUZ>, tensor<2xf8E5M2FNUZ>, tensor<2xf8E4M3B11FNUZ>, tensor<2xf8E4M3>, tensor<2xf8E3M4>, tensor<2xf6E2M3FN>, tensor<2xf6E3M2FN>, tensor<2xf8E8M0FNU>) {
    %cst = stablehlo.constant dense<[1.500000e+00, -2.250000e+00, 1.000000e+10, 3.40282347E+38]> : tensor<4xf32>
    %cst_0 = stablehlo.constant dense<[1.000000e-01, -1.000000e-300, 2.500000e+00]> : tensor<3xf64>
    %cst_1 = stablehlo.constant dense<[1.000000e+00, 5.000000e-01, -3.000000e+00]> : tensor<3xbf16>
    %cst_2 = stablehlo.constant dense<[1.000000e+00, 6.550400e+04, 6.103520e-05]> : tensor<3xf16>
    %cst_3 = stablehlo.constant dense<[1.000000e+00, 4.480000e+02, -5.000000e-01]> : tensor<3xf8E4M3FN>
    %cst_4 = stablehlo.constant dense<[1.000000e+00, 5.734400e+04, -2.500000e-01]> : tensor<3xf8E5M2>
    %cst_5 = stablehlo.constant dense<[5.000000e-01, 6.000000e+00, -1.500000e+00]> : tensor<3xf4E2M1FN>
    %cst_6 = stablehlo.constant dense<[1.000000e+00, -2.000000e+00]> : tensor<2xf8E4M3FNUZ>
    %cst_7 = stablehlo.constant dense<[1.000000e+00, -2.000000e+00]> : tensor<2xf8E5M2FNUZ>
    %cst_8 = stablehlo.constant dense<[1.000000e+00, -2.000000e+00]> : tensor<2xf8E4M3B11FNUZ>
    %cst_9 = stablehlo.constant dense<[1.000000e+00, -2.000000e+00]> : tensor<2xf8E4M3>
    %cst_10 = stablehlo.constant dense<[1.000000e+00, -2.000000e+00]> : tensor<2xf8E3M4>
    %cst_11 = stablehlo.constant dense<[1.000000e+00, -2.000000e+00]> : tensor<2xf6E2M3FN>
    %cst_12 = stablehlo.constant dense<[1.000000e+00, -2.000000e+00]> : tensor<2xf6E3M2FN>
    %cst_13 = stablehlo.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf8E8M0FNU>
    return %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5, %cst_6, %cst_7, %cst_8, %cst_9, %cst_10, %cst_11, %cst_12, %cst_13 : tensor<4xf32>, tensor<3xf64>, tensor<3xbf16>, tensor<3xf16>, tensor<3xf8E4M3FN>, tensor<3xf8E5M2>, tensor<3xf4E2M1FN>, tensor<2xf8E4M3FNUZ>, tensor<2xf8E5M2FNUZ>, tensor<2xf8E4M3B11FNUZ>, tensor<2xf8E4M3>, tensor<2xf8E3M4>, tensor<2xf6E2M3FN>, tensor<2xf6E3M2FN>, tensor<2xf8E8M0FNU>
  }
  func.func @special_floats() -> (tensor<6xf32>, tensor<5xf64>, tensor<4xbf16>, tensor<4xf16>, tensor<3xf8E4M3FN>, tensor<4xf8E5M2>, tensor<2xf32>) {
    %cst = stablehlo.constant dense<[0x7FC00000, 0x7F800000, 0xFF800000, -0.000000e+00, 1.401300e-45, 0x7FC00001]> : tensor<6xf32>
    %cst_0 = stablehlo.constant dense<[0x7FF8000000000000, 0x7FF0000000000000, 0xFFF0000000000000, -0.000000e+00, 0xFFF8000000000000]> : tensor<5xf64>
    %cst_1 = stablehlo.constant dense<[0x7FC0, 0x7F80, 0xFF80, -0.000000e+00]> : tensor<4xbf16>
    %cst_2 = stablehlo.constant dense<[0x7E00, 0x7C00, 0xFC00, -0.000000e+00]> : tensor<4xf16>
    %cst_3 = stablehlo.constant dense<[0x7F, 0xFF, -0.000000e+00]> : tensor<3xf8E4M3FN>
    %cst_4 = stablehlo.constant dense<[0x7E, 0x7C, 0xFC, -0.000000e+00]> : tensor<4xf8E5M2>
    %cst_5 = stablehlo.constant dense<[-0.000000e+00, 0.000000e+00]> : tensor<2xf32>
    return %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5 : tensor<6xf32>, tensor<5xf64>, tensor<4xbf16>, tensor<4xf16>, tensor<3xf8E4M3FN>, tensor<4xf8E5M2>, tensor<2xf32>
  }
  func.func @special_splats() -> (tensor<2x3xf32>, tensor<4xf64>, tensor<f32>, tensor<2xbf16>) {
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<2x3xf32>
    %cst_0 = stablehlo.constant dense<0xFFF0000000000000> : tensor<4xf64>
    %cst_1 = stablehlo.constant dense<-0.000000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant dense<0x7F80> : tensor<2xbf16>
    return %cst, %cst_0, %cst_1, %cst_2 : tensor<2x3xf32>, tensor<4xf64>, tensor<f32>, tensor<2xbf16>
  }
  func.func @splats() -> (tensor<2x3xf32>, tensor<i32>, tensor<f32>, tensor<4x4xi1>, tensor<3xcomplex<f32>>, tensor<2xui8>, tensor<0xf32>, tensor<0x3xi32>, tensor<2x0xf32>) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x3xf32>
    %c = stablehlo.constant dense<42> : tensor<i32>
    %cst_0 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %c_1 = stablehlo.constant dense<false> : tensor<4x4xi1>
    %cst_2 = stablehlo.constant dense<(1.000000e+00,-2.000000e+00)> : tensor<3xcomplex<f32>>
    %c_3 = stablehlo.constant dense<255> : tensor<2xui8>
    %cst_4 = stablehlo.constant dense<> : tensor<0xf32>
    %c_5 = stablehlo.constant dense<> : tensor<0x3xi32>
    %cst_6 = stablehlo.constant dense<> : tensor<2x0xf32>
    return %cst, %c, %cst_0, %c_1, %cst_2, %c_3, %cst_4, %c_5, %cst_6 : tensor<2x3xf32>, tensor<i32>, tensor<f32>, tensor<4x4xi1>, tensor<3xcomplex<f32>>, tensor<2xui8>, tensor<0xf32>, tensor<0x3xi32>, tensor<2x0xf32>
  }
  func.func @complex() -> (tensor<2xcomplex<f32>>, tensor<2x2xcomplex<f64>>, tensor<complex<f32>>, tensor<2xcomplex<f32>>) {
    %cst = stablehlo.constant dense<[(1.000000e+00,2.000000e+00), (3.500000e+00,-4.000000e+00)]> : tensor<2xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<[[(1.000000e+00,0.000000e+00), (0.000000e+00,1.000000e+00)], [(-1.000000e+00,0.000000e+00), (0.000000e+00,-1.000000e+00)]]> : tensor<2x2xcomplex<f64>>
    %cst_1 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %cst_2 = stablehlo.constant dense<[(0x7FC00000,0x7F800000), (-0.000000e+00,1.000000e+00)]> : tensor<2xcomplex<f32>>
    return %cst, %cst_0, %cst_1, %cst_2 : tensor<2xcomplex<f32>>, tensor<2x2xcomplex<f64>>, tensor<complex<f32>>, tensor<2xcomplex<f32>>
  }
  func.func @hex_blobs() -> (tensor<2xf32>, tensor<3xi8>, tensor<2x2xi16>, tensor<2xf64>, tensor<f32>, tensor<4xui8>, tensor<2xcomplex<f32>>, tensor<2xbf16>) {
    %cst = stablehlo.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>
    %c = stablehlo.constant dense<[1, -1, 127]> : tensor<3xi8>
    %c_0 = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi16>
    %cst_1 = stablehlo.constant dense<[1.000000e+00, 0xFFF8000000000000]> : tensor<2xf64>
    %cst_2 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %c_3 = stablehlo.constant dense<[0, 1, 2, 3]> : tensor<4xui8>
    %cst_4 = stablehlo.constant dense<[(1.000000e+00,2.000000e+00), (3.000000e+00,4.000000e+00)]> : tensor<2xcomplex<f32>>
    %cst_5 = stablehlo.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xbf16>
    return %cst, %c, %c_0, %cst_1, %cst_2, %c_3, %cst_4, %cst_5 : tensor<2xf32>, tensor<3xi8>, tensor<2x2xi16>, tensor<2xf64>, tensor<f32>, tensor<4xui8>, tensor<2xcomplex<f32>>, tensor<2xbf16>
  }
  func.func @large() -> tensor<4x4xf32> {
    %cst = stablehlo.constant dense<[[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00], [5.000000e+00, 6.000000e+00, 7.000000e+00, 8.000000e+00], [9.000000e+00, 1.000000e+01, 1.100000e+01, 1.200000e+01], [1.300000e+01, 1.400000e+01, 1.500000e+01, 1.600000e+01]]> : tensor<4x4xf32>
    return %cst : tensor<4x4xf32>
  }
  func.func @nested_ranks() -> (tensor<2x1x3xi32>, tensor<1x1xf32>) {
    %c = stablehlo.constant dense<[[[1, 2, 3]], [[4, 5, 6]]]> : tensor<2x1x3xi32>
    %cst = stablehlo.constant dense<7.000000e+00> : tensor<1x1xf32>
    return %c, %cst : tensor<2x1x3xi32>, tensor<1x1xf32>
  }
  func.func @float_spellings() -> tensor<6xf32> {
    %cst = stablehlo.constant dense<[1.000000e+00, 1.500000e+02, 2.000000e-03, 1.000000e+00, 1.000000e-01, 123456.789]> : tensor<6xf32>
    return %cst : tensor<6xf32>
  }
  func.func @integer_in_float() -> tensor<2xf32> {
    %cst = stablehlo.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>
    return %cst : tensor<2xf32>
  }
  func.func @token() -> !stablehlo.token {
    %0 = stablehlo.after_all  : !stablehlo.token
    return %0 : !stablehlo.token
  }
  func.func @hex_threshold() -> (tensor<101xf32>, tensor<100xi32>, tensor<101xi1>) {
    %cst = stablehlo.constant dense<"0x000000000000803F0000004000004040000080400000A0400000C0400000E0400000004100001041000020410000304100004041000050410000604100007041000080410000884100009041000098410000A0410000A8410000B0410000B8410000C0410000C8410000D0410000D8410000E0410000E8410000F0410000F84100000042000004420000084200000C4200001042000014420000184200001C4200002042000024420000284200002C4200003042000034420000384200003C4200004042000044420000484200004C4200005042000054420000584200005C4200006042000064420000684200006C4200007042000074420000784200007C42000080420000824200008442000086420000884200008A4200008C4200008E42000090420000924200009442000096420000984200009A4200009C4200009E420000A0420000A2420000A4420000A6420000A8420000AA420000AC420000AE420000B0420000B2420000B4420000B6420000B8420000BA420000BC420000BE420000C0420000C2420000C4420000C6420000C842"> : tensor<101xf32>
    %c = stablehlo.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99]> : tensor<100xi32>
    %c_0 = stablehlo.constant dense<"0x0100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001"> : tensor<101xi1>
    return %cst, %c, %c_0 : tensor<101xf32>, tensor<100xi32>, tensor<101xi1>
  }
}
