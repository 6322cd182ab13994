// Constraint cases of composite (seed 000, section "composite"): one program per constraint that breaks it (the decomposition is a function of the module).

// case: valid
// expected: valid
func.func @main(%a0: tensor<i64>) -> (tensor<i64>) {
  %r0 = "stablehlo.composite"(%a0) {name = "test.identity", decomposition = @dec} : (tensor<i64>) -> (tensor<i64>)
  "func.return"(%r0) : (tensor<i64>) -> ()
}
func.func private @dec(%x0: tensor<i64>) -> (tensor<i64>) {
  "func.return"(%x0) : (tensor<i64>) -> ()
}


// -----
// case: valid_no_inputs
// expected: valid
func.func @main() -> (tensor<i64>) {
  %r0 = "stablehlo.composite"() {name = "my.dialect.zero", decomposition = @dec} : () -> (tensor<i64>)
  "func.return"(%r0) : (tensor<i64>) -> ()
}
func.func private @dec() -> (tensor<i64>) {
  %c0 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
  "func.return"(%c0) : (tensor<i64>) -> ()
}


// -----
// case: c1_not_namespaced
// expected: composite_c1
func.func @main(%a0: tensor<i64>) -> (tensor<i64>) {
  %r0 = "stablehlo.composite"(%a0) {name = "identity", decomposition = @dec} : (tensor<i64>) -> (tensor<i64>)
  "func.return"(%r0) : (tensor<i64>) -> ()
}
func.func private @dec(%x0: tensor<i64>) -> (tensor<i64>) {
  "func.return"(%x0) : (tensor<i64>) -> ()
}


// -----
// case: c2_undefined
// expected: composite_c2
func.func @main(%a0: tensor<i64>) -> (tensor<i64>) {
  %r0 = "stablehlo.composite"(%a0) {name = "test.identity", decomposition = @missing} : (tensor<i64>) -> (tensor<i64>)
  "func.return"(%r0) : (tensor<i64>) -> ()
}


// -----
// case: c3_input_types
// expected: composite_c3
func.func @main(%a0: tensor<i64>) -> (tensor<i64>) {
  %r0 = "stablehlo.composite"(%a0) {name = "test.identity", decomposition = @dec} : (tensor<i64>) -> (tensor<i64>)
  "func.return"(%r0) : (tensor<i64>) -> ()
}
func.func private @dec(%x0: tensor<i32>) -> (tensor<i64>) {
  %c0 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
  "func.return"(%c0) : (tensor<i64>) -> ()
}


// -----
// case: c4_output_types
// expected: composite_c4
func.func @main(%a0: tensor<i64>) -> (tensor<i64>) {
  %r0 = "stablehlo.composite"(%a0) {name = "test.identity", decomposition = @dec} : (tensor<i64>) -> (tensor<i64>)
  "func.return"(%r0) : (tensor<i64>) -> ()
}
func.func private @dec(%x0: tensor<i64>) -> (tensor<i32>) {
  %c0 = "stablehlo.constant"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  "func.return"(%c0) : (tensor<i32>) -> ()
}
