// Spec example: rng_bit_generator (seed 000, section "rng_bit_generator", spec line 4263)
// no-check: THREE_FRY is an implementation-defined variant of Threefry; output is deterministic per initial_state but not guaranteed to match across implementations (spec shows one possible result)
// spec result (not checked): %output_state: [1, 6]
// spec result (not checked): %output: [
// spec result (not checked): [9236835810183407956, 16087790271692313299],
// spec result (not checked): [18212823393184779219, 2658481902456610144]
// spec result (not checked): ]
func.func @rng_bit_generator_example_1() -> (tensor<2xui64>, tensor<2x2xui64>) {
  %initial_state = "stablehlo.constant"() {value = dense<[1, 2]> : tensor<2xui64>} : () -> tensor<2xui64>
  %output_state, %output = "stablehlo.rng_bit_generator"(%initial_state) {
    rng_algorithm = #stablehlo<rng_algorithm THREE_FRY>
  } : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2x2xui64>)
  "func.return"(%output_state, %output) : (tensor<2xui64>, tensor<2x2xui64>) -> ()
}
