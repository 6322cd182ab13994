// Constraint cases of rng (seed 000, section "rng"): uniform and normal, constant and non-constant shape; one program per constraint that breaks it.

// case: valid_uniform_int
// expected: valid
func.func @main(%a0: tensor<i32>, %a1: tensor<i32>) -> (tensor<2x3xi32>) {
  %s = "stablehlo.constant"() {value = dense<[2, 3]> : tensor<2xi64>} : () -> tensor<2xi64>
  %r0 = "stablehlo.rng"(%a0, %a1, %s) {rng_distribution = #stablehlo<rng_distribution UNIFORM>} : (tensor<i32>, tensor<i32>, tensor<2xi64>) -> tensor<2x3xi32>
  "func.return"(%r0) : (tensor<2x3xi32>) -> ()
}


// -----
// case: valid_normal_float
// expected: valid
func.func @main(%a0: tensor<f32>, %a1: tensor<f32>) -> (tensor<4xf32>) {
  %s = "stablehlo.constant"() {value = dense<[4]> : tensor<1xi64>} : () -> tensor<1xi64>
  %r0 = "stablehlo.rng"(%a0, %a1, %s) {rng_distribution = #stablehlo<rng_distribution NORMAL>} : (tensor<f32>, tensor<f32>, tensor<1xi64>) -> tensor<4xf32>
  "func.return"(%r0) : (tensor<4xf32>) -> ()
}


// -----
// case: valid_shape_argument
// expected: valid
func.func @main(%a0: tensor<f32>, %a1: tensor<f32>, %a2: tensor<2xi64>) -> (tensor<2x3xf32>) {
  %r0 = "stablehlo.rng"(%a0, %a1, %a2) {rng_distribution = #stablehlo<rng_distribution UNIFORM>} : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<2x3xf32>
  "func.return"(%r0) : (tensor<2x3xf32>) -> ()
}


// -----
// case: c1_element_type
// expected: rng_c1
func.func @main(%a0: tensor<f32>, %a1: tensor<f32>) -> (tensor<4xf16>) {
  %s = "stablehlo.constant"() {value = dense<[4]> : tensor<1xi64>} : () -> tensor<1xi64>
  %r0 = "stablehlo.rng"(%a0, %a1, %s) {rng_distribution = #stablehlo<rng_distribution UNIFORM>} : (tensor<f32>, tensor<f32>, tensor<1xi64>) -> tensor<4xf16>
  "func.return"(%r0) : (tensor<4xf16>) -> ()
}


// -----
// case: c1_b_element_type
// expected: rng_c1
func.func @main(%a0: tensor<i32>, %a1: tensor<i64>) -> (tensor<4xi32>) {
  %s = "stablehlo.constant"() {value = dense<[4]> : tensor<1xi64>} : () -> tensor<1xi64>
  %r0 = "stablehlo.rng"(%a0, %a1, %s) {rng_distribution = #stablehlo<rng_distribution UNIFORM>} : (tensor<i32>, tensor<i64>, tensor<1xi64>) -> tensor<4xi32>
  "func.return"(%r0) : (tensor<4xi32>) -> ()
}


// -----
// case: c2_normal_int
// expected: rng_c2
func.func @main(%a0: tensor<i32>, %a1: tensor<i32>) -> (tensor<4xi32>) {
  %s = "stablehlo.constant"() {value = dense<[4]> : tensor<1xi64>} : () -> tensor<1xi64>
  %r0 = "stablehlo.rng"(%a0, %a1, %s) {rng_distribution = #stablehlo<rng_distribution NORMAL>} : (tensor<i32>, tensor<i32>, tensor<1xi64>) -> tensor<4xi32>
  "func.return"(%r0) : (tensor<4xi32>) -> ()
}


// -----
// case: c3_shape_value
// expected: rng_c3
func.func @main(%a0: tensor<f32>, %a1: tensor<f32>) -> (tensor<3x2xf32>) {
  %s = "stablehlo.constant"() {value = dense<[2, 3]> : tensor<2xi64>} : () -> tensor<2xi64>
  %r0 = "stablehlo.rng"(%a0, %a1, %s) {rng_distribution = #stablehlo<rng_distribution UNIFORM>} : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<3x2xf32>
  "func.return"(%r0) : (tensor<3x2xf32>) -> ()
}


// -----
// case: c3_shape_rank
// expected: rng_c3
func.func @main(%a0: tensor<f32>, %a1: tensor<f32>, %a2: tensor<2xi64>) -> (tensor<6xf32>) {
  %r0 = "stablehlo.rng"(%a0, %a1, %a2) {rng_distribution = #stablehlo<rng_distribution UNIFORM>} : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<6xf32>
  "func.return"(%r0) : (tensor<6xf32>) -> ()
}
