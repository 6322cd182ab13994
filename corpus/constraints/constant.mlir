// Constraint cases of constant (seed 000, section "constant"): valid constants of each kind of element type, quantized (with the storage-typed literal MLIR uses, and the quantized one), and programs whose value and output types differ.

// case: valid
// expected: valid
func.func @main() -> (tensor<2x2xf32>) {
  %output = "stablehlo.constant"() {value = dense<[[0.0, 1.0], [2.0, 3.0]]> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
  func.return %output : tensor<2x2xf32>
}

// -----
// case: valid_scalar_bool
// expected: valid
func.func @main() -> (tensor<i1>) {
  %output = "stablehlo.constant"() {value = dense<true> : tensor<i1>} : () -> tensor<i1>
  func.return %output : tensor<i1>
}

// -----
// case: valid_unsigned
// expected: valid
func.func @main() -> (tensor<2xui8>) {
  %output = "stablehlo.constant"() {value = dense<[1, 255]> : tensor<2xui8>} : () -> tensor<2xui8>
  func.return %output : tensor<2xui8>
}

// -----
// case: valid_complex
// expected: valid
func.func @main() -> (tensor<complex<f32>>) {
  %output = "stablehlo.constant"() {value = dense<(1.0, -2.0)> : tensor<complex<f32>>} : () -> tensor<complex<f32>>
  func.return %output : tensor<complex<f32>>
}

// -----
// case: valid_empty
// expected: valid
func.func @main() -> (tensor<0x3xf32>) {
  %output = "stablehlo.constant"() {value = dense<> : tensor<0x3xf32>} : () -> tensor<0x3xf32>
  func.return %output : tensor<0x3xf32>
}

// -----
// case: valid_quantized_storage_literal
// expected: valid
// MLIR writes a quantized constant's value with the storage type
func.func @main() -> (tensor<2x!quant.uniform<i8:f32, 0.5:-1>>) {
  %output = "stablehlo.constant"() {value = dense<[1, 2]> : tensor<2xi8>} : () -> tensor<2x!quant.uniform<i8:f32, 0.5:-1>>
  func.return %output : tensor<2x!quant.uniform<i8:f32, 0.5:-1>>
}

// -----
// case: valid_quantized_literal
// expected: valid
func.func @main() -> (tensor<2x!quant.uniform<i8:f32, 0.5:-1>>) {
  %output = "stablehlo.constant"() {value = dense<[1, 2]> : tensor<2x!quant.uniform<i8:f32, 0.5:-1>>} : () -> tensor<2x!quant.uniform<i8:f32, 0.5:-1>>
  func.return %output : tensor<2x!quant.uniform<i8:f32, 0.5:-1>>
}

// -----
// case: valid_per_axis
// expected: valid
func.func @main() -> (tensor<2x2x!quant.uniform<i8:f32:0, {0.5:-1, 0.25:0}>>) {
  %output = "stablehlo.constant"() {value = dense<[[1, 2], [3, 4]]> : tensor<2x2xi8>} : () -> tensor<2x2x!quant.uniform<i8:f32:0, {0.5:-1, 0.25:0}>>
  func.return %output : tensor<2x2x!quant.uniform<i8:f32:0, {0.5:-1, 0.25:0}>>
}

// -----
// case: c1_element_type
// expected: constant_c1
func.func @main() -> (tensor<2xf64>) {
  %output = "stablehlo.constant"() {value = dense<[1.0, 2.0]> : tensor<2xf32>} : () -> tensor<2xf64>
  func.return %output : tensor<2xf64>
}

// -----
// case: c1_shape
// expected: constant_c1
func.func @main() -> (tensor<1x2xf32>) {
  %output = "stablehlo.constant"() {value = dense<[1.0, 2.0]> : tensor<2xf32>} : () -> tensor<1x2xf32>
  func.return %output : tensor<1x2xf32>
}

// -----
// case: c1_signedness
// expected: constant_c1
func.func @main() -> (tensor<2xui8>) {
  %output = "stablehlo.constant"() {value = dense<[1, 2]> : tensor<2xi8>} : () -> tensor<2xui8>
  func.return %output : tensor<2xui8>
}

// -----
// case: c1_quantized_storage
// expected: constant_c1
// the storage type of the output is i8
func.func @main() -> (tensor<2x!quant.uniform<i8:f32, 0.5:-1>>) {
  %output = "stablehlo.constant"() {value = dense<[1, 2]> : tensor<2xi16>} : () -> tensor<2x!quant.uniform<i8:f32, 0.5:-1>>
  func.return %output : tensor<2x!quant.uniform<i8:f32, 0.5:-1>>
}

// -----
// case: c1_quantized_parameters
// expected: constant_c1
func.func @main() -> (tensor<2x!quant.uniform<i8:f32, 0.5:-1>>) {
  %output = "stablehlo.constant"() {value = dense<[1, 2]> : tensor<2x!quant.uniform<i8:f32, 0.25:-1>>} : () -> tensor<2x!quant.uniform<i8:f32, 0.5:-1>>
  func.return %output : tensor<2x!quant.uniform<i8:f32, 0.5:-1>>
}
