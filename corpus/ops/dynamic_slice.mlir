// dynamic_slice (seed 000): start indices in range and clamped to [0, shape - slice_sizes] from below and above, for several integer index types (ui64 beyond the int64 range, i4), zero-size and whole slices, rank 0; several element types.
// i64 starts inside the operand
func.func @dynamic_slice_in_range() {
  %operand = "stablehlo.constant"() {value = dense<[[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11], [12, 13, 14, 15]]> : tensor<4x4xi32>} : () -> tensor<4x4xi32>
  %start0 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
  %start1 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
  %result = "stablehlo.dynamic_slice"(%operand, %start0, %start1) {slice_sizes = array<i64: 2, 2>} : (tensor<4x4xi32>, tensor<i64>, tensor<i64>) -> tensor<2x2xi32>
  "check.expect_eq_const"(%result) {value = dense<[[6, 7], [10, 11]]> : tensor<2x2xi32>} : (tensor<2x2xi32>) -> ()
  "func.return"() : () -> ()
}

// -----

// negative starts clamp to 0
func.func @dynamic_slice_clamped_low() {
  %operand = "stablehlo.constant"() {value = dense<[[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11], [12, 13, 14, 15]]> : tensor<4x4xi32>} : () -> tensor<4x4xi32>
  %start0 = "stablehlo.constant"() {value = dense<-3> : tensor<i64>} : () -> tensor<i64>
  %start1 = "stablehlo.constant"() {value = dense<-9223372036854775808> : tensor<i64>} : () -> tensor<i64>
  %result = "stablehlo.dynamic_slice"(%operand, %start0, %start1) {slice_sizes = array<i64: 3, 1>} : (tensor<4x4xi32>, tensor<i64>, tensor<i64>) -> tensor<3x1xi32>
  "check.expect_eq_const"(%result) {value = dense<[[0], [4], [8]]> : tensor<3x1xi32>} : (tensor<3x1xi32>) -> ()
  "func.return"() : () -> ()
}

// -----

// starts beyond the end clamp to shape - slice_sizes
func.func @dynamic_slice_clamped_high() {
  %operand = "stablehlo.constant"() {value = dense<[[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11], [12, 13, 14, 15]]> : tensor<4x4xi32>} : () -> tensor<4x4xi32>
  %start0 = "stablehlo.constant"() {value = dense<3> : tensor<i32>} : () -> tensor<i32>
  %start1 = "stablehlo.constant"() {value = dense<2> : tensor<i32>} : () -> tensor<i32>
  %result = "stablehlo.dynamic_slice"(%operand, %start0, %start1) {slice_sizes = array<i64: 2, 3>} : (tensor<4x4xi32>, tensor<i32>, tensor<i32>) -> tensor<2x3xi32>
  "check.expect_eq_const"(%result) {value = dense<[[9, 10, 11], [13, 14, 15]]> : tensor<2x3xi32>} : (tensor<2x3xi32>) -> ()
  "func.return"() : () -> ()
}

// -----

// a ui64 start above the int64 range clamps to shape - slice_sizes (the spec clamps the unsigned value; upstream's interpreter and XLA read unsigned starts as signed and give [1.0, -0.0])
func.func @dynamic_slice_ui64_start() {
  %operand = "stablehlo.constant"() {value = dense<[1.0, -0.0, 0x7FC00000, 4.0]> : tensor<4xf32>} : () -> tensor<4xf32>
  %start0 = "stablehlo.constant"() {value = dense<18446744073709551615> : tensor<ui64>} : () -> tensor<ui64>
  %result = "stablehlo.dynamic_slice"(%operand, %start0) {slice_sizes = array<i64: 2>} : (tensor<4xf32>, tensor<ui64>) -> tensor<2xf32>
  "check.expect_eq_const"(%result) {value = dense<[0x7FC00000, 4.0]> : tensor<2xf32>} : (tensor<2xf32>) -> ()
  "func.return"() : () -> ()
}

// -----

