// logistic (seed 000): floats (1 / (1 + exp(-x)); special cases exact per IEEE-754) and complex numbers (principal branch),
// one case per element-type family (G1). Implementation-defined inputs (the reference's Unspecified entries: complex operands or results with an infinite or NaN part) are left out (G5).
// f64: logistic of -20, -1, 0.5, 1, 20, -700
func.func @logistic_f64() {
  %operand = "stablehlo.constant"() {value = dense<[-20.0, -1.0, 0.5, 1.0, 20.0, -700.0]> : tensor<6xf64>} : () -> tensor<6xf64>
  %result = "stablehlo.logistic"(%operand) : (tensor<6xf64>) -> tensor<6xf64>
  "check.expect_almost_eq_const"(%result) {value = dense<[2.0611536181902037e-09, 0.2689414213699951, 0.6224593312018546, 0.7310585786300049, 0.9999999979388463, 9.85967654375977e-305]> : tensor<6xf64>} : (tensor<6xf64>) -> ()
  "func.return"() : () -> ()
}

// -----

// f32: logistic of -20, 0.5, 1, 20
func.func @logistic_f32() {
  %operand = "stablehlo.constant"() {value = dense<[-20.0, 0.5, 1.0, 20.0]> : tensor<4xf32>} : () -> tensor<4xf32>
  %result = "stablehlo.logistic"(%operand) : (tensor<4xf32>) -> tensor<4xf32>
  "check.expect_almost_eq_const"(%result) {value = dense<[2.0611537e-09, 0.62245935, 0.7310586, 1.0]> : tensor<4xf32>} : (tensor<4xf32>) -> ()
  "func.return"() : () -> ()
}

// -----

// f16: logistic of -20, 0.5, 1, 20 (results rounded to f16)
func.func @logistic_f16() {
  %operand = "stablehlo.constant"() {value = dense<[-20.0, 0.5, 1.0, 20.0]> : tensor<4xf16>} : () -> tensor<4xf16>
  %result = "stablehlo.logistic"(%operand) : (tensor<4xf16>) -> tensor<4xf16>
  "check.expect_almost_eq_const"(%result) {value = dense<[0.0, 0.6226, 0.731, 1.0]> : tensor<4xf16>} : (tensor<4xf16>) -> ()
  "func.return"() : () -> ()
}

// -----

// bf16: logistic of -20, 0.5, 1, 20 (results rounded to bf16)
func.func @logistic_bf16() {
  %operand = "stablehlo.constant"() {value = dense<[-20.0, 0.5, 1.0, 20.0]> : tensor<4xbf16>} : () -> tensor<4xbf16>
  %result = "stablehlo.logistic"(%operand) : (tensor<4xbf16>) -> tensor<4xbf16>
  "check.expect_almost_eq_const"(%result) {value = dense<[2.06637e-09, 0.621094, 0.730469, 1.0]> : tensor<4xbf16>} : (tensor<4xbf16>) -> ()
  "func.return"() : () -> ()
}

// -----

// f64: IEEE-754 special cases, exact: logistic(0) = 0.5, logistic(-0) = 0.5, logistic(inf) = 1, logistic(-inf) = 0, logistic(nan) = nan
func.func @logistic_special_values_f64() {
  %operand = "stablehlo.constant"() {value = dense<[0.0, -0.0, 0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000]> : tensor<5xf64>} : () -> tensor<5xf64>
  %result = "stablehlo.logistic"(%operand) : (tensor<5xf64>) -> tensor<5xf64>
  "check.expect_eq_const"(%result) {value = dense<[0.5, 0.5, 1.0, 0.0, 0x7FF8000000000000]> : tensor<5xf64>} : (tensor<5xf64>) -> ()
  "func.return"() : () -> ()
}

// -----

// f32: IEEE-754 special cases, exact: logistic(0) = 0.5, logistic(-0) = 0.5, logistic(inf) = 1, logistic(-inf) = 0, logistic(nan) = nan
func.func @logistic_special_values_f32() {
  %operand = "stablehlo.constant"() {value = dense<[0.0, -0.0, 0x7F800000, 0xFF800000, 0x7FC00000]> : tensor<5xf32>} : () -> tensor<5xf32>
  %result = "stablehlo.logistic"(%operand) : (tensor<5xf32>) -> tensor<5xf32>
  "check.expect_eq_const"(%result) {value = dense<[0.5, 0.5, 1.0, 0.0, 0x7FC00000]> : tensor<5xf32>} : (tensor<5xf32>) -> ()
  "func.return"() : () -> ()
}

// -----

// complex<f64>: the principal value at points off the branch cuts and poles
func.func @logistic_complex_f64() {
  %operand = "stablehlo.constant"() {value = dense<[(1.0, 2.0), (-0.5, 0.75), (3.0, -1.0), (-2.0, -0.5)]> : tensor<4xcomplex<f64>>} : () -> tensor<4xcomplex<f64>>
  %result = "stablehlo.logistic"(%operand) : (tensor<4xcomplex<f64>>) -> tensor<4xcomplex<f64>>
  "check.expect_almost_eq_const"(%result) {value = dense<[(1.0214153641721806, 0.4034387060815425), (0.359868996916939, 0.18330374919009856), (0.9721864932113107, -0.03966222740197834), (0.10915584645427026, -0.05166470383545818)]> : tensor<4xcomplex<f64>>} : (tensor<4xcomplex<f64>>) -> ()
  "func.return"() : () -> ()
}

// -----

// complex<f32>: the principal value at points off the branch cuts and poles
func.func @logistic_complex_f32() {
  %operand = "stablehlo.constant"() {value = dense<[(1.0, 2.0), (-0.5, 0.75), (3.0, -1.0), (-2.0, -0.5)]> : tensor<4xcomplex<f32>>} : () -> tensor<4xcomplex<f32>>
  %result = "stablehlo.logistic"(%operand) : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
  "check.expect_almost_eq_const"(%result) {value = dense<[(1.0214154, 0.40343872), (0.359869, 0.18330374), (0.9721865, -0.039662227), (0.10915585, -0.051664703)]> : tensor<4xcomplex<f32>>} : (tensor<4xcomplex<f32>>) -> ()
  "func.return"() : () -> ()
}
