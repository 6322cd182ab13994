// log_plus_one (seed 000): floats (IEEE-754 logp1; special cases exact per IEEE-754) and complex numbers (principal branch),
// one case per element-type family (G1). Implementation-defined inputs (the reference's Unspecified entries: complex operands or results with an infinite or NaN part) are left out (G5).
// f64: log_plus_one of -0.999, -0.5, 1e-10, 1, 100, 1e-310 (a subnormal among them)
func.func @log_plus_one_f64() {
  %operand = "stablehlo.constant"() {value = dense<[-0.999, -0.5, 1.0e-10, 1.0, 100.0, 1.0e-310]> : tensor<6xf64>} : () -> tensor<6xf64>
  %result = "stablehlo.log_plus_one"(%operand) : (tensor<6xf64>) -> tensor<6xf64>
  "check.expect_almost_eq_const"(%result) {value = dense<[-6.907755278982136, -0.6931471805599453, 9.999999999500001e-11, 0.6931471805599453, 4.61512051684126, 1.0e-310]> : tensor<6xf64>} : (tensor<6xf64>) -> ()
  "func.return"() : () -> ()
}

// -----

// f32: log_plus_one of -0.875, -0.5, 0.125, 1, 100
func.func @log_plus_one_f32() {
  %operand = "stablehlo.constant"() {value = dense<[-0.875, -0.5, 0.125, 1.0, 100.0]> : tensor<5xf32>} : () -> tensor<5xf32>
  %result = "stablehlo.log_plus_one"(%operand) : (tensor<5xf32>) -> tensor<5xf32>
  "check.expect_almost_eq_const"(%result) {value = dense<[-2.0794415, -0.6931472, 0.11778303, 0.6931472, 4.6151204]> : tensor<5xf32>} : (tensor<5xf32>) -> ()
  "func.return"() : () -> ()
}

// -----

// f16: log_plus_one of -0.875, -0.5, 0.125, 1, 100 (results rounded to f16)
func.func @log_plus_one_f16() {
  %operand = "stablehlo.constant"() {value = dense<[-0.875, -0.5, 0.125, 1.0, 100.0]> : tensor<5xf16>} : () -> tensor<5xf16>
  %result = "stablehlo.log_plus_one"(%operand) : (tensor<5xf16>) -> tensor<5xf16>
  "check.expect_almost_eq_const"(%result) {value = dense<[-2.08, -0.6934, 0.1178, 0.6934, 4.613]> : tensor<5xf16>} : (tensor<5xf16>) -> ()
  "func.return"() : () -> ()
}

// -----

// bf16: log_plus_one of -0.875, -0.5, 0.125, 1, 100 (results rounded to bf16)
func.func @log_plus_one_bf16() {
  %operand = "stablehlo.constant"() {value = dense<[-0.875, -0.5, 0.125, 1.0, 100.0]> : tensor<5xbf16>} : () -> tensor<5xbf16>
  %result = "stablehlo.log_plus_one"(%operand) : (tensor<5xbf16>) -> tensor<5xbf16>
  "check.expect_almost_eq_const"(%result) {value = dense<[-2.07812, -0.691406, 0.117676, 0.691406, 4.625]> : tensor<5xbf16>} : (tensor<5xbf16>) -> ()
  "func.return"() : () -> ()
}

// -----

// f64: IEEE-754 special cases, exact: log_plus_one(0) = 0, log_plus_one(-0) = -0, log_plus_one(-1) = -inf, log_plus_one(-2) = nan, log_plus_one(inf) = inf, log_plus_one(-inf) = nan, log_plus_one(nan) = nan
func.func @log_plus_one_special_values_f64() {
  %operand = "stablehlo.constant"() {value = dense<[0.0, -0.0, -1.0, -2.0, 0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000]> : tensor<7xf64>} : () -> tensor<7xf64>
  %result = "stablehlo.log_plus_one"(%operand) : (tensor<7xf64>) -> tensor<7xf64>
  "check.expect_eq_const"(%result) {value = dense<[0.0, -0.0, 0xFFF0000000000000, 0x7FF8000000000000, 0x7FF0000000000000, 0x7FF8000000000000, 0x7FF8000000000000]> : tensor<7xf64>} : (tensor<7xf64>) -> ()
  "func.return"() : () -> ()
}

// -----

// f32: IEEE-754 special cases, exact: log_plus_one(0) = 0, log_plus_one(-0) = -0, log_plus_one(-1) = -inf, log_plus_one(-2) = nan, log_plus_one(inf) = inf, log_plus_one(-inf) = nan, log_plus_one(nan) = nan
func.func @log_plus_one_special_values_f32() {
  %operand = "stablehlo.constant"() {value = dense<[0.0, -0.0, -1.0, -2.0, 0x7F800000, 0xFF800000, 0x7FC00000]> : tensor<7xf32>} : () -> tensor<7xf32>
  %result = "stablehlo.log_plus_one"(%operand) : (tensor<7xf32>) -> tensor<7xf32>
  "check.expect_eq_const"(%result) {value = dense<[0.0, -0.0, 0xFF800000, 0x7FC00000, 0x7F800000, 0x7FC00000, 0x7FC00000]> : tensor<7xf32>} : (tensor<7xf32>) -> ()
  "func.return"() : () -> ()
}

// -----

// complex<f64>: the principal value at points off the branch cuts and poles
func.func @log_plus_one_complex_f64() {
  %operand = "stablehlo.constant"() {value = dense<[(1.0, 2.0), (-0.5, 0.75), (3.0, -1.0), (-2.0, -0.5)]> : tensor<4xcomplex<f64>>} : () -> tensor<4xcomplex<f64>>
  %result = "stablehlo.log_plus_one"(%operand) : (tensor<4xcomplex<f64>>) -> tensor<4xcomplex<f64>>
  "check.expect_almost_eq_const"(%result) {value = dense<[(1.039720770839918, 0.7853981633974483), (-0.10381968238912226, 0.982793723247329), (1.416606672028108, -0.24497866312686414), (0.11157177565710488, -2.677945044588987)]> : tensor<4xcomplex<f64>>} : (tensor<4xcomplex<f64>>) -> ()
  "func.return"() : () -> ()
}

// -----

// complex<f32>: the principal value at points off the branch cuts and poles
func.func @log_plus_one_complex_f32() {
  %operand = "stablehlo.constant"() {value = dense<[(1.0, 2.0), (-0.5, 0.75), (3.0, -1.0), (-2.0, -0.5)]> : tensor<4xcomplex<f32>>} : () -> tensor<4xcomplex<f32>>
  %result = "stablehlo.log_plus_one"(%operand) : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
  "check.expect_almost_eq_const"(%result) {value = dense<[(1.0397208, 0.7853982), (-0.10381968, 0.98279375), (1.4166067, -0.24497867), (0.111571774, -2.6779451)]> : tensor<4xcomplex<f32>>} : (tensor<4xcomplex<f32>>) -> ()
  "func.return"() : () -> ()
}
