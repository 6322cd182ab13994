// Spec example: rng (seed 000, section "rng", spec line 4215)
// no-check: rng output is implementation-defined (spec: exact random number generation is implementation-defined)
// spec result (not checked): %result: [
// spec result (not checked): [1, 0, 1],
// spec result (not checked): [1, 1, 1],
// spec result (not checked): [0, 0, 0]
// spec result (not checked): ]
func.func @rng_example_1() -> tensor<3x3xi32> {
  %a = "stablehlo.constant"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %b = "stablehlo.constant"() {value = dense<2> : tensor<i32>} : () -> tensor<i32>
  %shape = "stablehlo.constant"() {value = dense<[3, 3]> : tensor<2xi64>} : () -> tensor<2xi64>
  %result = "stablehlo.rng"(%a, %b, %shape) {
    rng_distribution = #stablehlo<rng_distribution UNIFORM>
  } : (tensor<i32>, tensor<i32>, tensor<2xi64>) -> tensor<3x3xi32>
  "func.return"(%result) : (tensor<3x3xi32>) -> ()
}
