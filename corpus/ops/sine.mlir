// sine (seed 000): floats (IEEE-754 sin; special cases exact per IEEE-754) and complex numbers (principal branch),
// one case per element-type family (G1). Implementation-defined inputs (the reference's Unspecified entries: complex operands or results with an infinite or NaN part) are left out (G5).
// f64: sine of -3, -1, 0.5, 1, 2, 10, 1e-310 (a subnormal among them)
func.func @sine_f64() {
  %operand = "stablehlo.constant"() {value = dense<[-3.0, -1.0, 0.5, 1.0, 2.0, 10.0, 1.0e-310]> : tensor<7xf64>} : () -> tensor<7xf64>
  %result = "stablehlo.sine"(%operand) : (tensor<7xf64>) -> tensor<7xf64>
  "check.expect_almost_eq_const"(%result) {value = dense<[-0.1411200080598672, -0.8414709848078965, 0.479425538604203, 0.8414709848078965, 0.9092974268256817, -0.5440211108893698, 1.0e-310]> : tensor<7xf64>} : (tensor<7xf64>) -> ()
  "func.return"() : () -> ()
}

// -----

// f32: sine of -2.5, -1, 0.5, 2, 10
func.func @sine_f32() {
  %operand = "stablehlo.constant"() {value = dense<[-2.5, -1.0, 0.5, 2.0, 10.0]> : tensor<5xf32>} : () -> tensor<5xf32>
  %result = "stablehlo.sine"(%operand) : (tensor<5xf32>) -> tensor<5xf32>
  "check.expect_almost_eq_const"(%result) {value = dense<[-0.5984721, -0.84147096, 0.47942555, 0.9092974, -0.5440211]> : tensor<5xf32>} : (tensor<5xf32>) -> ()
  "func.return"() : () -> ()
}

// -----

// f16: sine of -2.5, -1, 0.5, 2, 10 (results rounded to f16)
func.func @sine_f16() {
  %operand = "stablehlo.constant"() {value = dense<[-2.5, -1.0, 0.5, 2.0, 10.0]> : tensor<5xf16>} : () -> tensor<5xf16>
  %result = "stablehlo.sine"(%operand) : (tensor<5xf16>) -> tensor<5xf16>
  "check.expect_almost_eq_const"(%result) {value = dense<[-0.5986, -0.8413, 0.4795, 0.909, -0.544]> : tensor<5xf16>} : (tensor<5xf16>) -> ()
  "func.return"() : () -> ()
}

// -----

// bf16: sine of -2.5, -1, 0.5, 2, 10 (results rounded to bf16)
func.func @sine_bf16() {
  %operand = "stablehlo.constant"() {value = dense<[-2.5, -1.0, 0.5, 2.0, 10.0]> : tensor<5xbf16>} : () -> tensor<5xbf16>
  %result = "stablehlo.sine"(%operand) : (tensor<5xbf16>) -> tensor<5xbf16>
  "check.expect_almost_eq_const"(%result) {value = dense<[-0.597656, -0.839844, 0.478516, 0.910156, -0.542969]> : tensor<5xbf16>} : (tensor<5xbf16>) -> ()
  "func.return"() : () -> ()
}

// -----

// f64: IEEE-754 special cases, exact: sine(0) = 0, sine(-0) = -0, sine(inf) = nan, sine(-inf) = nan, sine(nan) = nan
func.func @sine_special_values_f64() {
  %operand = "stablehlo.constant"() {value = dense<[0.0, -0.0, 0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000]> : tensor<5xf64>} : () -> tensor<5xf64>
  %result = "stablehlo.sine"(%operand) : (tensor<5xf64>) -> tensor<5xf64>
  "check.expect_eq_const"(%result) {value = dense<[0.0, -0.0, 0x7FF8000000000000, 0x7FF8000000000000, 0x7FF8000000000000]> : tensor<5xf64>} : (tensor<5xf64>) -> ()
  "func.return"() : () -> ()
}

// -----

// f32: IEEE-754 special cases, exact: sine(0) = 0, sine(-0) = -0, sine(inf) = nan, sine(-inf) = nan, sine(nan) = nan
func.func @sine_special_values_f32() {
  %operand = "stablehlo.constant"() {value = dense<[0.0, -0.0, 0x7F800000, 0xFF800000, 0x7FC00000]> : tensor<5xf32>} : () -> tensor<5xf32>
  %result = "stablehlo.sine"(%operand) : (tensor<5xf32>) -> tensor<5xf32>
  "check.expect_eq_const"(%result) {value = dense<[0.0, -0.0, 0x7FC00000, 0x7FC00000, 0x7FC00000]> : tensor<5xf32>} : (tensor<5xf32>) -> ()
  "func.return"() : () -> ()
}

// -----

// complex<f64>: the principal value at points off the branch cuts and poles
func.func @sine_complex_f64() {
  %operand = "stablehlo.constant"() {value = dense<[(1.0, 2.0), (-0.5, 0.75), (3.0, -1.0), (-2.0, -0.5)]> : tensor<4xcomplex<f64>>} : () -> tensor<4xcomplex<f64>>
  %result = "stablehlo.sine"(%operand) : (tensor<4xcomplex<f64>>) -> tensor<4xcomplex<f64>>
  "check.expect_almost_eq_const"(%result) {value = dense<[(3.165778513216168, 1.9596010414216063), (-0.6207042310780551, 0.7216508242975646), (0.21775955162215221, 1.1634403637032504), (-1.0253473885839877, 0.21685216292078974)]> : tensor<4xcomplex<f64>>} : (tensor<4xcomplex<f64>>) -> ()
  "func.return"() : () -> ()
}

// -----

// complex<f32>: the principal value at points off the branch cuts and poles
func.func @sine_complex_f32() {
  %operand = "stablehlo.constant"() {value = dense<[(1.0, 2.0), (-0.5, 0.75), (3.0, -1.0), (-2.0, -0.5)]> : tensor<4xcomplex<f32>>} : () -> tensor<4xcomplex<f32>>
  %result = "stablehlo.sine"(%operand) : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
  "check.expect_almost_eq_const"(%result) {value = dense<[(3.1657784, 1.959601), (-0.62070423, 0.72165084), (0.21775955, 1.1634403), (-1.0253474, 0.21685216)]> : tensor<4xcomplex<f32>>} : (tensor<4xcomplex<f32>>) -> ()
  "func.return"() : () -> ()
}
