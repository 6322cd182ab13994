// Constraint cases of set_dimension_size (jaxlib 0.10.2's dialect, not the seed spec; constraints from upstream's verifier, spec/constraints/legacy.py): valid programs and one program per constraint that breaks exactly that constraint.

// case: valid
// expected: valid
func.func @main(%a: tensor<3x2xf32>, %n: tensor<i32>) -> tensor<?x2xf32, #stablehlo.bounds<3, ?>> {
  %r = "stablehlo.set_dimension_size"(%a, %n) {dimension = 0 : i64} : (tensor<3x2xf32>, tensor<i32>) -> tensor<?x2xf32, #stablehlo.bounds<3, ?>>
  func.return %r : tensor<?x2xf32, #stablehlo.bounds<3, ?>>
}

// -----
// case: valid_static
// expected: valid
func.func @main(%a: tensor<3x2xf32>, %n: tensor<i32>) -> tensor<3x2xf32> {
  %r = "stablehlo.set_dimension_size"(%a, %n) {dimension = 0 : i64} : (tensor<3x2xf32>, tensor<i32>) -> tensor<3x2xf32>
  func.return %r : tensor<3x2xf32>
}

// -----
// case: c1_dimension_out_of_range
// expected: set_dimension_size_c1
func.func @main(%a: tensor<3x2xf32>, %n: tensor<i32>) -> tensor<3x2xf32> {
  %r = "stablehlo.set_dimension_size"(%a, %n) {dimension = 2 : i64} : (tensor<3x2xf32>, tensor<i32>) -> tensor<3x2xf32>
  func.return %r : tensor<3x2xf32>
}

// -----
// case: c2_size_i64
// expected: set_dimension_size_c2
func.func @main(%a: tensor<3x2xf32>, %n: tensor<i64>) -> tensor<3x2xf32> {
  %r = "stablehlo.set_dimension_size"(%a, %n) {dimension = 0 : i64} : (tensor<3x2xf32>, tensor<i64>) -> tensor<3x2xf32>
  func.return %r : tensor<3x2xf32>
}

// -----
// case: c2_size_rank_1
// expected: set_dimension_size_c2
func.func @main(%a: tensor<3x2xf32>, %n: tensor<1xi32>) -> tensor<3x2xf32> {
  %r = "stablehlo.set_dimension_size"(%a, %n) {dimension = 0 : i64} : (tensor<3x2xf32>, tensor<1xi32>) -> tensor<3x2xf32>
  func.return %r : tensor<3x2xf32>
}

// -----
// case: c3_element_type
// expected: set_dimension_size_c3
func.func @main(%a: tensor<3x2xf32>, %n: tensor<i32>) -> tensor<3x2xf64> {
  %r = "stablehlo.set_dimension_size"(%a, %n) {dimension = 0 : i64} : (tensor<3x2xf32>, tensor<i32>) -> tensor<3x2xf64>
  func.return %r : tensor<3x2xf64>
}

// -----
// case: c3_other_dimension
// expected: set_dimension_size_c3
func.func @main(%a: tensor<3x2xf32>, %n: tensor<i32>) -> tensor<3x5xf32> {
  %r = "stablehlo.set_dimension_size"(%a, %n) {dimension = 0 : i64} : (tensor<3x2xf32>, tensor<i32>) -> tensor<3x5xf32>
  func.return %r : tensor<3x5xf32>
}
