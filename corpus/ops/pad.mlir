// pad (seed 000): low, high and interior padding, negative edge padding (removing elements and interior padding), empty operands and results, rank 0; several element types.
// i64: interior padding 1 and 2, edges on both sides
func.func @pad_interior_and_edges() {
  %operand = "stablehlo.constant"() {value = dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
  %padding_value = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
  %result = "stablehlo.pad"(%operand, %padding_value) {edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 1>, interior_padding = array<i64: 1, 2>} : (tensor<2x2xi64>, tensor<i64>) -> tensor<4x5xi64>
  "check.expect_eq_const"(%result) {value = dense<[[0, 0, 0, 0, 0], [1, 0, 0, 2, 0], [0, 0, 0, 0, 0], [3, 0, 0, 4, 0]]> : tensor<4x5xi64>} : (tensor<4x5xi64>) -> ()
  "func.return"() : () -> ()
}

// -----

// i32: negative edge padding removes elements
func.func @pad_negative_edges() {
  %operand = "stablehlo.constant"() {value = dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>} : () -> tensor<2x3xi32>
  %padding_value = "stablehlo.constant"() {value = dense<9> : tensor<i32>} : () -> tensor<i32>
  %result = "stablehlo.pad"(%operand, %padding_value) {edge_padding_low = array<i64: 0, -1>, edge_padding_high = array<i64: -1, 1>, interior_padding = array<i64: 0, 0>} : (tensor<2x3xi32>, tensor<i32>) -> tensor<1x3xi32>
  "check.expect_eq_const"(%result) {value = dense<[[2, 3, 9]]> : tensor<1x3xi32>} : (tensor<1x3xi32>) -> ()
  "func.return"() : () -> ()
}

// -----

// ui8: negative edges remove interior padding of the padded operand
func.func @pad_negative_edges_cut_interior() {
  %operand = "stablehlo.constant"() {value = dense<[1, 2, 3]> : tensor<3xui8>} : () -> tensor<3xui8>
  %padding_value = "stablehlo.constant"() {value = dense<0> : tensor<ui8>} : () -> tensor<ui8>
  %result = "stablehlo.pad"(%operand, %padding_value) {edge_padding_low = array<i64: -2>, edge_padding_high = array<i64: -1>, interior_padding = array<i64: 1>} : (tensor<3xui8>, tensor<ui8>) -> tensor<2xui8>
  "check.expect_eq_const"(%result) {value = dense<[2, 0]> : tensor<2xui8>} : (tensor<2xui8>) -> ()
  "func.return"() : () -> ()
}

// -----

// f32: an empty operand padded at the edges holds only padding (interior padding adds nothing)
func.func @pad_empty_operand() {
  %operand = "stablehlo.constant"() {value = dense<> : tensor<0xf32>} : () -> tensor<0xf32>
  %padding_value = "stablehlo.constant"() {value = dense<0x7FC00000> : tensor<f32>} : () -> tensor<f32>
  %result = "stablehlo.pad"(%operand, %padding_value) {edge_padding_low = array<i64: 1>, edge_padding_high = array<i64: 2>, interior_padding = array<i64: 3>} : (tensor<0xf32>, tensor<f32>) -> tensor<3xf32>
  "check.expect_eq_const"(%result) {value = dense<[0x7FC00000, 0x7FC00000, 0x7FC00000]> : tensor<3xf32>} : (tensor<3xf32>) -> ()
  "func.return"() : () -> ()
}

// -----

// i1: negative edges removing every element give an empty result
func.func @pad_to_empty() {
  %operand = "stablehlo.constant"() {value = dense<[true, false]> : tensor<2xi1>} : () -> tensor<2xi1>
  %padding_value = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
  %result = "stablehlo.pad"(%operand, %padding_value) {edge_padding_low = array<i64: -1>, edge_padding_high = array<i64: -1>, interior_padding = array<i64: 0>} : (tensor<2xi1>, tensor<i1>) -> tensor<0xi1>
  "check.expect_eq_const"(%result) {value = dense<> : tensor<0xi1>} : (tensor<0xi1>) -> ()
  "func.return"() : () -> ()
}

// -----

// f8E4M3FNUZ elements and padding
func.func @pad_f8E4M3FNUZ() {
  %operand = "stablehlo.constant"() {value = dense<[1.0, -2.0]> : tensor<2xf8E4M3FNUZ>} : () -> tensor<2xf8E4M3FNUZ>
  %padding_value = "stablehlo.constant"() {value = dense<0.5> : tensor<f8E4M3FNUZ>} : () -> tensor<f8E4M3FNUZ>
  %result = "stablehlo.pad"(%operand, %padding_value) {edge_padding_low = array<i64: 0>, edge_padding_high = array<i64: 1>, interior_padding = array<i64: 1>} : (tensor<2xf8E4M3FNUZ>, tensor<f8E4M3FNUZ>) -> tensor<4xf8E4M3FNUZ>
  "check.expect_eq_const"(%result) {value = dense<[1.0, 0.5, -2.0, 0.5]> : tensor<4xf8E4M3FNUZ>} : (tensor<4xf8E4M3FNUZ>) -> ()
  "func.return"() : () -> ()
}

// -----

// complex<f32> elements and padding
func.func @pad_complex_f32() {
  %operand = "stablehlo.constant"() {value = dense<[(1.0, -1.0)]> : tensor<1xcomplex<f32>>} : () -> tensor<1xcomplex<f32>>
  %padding_value = "stablehlo.constant"() {value = dense<(0.0, 2.0)> : tensor<complex<f32>>} : () -> tensor<complex<f32>>
  %result = "stablehlo.pad"(%operand, %padding_value) {edge_padding_low = array<i64: 1>, edge_padding_high = array<i64: 0>, interior_padding = array<i64: 4>} : (tensor<1xcomplex<f32>>, tensor<complex<f32>>) -> tensor<2xcomplex<f32>>
  "check.expect_eq_const"(%result) {value = dense<[(0.0, 2.0), (1.0, -1.0)]> : tensor<2xcomplex<f32>>} : (tensor<2xcomplex<f32>>) -> ()
  "func.return"() : () -> ()
}

// -----

// rank 0: the operand itself
func.func @pad_rank_0() {
  %operand = "stablehlo.constant"() {value = dense<-3> : tensor<i4>} : () -> tensor<i4>
  %padding_value = "stablehlo.constant"() {value = dense<0> : tensor<i4>} : () -> tensor<i4>
  %result = "stablehlo.pad"(%operand, %padding_value) {edge_padding_low = array<i64>, edge_padding_high = array<i64>, interior_padding = array<i64>} : (tensor<i4>, tensor<i4>) -> tensor<i4>
  "check.expect_eq_const"(%result) {value = dense<-3> : tensor<i4>} : (tensor<i4>) -> ()
  "func.return"() : () -> ()
}
