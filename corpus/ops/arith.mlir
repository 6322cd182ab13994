// arith ops inside StableHLO programs (not in the seed spec: MLIR's arith dialect, which
// jaxlib's verifier accepts in any region; spec/ops/arith.py). Integer ops work on the bits
// modulo 2^bitwidth, cmpi reads them signed or unsigned by its predicate, index_cast
// sign-extends or truncates; float ops are correctly rounded.
// a while loop counted by arith ops: 3 + 0 + 1 + ... + 9
func.func @arith_while_counter() {
  %x = "stablehlo.constant"() {value = dense<3> : tensor<i32>} : () -> tensor<i32>
  %0 = "stablehlo.constant"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %r:2 = "stablehlo.while"(%0, %x) ({
  ^bb0(%i: tensor<i32>, %a: tensor<i32>):
    %c = "arith.constant"() {value = dense<10> : tensor<i32>} : () -> tensor<i32>
    %p = "arith.cmpi"(%i, %c) {predicate = 2 : i64} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }, {
  ^bb0(%i: tensor<i32>, %a: tensor<i32>):
    %one = "arith.constant"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
    %n = "arith.addi"(%i, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %s = "arith.addi"(%a, %i) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%n, %s) : (tensor<i32>, tensor<i32>) -> ()
  }) : (tensor<i32>, tensor<i32>) -> (tensor<i32>, tensor<i32>)
  "check.expect_eq_const"(%r#1) {value = dense<48> : tensor<i32>} : (tensor<i32>) -> ()
  "func.return"() : () -> ()
}

// -----

// i1 is one bit: addi is exclusive or, muli is and
func.func @arith_i1() {
  %lhs = "stablehlo.constant"() {value = dense<[false, false, true, true]> : tensor<4xi1>} : () -> tensor<4xi1>
  %rhs = "stablehlo.constant"() {value = dense<[false, true, false, true]> : tensor<4xi1>} : () -> tensor<4xi1>
  %sum = "arith.addi"(%lhs, %rhs) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  %product = "arith.muli"(%lhs, %rhs) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  "check.expect_eq_const"(%sum) {value = dense<[false, true, true, false]> : tensor<4xi1>} : (tensor<4xi1>) -> ()
  "check.expect_eq_const"(%product) {value = dense<[false, false, false, true]> : tensor<4xi1>} : (tensor<4xi1>) -> ()
  "func.return"() : () -> ()
}

// -----

// i8 wraps around; cmpi slt and ult read the same bits differently
func.func @arith_i8_wrap_and_compare() {
  %lhs = "stablehlo.constant"() {value = dense<[127, -1]> : tensor<2xi8>} : () -> tensor<2xi8>
  %rhs = "stablehlo.constant"() {value = dense<[1, 1]> : tensor<2xi8>} : () -> tensor<2xi8>
  %sum = "arith.addi"(%lhs, %rhs) : (tensor<2xi8>, tensor<2xi8>) -> tensor<2xi8>
  %slt = "arith.cmpi"(%lhs, %rhs) {predicate = 2 : i64} : (tensor<2xi8>, tensor<2xi8>) -> tensor<2xi1>
  %ult = "arith.cmpi"(%lhs, %rhs) {predicate = 6 : i64} : (tensor<2xi8>, tensor<2xi8>) -> tensor<2xi1>
  "check.expect_eq_const"(%sum) {value = dense<[-128, 0]> : tensor<2xi8>} : (tensor<2xi8>) -> ()
  "check.expect_eq_const"(%slt) {value = dense<[false, true]> : tensor<2xi1>} : (tensor<2xi1>) -> ()
  "check.expect_eq_const"(%ult) {value = dense<[false, false]> : tensor<2xi1>} : (tensor<2xi1>) -> ()
  "func.return"() : () -> ()
}

// -----

// index_cast: sign-extends to index, truncates from it
func.func @arith_index_cast() {
  %x = "stablehlo.constant"() {value = dense<[-3, 300]> : tensor<2xi64>} : () -> tensor<2xi64>
  %wide = "arith.index_cast"(%x) : (tensor<2xi64>) -> tensor<2xindex>
  %narrow = "arith.index_cast"(%wide) : (tensor<2xindex>) -> tensor<2xi8>
  "check.expect_eq_const"(%narrow) {value = dense<[-3, 44]> : tensor<2xi8>} : (tensor<2xi8>) -> ()
  "func.return"() : () -> ()
}

// -----

// float ops round once: 1 + 2^-24 is a tie in f32 and rounds to even (1)
func.func @arith_addf_ties_to_even() {
  %one = "stablehlo.constant"() {value = dense<1.0> : tensor<f32>} : () -> tensor<f32>
  %tiny = "stablehlo.constant"() {value = dense<5.96046448E-8> : tensor<f32>} : () -> tensor<f32>
  %sum = "arith.addf"(%one, %tiny) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  "check.expect_eq_const"(%sum) {value = dense<1.0> : tensor<f32>} : (tensor<f32>) -> ()
  "func.return"() : () -> ()
}
