// Constraint cases of case (seed 000, section "case"): one, several and no-result branches; one program per constraint that breaks it.

// case: valid_two_branches
// expected: valid
func.func @main(%a0: tensor<i32>, %a1: tensor<2xf32>) -> (tensor<2xf32>) {
  %r0 = "stablehlo.case"(%a0) ({
    "stablehlo.return"(%a1) : (tensor<2xf32>) -> ()
  }, {
    %n = "stablehlo.negate"(%a1) : (tensor<2xf32>) -> tensor<2xf32>
    "stablehlo.return"(%n) : (tensor<2xf32>) -> ()
  }) : (tensor<i32>) -> (tensor<2xf32>)
  "func.return"(%r0) : (tensor<2xf32>) -> ()
}


// -----
// case: valid_one_branch
// expected: valid
func.func @main(%a0: tensor<i32>, %a1: tensor<2xf32>) -> (tensor<2xf32>) {
  %r0 = "stablehlo.case"(%a0) ({
    "stablehlo.return"(%a1) : (tensor<2xf32>) -> ()
  }) : (tensor<i32>) -> (tensor<2xf32>)
  "func.return"(%r0) : (tensor<2xf32>) -> ()
}


// -----
// case: valid_no_results
// expected: valid
func.func @main(%a0: tensor<i32>, %a1: tensor<2xf32>) {
  "stablehlo.case"(%a0) ({
    "stablehlo.return"() : () -> ()
  }, {
    "stablehlo.return"() : () -> ()
  }) : (tensor<i32>) -> ()
  "func.return"() : () -> ()
}


// -----
// case: c1_no_branches
// expected: case_c1
func.func @main(%a0: tensor<i32>, %a1: tensor<2xf32>) {
  "stablehlo.case"(%a0) : (tensor<i32>) -> ()
  "func.return"() : () -> ()
}


// -----
// case: c2_branch_argument
// expected: case_c2
func.func @main(%a0: tensor<i32>, %a1: tensor<2xf32>) -> (tensor<2xf32>) {
  %r0 = "stablehlo.case"(%a0) ({
    "stablehlo.return"(%a1) : (tensor<2xf32>) -> ()
  }, {
  ^bb0(%x: tensor<2xf32>):
    "stablehlo.return"(%x) : (tensor<2xf32>) -> ()
  }) : (tensor<i32>) -> (tensor<2xf32>)
  "func.return"(%r0) : (tensor<2xf32>) -> ()
}


// -----
// case: c3_branch_types
// expected: case_c3
// the results match branches[0], so only C3 breaks
func.func @main(%a0: tensor<i32>, %a1: tensor<2xf32>) -> (tensor<2xf32>) {
  %r0 = "stablehlo.case"(%a0) ({
    "stablehlo.return"(%a1) : (tensor<2xf32>) -> ()
  }, {
    %c = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    "stablehlo.return"(%c) : (tensor<i64>) -> ()
  }) : (tensor<i32>) -> (tensor<2xf32>)
  "func.return"(%r0) : (tensor<2xf32>) -> ()
}


// -----
// case: c4_result_type
// expected: case_c4
func.func @main(%a0: tensor<i32>, %a1: tensor<2xf32>) -> (tensor<3xf32>) {
  %r0 = "stablehlo.case"(%a0) ({
    "stablehlo.return"(%a1) : (tensor<2xf32>) -> ()
  }, {
    %n = "stablehlo.negate"(%a1) : (tensor<2xf32>) -> tensor<2xf32>
    "stablehlo.return"(%n) : (tensor<2xf32>) -> ()
  }) : (tensor<i32>) -> (tensor<3xf32>)
  "func.return"(%r0) : (tensor<3xf32>) -> ()
}
