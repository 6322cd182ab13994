// dynamic_update_slice (seed 000): start indices in range and clamped to [0, shape - shape(update)] from below and above, several integer index types (ui64 beyond the int64 range, i2), empty and whole updates, rank 0; several element types.
// i64 starts inside the operand
func.func @dynamic_update_slice_in_range() {
  %operand = "stablehlo.constant"() {value = dense<[[0, 0, 0], [0, 0, 0], [0, 0, 0]]> : tensor<3x3xi8>} : () -> tensor<3x3xi8>
  %update = "stablehlo.constant"() {value = dense<[[1, 2]]> : tensor<1x2xi8>} : () -> tensor<1x2xi8>
  %start0 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
  %start1 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
  %result = "stablehlo.dynamic_update_slice"(%operand, %update, %start0, %start1) : (tensor<3x3xi8>, tensor<1x2xi8>, tensor<i64>, tensor<i64>) -> tensor<3x3xi8>
  "check.expect_eq_const"(%result) {value = dense<[[0, 0, 0], [0, 1, 2], [0, 0, 0]]> : tensor<3x3xi8>} : (tensor<3x3xi8>) -> ()
  "func.return"() : () -> ()
}

// -----

// negative starts clamp to 0
func.func @dynamic_update_slice_clamped_low() {
  %operand = "stablehlo.constant"() {value = dense<[[0, 0, 0], [0, 0, 0], [0, 0, 0]]> : tensor<3x3xi8>} : () -> tensor<3x3xi8>
  %update = "stablehlo.constant"() {value = dense<[[1], [2]]> : tensor<2x1xi8>} : () -> tensor<2x1xi8>
  %start0 = "stablehlo.constant"() {value = dense<-1> : tensor<i8>} : () -> tensor<i8>
  %start1 = "stablehlo.constant"() {value = dense<-128> : tensor<i8>} : () -> tensor<i8>
  %result = "stablehlo.dynamic_update_slice"(%operand, %update, %start0, %start1) : (tensor<3x3xi8>, tensor<2x1xi8>, tensor<i8>, tensor<i8>) -> tensor<3x3xi8>
  "check.expect_eq_const"(%result) {value = dense<[[1, 0, 0], [2, 0, 0], [0, 0, 0]]> : tensor<3x3xi8>} : (tensor<3x3xi8>) -> ()
  "func.return"() : () -> ()
}

// -----

// starts beyond the end clamp to shape - shape(update)
func.func @dynamic_update_slice_clamped_high() {
  %operand = "stablehlo.constant"() {value = dense<[[0, 0, 0], [0, 0, 0], [0, 0, 0]]> : tensor<3x3xi8>} : () -> tensor<3x3xi8>
  %update = "stablehlo.constant"() {value = dense<[[1, 2], [3, 4]]> : tensor<2x2xi8>} : () -> tensor<2x2xi8>
  %start0 = "stablehlo.constant"() {value = dense<5> : tensor<i32>} : () -> tensor<i32>
  %start1 = "stablehlo.constant"() {value = dense<2147483647> : tensor<i32>} : () -> tensor<i32>
  %result = "stablehlo.dynamic_update_slice"(%operand, %update, %start0, %start1) : (tensor<3x3xi8>, tensor<2x2xi8>, tensor<i32>, tensor<i32>) -> tensor<3x3xi8>
  "check.expect_eq_const"(%result) {value = dense<[[0, 0, 0], [0, 1, 2], [0, 3, 4]]> : tensor<3x3xi8>} : (tensor<3x3xi8>) -> ()
  "func.return"() : () -> ()
}

// -----

// a ui64 start above the int64 range clamps to shape - shape(update) (the spec clamps the unsigned value; upstream's interpreter and XLA read unsigned starts as signed and update at 0)
func.func @dynamic_update_slice_ui64_start() {
  %operand = "stablehlo.constant"() {value = dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf16>} : () -> tensor<4xf16>
  %update = "stablehlo.constant"() {value = dense<[0x7E00, -0.0]> : tensor<2xf16>} : () -> tensor<2xf16>
  %start0 = "stablehlo.constant"() {value = dense<18446744073709551615> : tensor<ui64>} : () -> tensor<ui64>
  %result = "stablehlo.dynamic_update_slice"(%operand, %update, %start0) : (tensor<4xf16>, tensor<2xf16>, tensor<ui64>) -> tensor<4xf16>
  "check.expect_eq_const"(%result) {value = dense<[1.0, 2.0, 0x7E00, -0.0]> : tensor<4xf16>} : (tensor<4xf16>) -> ()
  "func.return"() : () -> ()
}

