// Constraint cases of while (seed 000, section "while"): a counting loop, a token operand; one program per constraint that breaks it.

// case: valid_loop
// expected: valid
func.func @main(%a0: tensor<i64>, %a1: tensor<2xf32>) -> (tensor<i64>, tensor<2xf32>) {
  %r0, %r1 = "stablehlo.while"(%a0, %a1) ({
  ^bb0(%x0: tensor<i64>, %x1: tensor<2xf32>):
    %k = "stablehlo.constant"() {value = dense<10> : tensor<i64>} : () -> tensor<i64>
    %p = "stablehlo.compare"(%x0, %k) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x0: tensor<i64>, %x1: tensor<2xf32>):
    %one = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %i = "stablehlo.add"(%x0, %one) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    "stablehlo.return"(%i, %x1) : (tensor<i64>, tensor<2xf32>) -> ()
  }) : (tensor<i64>, tensor<2xf32>) -> (tensor<i64>, tensor<2xf32>)
  "func.return"(%r0, %r1) : (tensor<i64>, tensor<2xf32>) -> ()
}


// -----
// case: valid_token
// expected: valid
func.func @main(%a0: !stablehlo.token) -> (!stablehlo.token) {
  %r0 = "stablehlo.while"(%a0) ({
  ^bb0(%x0: !stablehlo.token):
    %p = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x0: !stablehlo.token):
    "stablehlo.return"(%x0) : (!stablehlo.token) -> ()
  }) : (!stablehlo.token) -> (!stablehlo.token)
  "func.return"(%r0) : (!stablehlo.token) -> ()
}


// -----
// case: c1_cond_argument
// expected: while_c1
func.func @main(%a0: tensor<i64>, %a1: tensor<2xf32>) -> (tensor<i64>, tensor<2xf32>) {
  %r0, %r1 = "stablehlo.while"(%a0, %a1) ({
  ^bb0(%x0: tensor<i64>):
    %p = "stablehlo.constant"() {value = dense<true> : tensor<i1>} : () -> tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x0: tensor<i64>, %x1: tensor<2xf32>):
    %one = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %i = "stablehlo.add"(%x0, %one) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    "stablehlo.return"(%i, %x1) : (tensor<i64>, tensor<2xf32>) -> ()
  }) : (tensor<i64>, tensor<2xf32>) -> (tensor<i64>, tensor<2xf32>)
  "func.return"(%r0, %r1) : (tensor<i64>, tensor<2xf32>) -> ()
}


// -----
// case: c1_cond_result
// expected: while_c1
func.func @main(%a0: tensor<i64>, %a1: tensor<2xf32>) -> (tensor<i64>, tensor<2xf32>) {
  %r0, %r1 = "stablehlo.while"(%a0, %a1) ({
  ^bb0(%x0: tensor<i64>, %x1: tensor<2xf32>):
    "stablehlo.return"(%x0) : (tensor<i64>) -> ()
  }, {
  ^bb0(%x0: tensor<i64>, %x1: tensor<2xf32>):
    %one = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %i = "stablehlo.add"(%x0, %one) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    "stablehlo.return"(%i, %x1) : (tensor<i64>, tensor<2xf32>) -> ()
  }) : (tensor<i64>, tensor<2xf32>) -> (tensor<i64>, tensor<2xf32>)
  "func.return"(%r0, %r1) : (tensor<i64>, tensor<2xf32>) -> ()
}


// -----
// case: c2_body_result
// expected: while_c2
func.func @main(%a0: tensor<i64>, %a1: tensor<2xf32>) -> (tensor<i64>, tensor<2xf32>) {
  %r0, %r1 = "stablehlo.while"(%a0, %a1) ({
  ^bb0(%x0: tensor<i64>, %x1: tensor<2xf32>):
    %k = "stablehlo.constant"() {value = dense<10> : tensor<i64>} : () -> tensor<i64>
    %p = "stablehlo.compare"(%x0, %k) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x0: tensor<i64>, %x1: tensor<2xf32>):
    "stablehlo.return"(%x0, %x0) : (tensor<i64>, tensor<i64>) -> ()
  }) : (tensor<i64>, tensor<2xf32>) -> (tensor<i64>, tensor<2xf32>)
  "func.return"(%r0, %r1) : (tensor<i64>, tensor<2xf32>) -> ()
}


// -----
// case: c2_body_argument
// expected: while_c2
func.func @main(%a0: tensor<i64>, %a1: tensor<2xf32>) -> (tensor<i64>, tensor<2xf32>) {
  %r0, %r1 = "stablehlo.while"(%a0, %a1) ({
  ^bb0(%x0: tensor<i64>, %x1: tensor<2xf32>):
    %k = "stablehlo.constant"() {value = dense<10> : tensor<i64>} : () -> tensor<i64>
    %p = "stablehlo.compare"(%x0, %k) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x0: tensor<i64>, %x1: tensor<2xf64>):
    %f = "stablehlo.constant"() {value = dense<0.0> : tensor<2xf32>} : () -> tensor<2xf32>
    "stablehlo.return"(%x0, %f) : (tensor<i64>, tensor<2xf32>) -> ()
  }) : (tensor<i64>, tensor<2xf32>) -> (tensor<i64>, tensor<2xf32>)
  "func.return"(%r0, %r1) : (tensor<i64>, tensor<2xf32>) -> ()
}


// -----
// case: c3_result_type
// expected: while_c3
func.func @main(%a0: tensor<i64>, %a1: tensor<2xf32>) -> (tensor<i64>, tensor<3xf32>) {
  %r0, %r1 = "stablehlo.while"(%a0, %a1) ({
  ^bb0(%x0: tensor<i64>, %x1: tensor<2xf32>):
    %k = "stablehlo.constant"() {value = dense<10> : tensor<i64>} : () -> tensor<i64>
    %p = "stablehlo.compare"(%x0, %k) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x0: tensor<i64>, %x1: tensor<2xf32>):
    %one = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %i = "stablehlo.add"(%x0, %one) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    "stablehlo.return"(%i, %x1) : (tensor<i64>, tensor<2xf32>) -> ()
  }) : (tensor<i64>, tensor<2xf32>) -> (tensor<i64>, tensor<3xf32>)
  "func.return"(%r0, %r1) : (tensor<i64>, tensor<3xf32>) -> ()
}
