// Constraint cases of popcnt (seed 000, section "popcnt"): one valid program per form, one per way to break C1.

// case: valid_i64
// expected: valid
func.func @main(%a0: tensor<2x3xi64>) -> tensor<2x3xi64> {
  %r0 = "stablehlo.popcnt"(%a0) : (tensor<2x3xi64>) -> tensor<2x3xi64>
  "func.return"(%r0) : (tensor<2x3xi64>) -> ()
}


// -----
// case: valid_ui16
// expected: valid
func.func @main(%a0: tensor<4xui16>) -> tensor<4xui16> {
  %r0 = "stablehlo.popcnt"(%a0) : (tensor<4xui16>) -> tensor<4xui16>
  "func.return"(%r0) : (tensor<4xui16>) -> ()
}


// -----
// case: valid_dynamic
// expected: valid
func.func @main(%a0: tensor<?xi8>) -> tensor<3xi8> {
  %r0 = "stablehlo.popcnt"(%a0) : (tensor<?xi8>) -> tensor<3xi8>
  "func.return"(%r0) : (tensor<3xi8>) -> ()
}


// -----
// case: c1_element_type
// expected: popcnt_c1
func.func @main(%a0: tensor<4xi32>) -> tensor<4xi64> {
  %r0 = "stablehlo.popcnt"(%a0) : (tensor<4xi32>) -> tensor<4xi64>
  "func.return"(%r0) : (tensor<4xi64>) -> ()
}


// -----
// case: c1_shape
// expected: popcnt_c1
func.func @main(%a0: tensor<4xi32>) -> tensor<2x2xi32> {
  %r0 = "stablehlo.popcnt"(%a0) : (tensor<4xi32>) -> tensor<2x2xi32>
  "func.return"(%r0) : (tensor<2x2xi32>) -> ()
}
