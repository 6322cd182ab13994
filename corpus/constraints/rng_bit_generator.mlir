// Constraint cases of rng_bit_generator (seed 000, section "rng_bit_generator"): every algorithm; one program per constraint that breaks it.

// case: valid_three_fry
// expected: valid
func.func @main(%a0: tensor<2xui64>) -> (tensor<2xui64>, tensor<4x4xui32>) {
  %r0, %r1 = "stablehlo.rng_bit_generator"(%a0) {rng_algorithm = #stablehlo<rng_algorithm THREE_FRY>} : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4x4xui32>)
  "func.return"(%r0, %r1) : (tensor<2xui64>, tensor<4x4xui32>) -> ()
}


// -----
// case: valid_philox_3
// expected: valid
func.func @main(%a0: tensor<3xui64>) -> (tensor<3xui64>, tensor<8xf32>) {
  %r0, %r1 = "stablehlo.rng_bit_generator"(%a0) {rng_algorithm = #stablehlo<rng_algorithm PHILOX>} : (tensor<3xui64>) -> (tensor<3xui64>, tensor<8xf32>)
  "func.return"(%r0, %r1) : (tensor<3xui64>, tensor<8xf32>) -> ()
}


// -----
// case: valid_philox_2
// expected: valid
func.func @main(%a0: tensor<2xui64>) -> (tensor<2xui64>, tensor<8xi64>) {
  %r0, %r1 = "stablehlo.rng_bit_generator"(%a0) {rng_algorithm = #stablehlo<rng_algorithm PHILOX>} : (tensor<2xui64>) -> (tensor<2xui64>, tensor<8xi64>)
  "func.return"(%r0, %r1) : (tensor<2xui64>, tensor<8xi64>) -> ()
}


// -----
// case: valid_default
// expected: valid
func.func @main(%a0: tensor<5xui64>) -> (tensor<5xui64>, tensor<3xui8>) {
  %r0, %r1 = "stablehlo.rng_bit_generator"(%a0) {rng_algorithm = #stablehlo<rng_algorithm DEFAULT>} : (tensor<5xui64>) -> (tensor<5xui64>, tensor<3xui8>)
  "func.return"(%r0, %r1) : (tensor<5xui64>, tensor<3xui8>) -> ()
}


// -----
// case: c1_output_state_type
// expected: rng_bit_generator_c1
// not C2: initial_state has the size THREE_FRY needs
func.func @main(%a0: tensor<2xui64>) -> (tensor<3xui64>, tensor<4xui32>) {
  %r0, %r1 = "stablehlo.rng_bit_generator"(%a0) {rng_algorithm = #stablehlo<rng_algorithm THREE_FRY>} : (tensor<2xui64>) -> (tensor<3xui64>, tensor<4xui32>)
  "func.return"(%r0, %r1) : (tensor<3xui64>, tensor<4xui32>) -> ()
}


// -----
// case: c1_output_state_element
// expected: rng_bit_generator_c1
func.func @main(%a0: tensor<2xui64>) -> (tensor<2xui32>, tensor<4xui32>) {
  %r0, %r1 = "stablehlo.rng_bit_generator"(%a0) {rng_algorithm = #stablehlo<rng_algorithm DEFAULT>} : (tensor<2xui64>) -> (tensor<2xui32>, tensor<4xui32>)
  "func.return"(%r0, %r1) : (tensor<2xui32>, tensor<4xui32>) -> ()
}


// -----
// case: c2_three_fry_size
// expected: rng_bit_generator_c2
func.func @main(%a0: tensor<3xui64>) -> (tensor<3xui64>, tensor<4xui32>) {
  %r0, %r1 = "stablehlo.rng_bit_generator"(%a0) {rng_algorithm = #stablehlo<rng_algorithm THREE_FRY>} : (tensor<3xui64>) -> (tensor<3xui64>, tensor<4xui32>)
  "func.return"(%r0, %r1) : (tensor<3xui64>, tensor<4xui32>) -> ()
}


// -----
// case: c2_philox_size
// expected: rng_bit_generator_c2
func.func @main(%a0: tensor<4xui64>) -> (tensor<4xui64>, tensor<4xui32>) {
  %r0, %r1 = "stablehlo.rng_bit_generator"(%a0) {rng_algorithm = #stablehlo<rng_algorithm PHILOX>} : (tensor<4xui64>) -> (tensor<4xui64>, tensor<4xui32>)
  "func.return"(%r0, %r1) : (tensor<4xui64>, tensor<4xui32>) -> ()
}