// -----

// i2 starts: -2 clamps to 0
func.func @dynamic_update_slice_i2_starts() {
  %operand = "stablehlo.constant"() {value = dense<[[true, true], [true, true]]> : tensor<2x2xi1>} : () -> tensor<2x2xi1>
  %update = "stablehlo.constant"() {value = dense<[[false]]> : tensor<1x1xi1>} : () -> tensor<1x1xi1>
  %start0 = "stablehlo.constant"() {value = dense<-2> : tensor<i2>} : () -> tensor<i2>
  %start1 = "stablehlo.constant"() {value = dense<1> : tensor<i2>} : () -> tensor<i2>
  %result = "stablehlo.dynamic_update_slice"(%operand, %update, %start0, %start1) : (tensor<2x2xi1>, tensor<1x1xi1>, tensor<i2>, tensor<i2>) -> tensor<2x2xi1>
  "check.expect_eq_const"(%result) {value = dense<[[true, false], [true, true]]> : tensor<2x2xi1>} : (tensor<2x2xi1>) -> ()
  "func.return"() : () -> ()
}

// -----

// complex<f64>: an update of the operand's shape replaces it whatever the starts
func.func @dynamic_update_slice_complex_f64_whole() {
  %operand = "stablehlo.constant"() {value = dense<[(1.0, 1.0), (2.0, 2.0)]> : tensor<2xcomplex<f64>>} : () -> tensor<2xcomplex<f64>>
  %update = "stablehlo.constant"() {value = dense<[(-1.0, 0.5), (0.0, -0.0)]> : tensor<2xcomplex<f64>>} : () -> tensor<2xcomplex<f64>>
  %start0 = "stablehlo.constant"() {value = dense<1> : tensor<ui32>} : () -> tensor<ui32>
  %result = "stablehlo.dynamic_update_slice"(%operand, %update, %start0) : (tensor<2xcomplex<f64>>, tensor<2xcomplex<f64>>, tensor<ui32>) -> tensor<2xcomplex<f64>>
  "check.expect_eq_const"(%result) {value = dense<[(-1.0, 0.5), (0.0, -0.0)]> : tensor<2xcomplex<f64>>} : (tensor<2xcomplex<f64>>) -> ()
  "func.return"() : () -> ()
}

// -----

// an empty update leaves the operand unchanged
func.func @dynamic_update_slice_empty_update() {
  %operand = "stablehlo.constant"() {value = dense<[[1, 2], [3, 4]]> : tensor<2x2xui64>} : () -> tensor<2x2xui64>
  %update = "stablehlo.constant"() {value = dense<> : tensor<0x2xui64>} : () -> tensor<0x2xui64>
  %start0 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
  %start1 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
  %result = "stablehlo.dynamic_update_slice"(%operand, %update, %start0, %start1) : (tensor<2x2xui64>, tensor<0x2xui64>, tensor<i64>, tensor<i64>) -> tensor<2x2xui64>
  "check.expect_eq_const"(%result) {value = dense<[[1, 2], [3, 4]]> : tensor<2x2xui64>} : (tensor<2x2xui64>) -> ()
  "func.return"() : () -> ()
}

// -----

// rank 0: the update replaces the operand
func.func @dynamic_update_slice_rank_0() {
  %operand = "stablehlo.constant"() {value = dense<1.5> : tensor<f8E5M2>} : () -> tensor<f8E5M2>
  %update = "stablehlo.constant"() {value = dense<-2.0> : tensor<f8E5M2>} : () -> tensor<f8E5M2>
  %result = "stablehlo.dynamic_update_slice"(%operand, %update) : (tensor<f8E5M2>, tensor<f8E5M2>) -> tensor<f8E5M2>
  "check.expect_eq_const"(%result) {value = dense<-2.0> : tensor<f8E5M2>} : (tensor<f8E5M2>) -> ()
  "func.return"() : () -> ()
}
