// rng_bit_generator (seed 000): THREE_FRY and PHILOX as XLA implements them (the reference's variants; every expected value is XLA CPU's output, jaxlib 0.10.2): odd sizes, the shape split of narrow outputs, counter wrap-around and carry, state sizes 2 and 3, empty output, signed outputs.
// the spec's example (spec line 4263); XLA CPU's THREE_FRY gives exactly the spec's result
func.func @rng_bit_generator_spec_example() {
  %initial_state = "stablehlo.constant"() {value = dense<[1, 2]> : tensor<2xui64>} : () -> tensor<2xui64>
  %output_state, %output = "stablehlo.rng_bit_generator"(%initial_state) {
    rng_algorithm = #stablehlo<rng_algorithm THREE_FRY>
  } : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2x2xui64>)
  "check.expect_eq_const"(%output_state) {value = dense<[1, 6]> : tensor<2xui64>} : (tensor<2xui64>) -> ()
  "check.expect_eq_const"(%output) {value = dense<[[9236835810183407956, 16087790271692313299], [18212823393184779219, 2658481902456610144]]> : tensor<2x2xui64>} : (tensor<2x2xui64>) -> ()
  "func.return"() : () -> ()
}

// -----

// 32-bit words of 3 blocks, the last word dropped
func.func @rng_bit_generator_three_fry_odd_ui32() {
  %initial_state = "stablehlo.constant"() {value = dense<[1, 2]> : tensor<2xui64>} : () -> tensor<2xui64>
  %output_state, %output = "stablehlo.rng_bit_generator"(%initial_state) {
    rng_algorithm = #stablehlo<rng_algorithm THREE_FRY>
  } : (tensor<2xui64>) -> (tensor<2xui64>, tensor<5xui32>)
  "check.expect_eq_const"(%output_state) {value = dense<[1, 5]> : tensor<2xui64>} : (tensor<2xui64>) -> ()
  "check.expect_eq_const"(%output) {value = dense<[43444564, 2150618427, 3979645651, 3745730563, 1672743891]> : tensor<5xui32>} : (tensor<5xui32>) -> ()
  "func.return"() : () -> ()
}

// -----

// no even dimension: the largest (5) is halved; low 16 bits of each word
func.func @rng_bit_generator_three_fry_split_i16() {
  %initial_state = "stablehlo.constant"() {value = dense<[1, 2]> : tensor<2xui64>} : () -> tensor<2xui64>
  %output_state, %output = "stablehlo.rng_bit_generator"(%initial_state) {
    rng_algorithm = #stablehlo<rng_algorithm THREE_FRY>
  } : (tensor<2xui64>) -> (tensor<2xui64>, tensor<3x5xi16>)
  "check.expect_eq_const"(%output_state) {value = dense<[1, 11]> : tensor<2xui64>} : (tensor<2xui64>) -> ()
  "check.expect_eq_const"(%output) {value = dense<[[-5804, -10949, -27949, 20483, 3027], [7520, -11468, -16211, 19685, 23063], [29648, -23422, -10395, 31310, -22798]]> : tensor<3x5xi16>} : (tensor<3x5xi16>) -> ()
  "func.return"() : () -> ()
}

// -----

// the 64-bit counter wraps around
func.func @rng_bit_generator_three_fry_counter_wraps() {
  %initial_state = "stablehlo.constant"() {value = dense<[16045690984503098046, 18446744073709551613]> : tensor<2xui64>} : () -> tensor<2xui64>
  %output_state, %output = "stablehlo.rng_bit_generator"(%initial_state) {
    rng_algorithm = #stablehlo<rng_algorithm THREE_FRY>
  } : (tensor<2xui64>) -> (tensor<2xui64>, tensor<3xui64>)
  "check.expect_eq_const"(%output_state) {value = dense<[16045690984503098046, 0]> : tensor<2xui64>} : (tensor<2xui64>) -> ()
  "check.expect_eq_const"(%output) {value = dense<[829685489888007378, 17290991557511821629, 3612071309132138058]> : tensor<3xui64>} : (tensor<3xui64>) -> ()
  "func.return"() : () -> ()
}

// -----

// PHILOX with a state of 2; low 8 bits of each 32-bit word
func.func @rng_bit_generator_philox_i8() {
  %initial_state = "stablehlo.constant"() {value = dense<[1, 2]> : tensor<2xui64>} : () -> tensor<2xui64>
  %output_state, %output = "stablehlo.rng_bit_generator"(%initial_state) {
    rng_algorithm = #stablehlo<rng_algorithm PHILOX>
  } : (tensor<2xui64>) -> (tensor<2xui64>, tensor<6xi8>)
  "check.expect_eq_const"(%output_state) {value = dense<[1, 4]> : tensor<2xui64>} : (tensor<2xui64>) -> ()
  "check.expect_eq_const"(%output) {value = dense<[73, -24, -41, -39, -2, -61]> : tensor<6xi8>} : (tensor<6xi8>) -> ()
  "func.return"() : () -> ()
}

// -----

// PHILOX with a state of 3: the carry of the low counter word goes into the high one
func.func @rng_bit_generator_philox_carry_ui64() {
  %initial_state = "stablehlo.constant"() {value = dense<[7, 18446744073709551613, 5]> : tensor<3xui64>} : () -> tensor<3xui64>
  %output_state, %output = "stablehlo.rng_bit_generator"(%initial_state) {
    rng_algorithm = #stablehlo<rng_algorithm PHILOX>
  } : (tensor<3xui64>) -> (tensor<3xui64>, tensor<2x3xui64>)
  "check.expect_eq_const"(%output_state) {value = dense<[7, 0, 6]> : tensor<3xui64>} : (tensor<3xui64>) -> ()
  "check.expect_eq_const"(%output) {value = dense<[[17340778201897781789, 1838533461710685219, 16107313673408676968], [4651850566748687203, 18390195005874446273, 13394466077198894183]]> : tensor<2x3xui64>} : (tensor<2x3xui64>) -> ()
  "func.return"() : () -> ()
}

// -----

// an empty output uses no block
func.func @rng_bit_generator_three_fry_empty() {
  %initial_state = "stablehlo.constant"() {value = dense<[1, 2]> : tensor<2xui64>} : () -> tensor<2xui64>
  %output_state, %output = "stablehlo.rng_bit_generator"(%initial_state) {
    rng_algorithm = #stablehlo<rng_algorithm THREE_FRY>
  } : (tensor<2xui64>) -> (tensor<2xui64>, tensor<3x0xui32>)
  "check.expect_eq_const"(%output_state) {value = dense<[1, 2]> : tensor<2xui64>} : (tensor<2xui64>) -> ()
  "check.expect_eq_const"(%output) {value = dense<> : tensor<3x0xui32>} : (tensor<3x0xui32>) -> ()
  "func.return"() : () -> ()
}
