// Constraint cases of iota (seed 000, section "iota"): valid outputs of each element type family and one program per way to break C1.

// case: valid
// expected: valid
func.func @main() -> (tensor<4x5xi32>) {
  %output = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<4x5xi32>
  func.return %output : tensor<4x5xi32>
}

// -----
// case: valid_dimension_1
// expected: valid
func.func @main() -> (tensor<4x5xf32>) {
  %output = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<4x5xf32>
  func.return %output : tensor<4x5xf32>
}

// -----
// case: valid_unsigned
// expected: valid
func.func @main() -> (tensor<3xui8>) {
  %output = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<3xui8>
  func.return %output : tensor<3xui8>
}

// -----
// case: valid_complex
// expected: valid
func.func @main() -> (tensor<2x3xcomplex<f32>>) {
  %output = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x3xcomplex<f32>>
  func.return %output : tensor<2x3xcomplex<f32>>
}

// -----
// case: valid_quantized
// expected: valid
func.func @main() -> (tensor<4x!quant.uniform<i8:f32, 0.5:-1>>) {
  %output = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<4x!quant.uniform<i8:f32, 0.5:-1>>
  func.return %output : tensor<4x!quant.uniform<i8:f32, 0.5:-1>>
}

// -----
// case: c1_dimension_too_large
// expected: iota_c1
func.func @main() -> (tensor<4x5xi32>) {
  %output = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<4x5xi32>
  func.return %output : tensor<4x5xi32>
}

// -----
// case: c1_negative_dimension
// expected: iota_c1
func.func @main() -> (tensor<4x5xi32>) {
  %output = "stablehlo.iota"() {iota_dimension = -1 : i64} : () -> tensor<4x5xi32>
  func.return %output : tensor<4x5xi32>
}

// -----
// case: c1_rank0
// expected: iota_c1
// no dimension of a 0-dimensional output
func.func @main() -> (tensor<i32>) {
  %output = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<i32>
  func.return %output : tensor<i32>
}