// i4 starts: -8 clamps to 0, 7 to the last position
func.func @dynamic_slice_i4_starts() {
  %operand = "stablehlo.constant"() {value = dense<[[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11], [12, 13, 14, 15]]> : tensor<4x4xi32>} : () -> tensor<4x4xi32>
  %start0 = "stablehlo.constant"() {value = dense<-8> : tensor<i4>} : () -> tensor<i4>
  %start1 = "stablehlo.constant"() {value = dense<7> : tensor<i4>} : () -> tensor<i4>
  %result = "stablehlo.dynamic_slice"(%operand, %start0, %start1) {slice_sizes = array<i64: 1, 1>} : (tensor<4x4xi32>, tensor<i4>, tensor<i4>) -> tensor<1x1xi32>
  "check.expect_eq_const"(%result) {value = dense<[[3]]> : tensor<1x1xi32>} : (tensor<1x1xi32>) -> ()
  "func.return"() : () -> ()
}

// -----

// i1 elements; a whole-dimension slice ignores its start
func.func @dynamic_slice_i1_payload() {
  %operand = "stablehlo.constant"() {value = dense<[[true, false, true], [false, false, true]]> : tensor<2x3xi1>} : () -> tensor<2x3xi1>
  %start0 = "stablehlo.constant"() {value = dense<1> : tensor<ui8>} : () -> tensor<ui8>
  %start1 = "stablehlo.constant"() {value = dense<1> : tensor<ui8>} : () -> tensor<ui8>
  %result = "stablehlo.dynamic_slice"(%operand, %start0, %start1) {slice_sizes = array<i64: 2, 2>} : (tensor<2x3xi1>, tensor<ui8>, tensor<ui8>) -> tensor<2x2xi1>
  "check.expect_eq_const"(%result) {value = dense<[[false, true], [false, true]]> : tensor<2x2xi1>} : (tensor<2x2xi1>) -> ()
  "func.return"() : () -> ()
}

// -----

// complex<f32> elements
func.func @dynamic_slice_complex_f32() {
  %operand = "stablehlo.constant"() {value = dense<[(1.0, 2.0), (3.0, -4.0), (-5.0, 6.0)]> : tensor<3xcomplex<f32>>} : () -> tensor<3xcomplex<f32>>
  %start0 = "stablehlo.constant"() {value = dense<1> : tensor<i16>} : () -> tensor<i16>
  %result = "stablehlo.dynamic_slice"(%operand, %start0) {slice_sizes = array<i64: 2>} : (tensor<3xcomplex<f32>>, tensor<i16>) -> tensor<2xcomplex<f32>>
  "check.expect_eq_const"(%result) {value = dense<[(3.0, -4.0), (-5.0, 6.0)]> : tensor<2xcomplex<f32>>} : (tensor<2xcomplex<f32>>) -> ()
  "func.return"() : () -> ()
}

// -----

// a zero-size slice of a dimension
func.func @dynamic_slice_zero_size() {
  %operand = "stablehlo.constant"() {value = dense<[[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11], [12, 13, 14, 15]]> : tensor<4x4xi32>} : () -> tensor<4x4xi32>
  %start0 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
  %start1 = "stablehlo.constant"() {value = dense<100> : tensor<i64>} : () -> tensor<i64>
  %result = "stablehlo.dynamic_slice"(%operand, %start0, %start1) {slice_sizes = array<i64: 0, 4>} : (tensor<4x4xi32>, tensor<i64>, tensor<i64>) -> tensor<0x4xi32>
  "check.expect_eq_const"(%result) {value = dense<> : tensor<0x4xi32>} : (tensor<0x4xi32>) -> ()
  "func.return"() : () -> ()
}

// -----

// rank 0: no start indices
func.func @dynamic_slice_rank_0() {
  %operand = "stablehlo.constant"() {value = dense<7> : tensor<ui16>} : () -> tensor<ui16>
  %result = "stablehlo.dynamic_slice"(%operand) {slice_sizes = array<i64>} : (tensor<ui16>) -> tensor<ui16>
  "check.expect_eq_const"(%result) {value = dense<7> : tensor<ui16>} : (tensor<ui16>) -> ()
  "func.return"() : () -> ()
}
