// Constraint cases of if (seed 000, section "if"): one valid program per form, one program per constraint that breaks it.

// case: valid_one_result
// expected: valid
func.func @main(%a0: tensor<i1>, %a1: tensor<2xf32>) -> (tensor<2xf32>) {
  %r0 = "stablehlo.if"(%a0) ({
    "stablehlo.return"(%a1) : (tensor<2xf32>) -> ()
  }, {
    %n = "stablehlo.negate"(%a1) : (tensor<2xf32>) -> tensor<2xf32>
    "stablehlo.return"(%n) : (tensor<2xf32>) -> ()
  }) : (tensor<i1>) -> (tensor<2xf32>)
  "func.return"(%r0) : (tensor<2xf32>) -> ()
}


// -----
// case: valid_token_and_tensor
// expected: valid
func.func @main(%a0: tensor<i1>, %a1: tensor<2xf32>) -> (!stablehlo.token, tensor<2xf32>) {
  %r0, %r1 = "stablehlo.if"(%a0) ({
    %t = "stablehlo.after_all"() : () -> !stablehlo.token
    "stablehlo.return"(%t, %a1) : (!stablehlo.token, tensor<2xf32>) -> ()
  }, {
    %t = "stablehlo.after_all"() : () -> !stablehlo.token
    "stablehlo.return"(%t, %a1) : (!stablehlo.token, tensor<2xf32>) -> ()
  }) : (tensor<i1>) -> (!stablehlo.token, tensor<2xf32>)
  "func.return"(%r0, %r1) : (!stablehlo.token, tensor<2xf32>) -> ()
}


// -----
// case: valid_no_results
// expected: valid
func.func @main(%a0: tensor<i1>, %a1: tensor<2xf32>) {
  "stablehlo.if"(%a0) ({
    "stablehlo.return"() : () -> ()
  }, {
    "stablehlo.return"() : () -> ()
  }) : (tensor<i1>) -> ()
  "func.return"() : () -> ()
}


// -----
// case: c1_branch_argument
// expected: if_c1
func.func @main(%a0: tensor<i1>, %a1: tensor<2xf32>) -> (tensor<2xf32>) {
  %r0 = "stablehlo.if"(%a0) ({
  ^bb0(%x: tensor<2xf32>):
    "stablehlo.return"(%x) : (tensor<2xf32>) -> ()
  }, {
    %n = "stablehlo.negate"(%a1) : (tensor<2xf32>) -> tensor<2xf32>
    "stablehlo.return"(%n) : (tensor<2xf32>) -> ()
  }) : (tensor<i1>) -> (tensor<2xf32>)
  "func.return"(%r0) : (tensor<2xf32>) -> ()
}


// -----
// case: c2_branch_types
// expected: if_c2
func.func @main(%a0: tensor<i1>, %a1: tensor<2xf32>) -> (tensor<2xf32>) {
  %r0 = "stablehlo.if"(%a0) ({
    "stablehlo.return"(%a1) : (tensor<2xf32>) -> ()
  }, {
    %c = "stablehlo.convert"(%a1) : (tensor<2xf32>) -> tensor<2xf16>
    "stablehlo.return"(%c) : (tensor<2xf16>) -> ()
  }) : (tensor<i1>) -> (tensor<2xf32>)
  "func.return"(%r0) : (tensor<2xf32>) -> ()
}


// -----
// case: c2_branch_counts
// expected: if_c2
func.func @main(%a0: tensor<i1>, %a1: tensor<2xf32>) -> (tensor<2xf32>) {
  %r0 = "stablehlo.if"(%a0) ({
    "stablehlo.return"(%a1) : (tensor<2xf32>) -> ()
  }, {
    "stablehlo.return"(%a1, %a1) : (tensor<2xf32>, tensor<2xf32>) -> ()
  }) : (tensor<i1>) -> (tensor<2xf32>)
  "func.return"(%r0) : (tensor<2xf32>) -> ()
}


// -----
// case: c3_result_type
// expected: if_c3
func.func @main(%a0: tensor<i1>, %a1: tensor<2xf32>) -> (tensor<2xf64>) {
  %r0 = "stablehlo.if"(%a0) ({
    "stablehlo.return"(%a1) : (tensor<2xf32>) -> ()
  }, {
    %n = "stablehlo.negate"(%a1) : (tensor<2xf32>) -> tensor<2xf32>
    "stablehlo.return"(%n) : (tensor<2xf32>) -> ()
  }) : (tensor<i1>) -> (tensor<2xf64>)
  "func.return"(%r0) : (tensor<2xf64>) -> ()
}
