// log (seed 000): floats (IEEE-754 log; special cases exact per IEEE-754) and complex numbers (principal branch),
// one case per element-type family (G1). Implementation-defined inputs (the reference's Unspecified entries: complex operands or results with an infinite or NaN part) are left out (G5).
// f64: log of 0.001, 0.5, 2, 10, 1e+10, 1e-300
func.func @log_f64() {
  %operand = "stablehlo.constant"() {value = dense<[0.001, 0.5, 2.0, 10.0, 10000000000.0, 1.0e-300]> : tensor<6xf64>} : () -> tensor<6xf64>
  %result = "stablehlo.log"(%operand) : (tensor<6xf64>) -> tensor<6xf64>
  "check.expect_almost_eq_const"(%result) {value = dense<[-6.907755278982137, -0.6931471805599453, 0.6931471805599453, 2.302585092994046, 23.025850929940457, -690.7755278982137]> : tensor<6xf64>} : (tensor<6xf64>) -> ()
  "func.return"() : () -> ()
}

// -----

// f32: log of 0.001, 0.5, 2, 10, 1000
func.func @log_f32() {
  %operand = "stablehlo.constant"() {value = dense<[0.001, 0.5, 2.0, 10.0, 1000.0]> : tensor<5xf32>} : () -> tensor<5xf32>
  %result = "stablehlo.log"(%operand) : (tensor<5xf32>) -> tensor<5xf32>
  "check.expect_almost_eq_const"(%result) {value = dense<[-6.9077554, -0.6931472, 0.6931472, 2.3025851, 6.9077554]> : tensor<5xf32>} : (tensor<5xf32>) -> ()
  "func.return"() : () -> ()
}

// -----

// f16: log of 0.0010004, 0.5, 2, 10, 1000 (results rounded to f16)
func.func @log_f16() {
  %operand = "stablehlo.constant"() {value = dense<[0.001, 0.5, 2.0, 10.0, 1000.0]> : tensor<5xf16>} : () -> tensor<5xf16>
  %result = "stablehlo.log"(%operand) : (tensor<5xf16>) -> tensor<5xf16>
  "check.expect_almost_eq_const"(%result) {value = dense<[-6.906, -0.6934, 0.6934, 2.303, 6.906]> : tensor<5xf16>} : (tensor<5xf16>) -> ()
  "func.return"() : () -> ()
}

// -----

// bf16: log of 0.000999451, 0.5, 2, 10, 1000 (results rounded to bf16)
func.func @log_bf16() {
  %operand = "stablehlo.constant"() {value = dense<[0.000999451, 0.5, 2.0, 10.0, 1000.0]> : tensor<5xbf16>} : () -> tensor<5xbf16>
  %result = "stablehlo.log"(%operand) : (tensor<5xbf16>) -> tensor<5xbf16>
  "check.expect_almost_eq_const"(%result) {value = dense<[-6.90625, -0.691406, 0.691406, 2.29688, 6.90625]> : tensor<5xbf16>} : (tensor<5xbf16>) -> ()
  "func.return"() : () -> ()
}

// -----

// f64: IEEE-754 special cases, exact: log(0) = -inf, log(-0) = -inf, log(1) = 0, log(-1) = nan, log(inf) = inf, log(-inf) = nan, log(nan) = nan
func.func @log_special_values_f64() {
  %operand = "stablehlo.constant"() {value = dense<[0.0, -0.0, 1.0, -1.0, 0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000]> : tensor<7xf64>} : () -> tensor<7xf64>
  %result = "stablehlo.log"(%operand) : (tensor<7xf64>) -> tensor<7xf64>
  "check.expect_eq_const"(%result) {value = dense<[0xFFF0000000000000, 0xFFF0000000000000, 0.0, 0x7FF8000000000000, 0x7FF0000000000000, 0x7FF8000000000000, 0x7FF8000000000000]> : tensor<7xf64>} : (tensor<7xf64>) -> ()
  "func.return"() : () -> ()
}

// -----

// f32: IEEE-754 special cases, exact: log(0) = -inf, log(-0) = -inf, log(1) = 0, log(-1) = nan, log(inf) = inf, log(-inf) = nan, log(nan) = nan
func.func @log_special_values_f32() {
  %operand = "stablehlo.constant"() {value = dense<[0.0, -0.0, 1.0, -1.0, 0x7F800000, 0xFF800000, 0x7FC00000]> : tensor<7xf32>} : () -> tensor<7xf32>
  %result = "stablehlo.log"(%operand) : (tensor<7xf32>) -> tensor<7xf32>
  "check.expect_eq_const"(%result) {value = dense<[0xFF800000, 0xFF800000, 0.0, 0x7FC00000, 0x7F800000, 0x7FC00000, 0x7FC00000]> : tensor<7xf32>} : (tensor<7xf32>) -> ()
  "func.return"() : () -> ()
}

// -----

// complex<f64>: the principal value at points off the branch cuts and poles
func.func @log_complex_f64() {
  %operand = "stablehlo.constant"() {value = dense<[(1.0, 2.0), (-0.5, 0.75), (3.0, -1.0), (-2.0, -0.5)]> : tensor<4xcomplex<f64>>} : () -> tensor<4xcomplex<f64>>
  %result = "stablehlo.log"(%operand) : (tensor<4xcomplex<f64>>) -> tensor<4xcomplex<f64>>
  "check.expect_almost_eq_const"(%result) {value = dense<[(0.8047189562170503, 1.1071487177940904), (-0.10381968238912226, 2.158798930342464), (1.151292546497023, -0.3217505543966422), (0.7234594914681627, -2.896613990462929)]> : tensor<4xcomplex<f64>>} : (tensor<4xcomplex<f64>>) -> ()
  "func.return"() : () -> ()
}

// -----

// complex<f32>: the principal value at points off the branch cuts and poles
func.func @log_complex_f32() {
  %operand = "stablehlo.constant"() {value = dense<[(1.0, 2.0), (-0.5, 0.75), (3.0, -1.0), (-2.0, -0.5)]> : tensor<4xcomplex<f32>>} : () -> tensor<4xcomplex<f32>>
  %result = "stablehlo.log"(%operand) : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
  "check.expect_almost_eq_const"(%result) {value = dense<[(0.804719, 1.1071488), (-0.10381968, 2.158799), (1.1512926, -0.32175055), (0.7234595, -2.896614)]> : tensor<4xcomplex<f32>>} : (tensor<4xcomplex<f32>>) -> ()
  "func.return"() : () -> ()
}
