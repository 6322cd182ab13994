// if (seed 000): pred true and false, only the selected branch runs (the other holds a failing check), several results of several element types, branches that use outer values and call functions, a token result, an if nested in a branch.
// pred false: the false branch's values; the true branch's failing check never runs
func.func @if_false_runs_only_the_false_branch() {
  %pred = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
  %x = "stablehlo.constant"() {value = dense<[1.5, -0.0]> : tensor<2xbf16>} : () -> tensor<2xbf16>
  %big = "stablehlo.constant"() {value = dense<18446744073709551615> : tensor<ui64>} : () -> tensor<ui64>
  %r0, %r1 = "stablehlo.if"(%pred) ({
    "check.expect_eq_const"(%x) {value = dense<[0.0, 0.0]> : tensor<2xbf16>} : (tensor<2xbf16>) -> ()
    %n = "stablehlo.negate"(%x) : (tensor<2xbf16>) -> tensor<2xbf16>
    %zero = "stablehlo.constant"() {value = dense<0> : tensor<ui64>} : () -> tensor<ui64>
    "stablehlo.return"(%n, %zero) : (tensor<2xbf16>, tensor<ui64>) -> ()
  }, {
    "stablehlo.return"(%x, %big) : (tensor<2xbf16>, tensor<ui64>) -> ()
  }) : (tensor<i1>) -> (tensor<2xbf16>, tensor<ui64>)
  "check.expect_eq_const"(%r0) {value = dense<[1.5, -0.0]> : tensor<2xbf16>} : (tensor<2xbf16>) -> ()
  "check.expect_eq_const"(%r1) {value = dense<18446744073709551615> : tensor<ui64>} : (tensor<ui64>) -> ()
  "func.return"() : () -> ()
}

// -----

// pred true: the true branch computes from an outer value and calls a function; the false branch's failing check never runs
func.func @if_true_runs_only_the_true_branch() {
  %pred = "stablehlo.constant"() {value = dense<true> : tensor<i1>} : () -> tensor<i1>
  %x = "stablehlo.constant"() {value = dense<[(1.0, 2.0), (-3.0, 0.5)]> : tensor<2xcomplex<f64>>} : () -> tensor<2xcomplex<f64>>
  %r = "stablehlo.if"(%pred) ({
    %d = func.call @if_true_runs_only_the_true_branch_double(%x) : (tensor<2xcomplex<f64>>) -> tensor<2xcomplex<f64>>
    "stablehlo.return"(%d) : (tensor<2xcomplex<f64>>) -> ()
  }, {
    "check.expect_eq_const"(%x) {value = dense<(0.0, 0.0)> : tensor<2xcomplex<f64>>} : (tensor<2xcomplex<f64>>) -> ()
    "stablehlo.return"(%x) : (tensor<2xcomplex<f64>>) -> ()
  }) : (tensor<i1>) -> tensor<2xcomplex<f64>>
  "check.expect_eq_const"(%r) {value = dense<[(2.0, 4.0), (-6.0, 1.0)]> : tensor<2xcomplex<f64>>} : (tensor<2xcomplex<f64>>) -> ()
  "func.return"() : () -> ()
}
func.func private @if_true_runs_only_the_true_branch_double(%a: tensor<2xcomplex<f64>>) -> tensor<2xcomplex<f64>> {
  %d = "stablehlo.add"(%a, %a) : (tensor<2xcomplex<f64>>, tensor<2xcomplex<f64>>) -> tensor<2xcomplex<f64>>
  "func.return"(%d) : (tensor<2xcomplex<f64>>) -> ()
}

// -----

// an if nested in the false branch, both using the outer %p2, with a token result alongside a tensor
func.func @if_nested_with_token_result() {
  %p1 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
  %p2 = "stablehlo.constant"() {value = dense<true> : tensor<i1>} : () -> tensor<i1>
  %a = "stablehlo.constant"() {value = dense<1> : tensor<i8>} : () -> tensor<i8>
  %b = "stablehlo.constant"() {value = dense<2> : tensor<i8>} : () -> tensor<i8>
  %c = "stablehlo.constant"() {value = dense<-128> : tensor<i8>} : () -> tensor<i8>
  %r, %t = "stablehlo.if"(%p1) ({
    %t1 = "stablehlo.after_all"() : () -> !stablehlo.token
    "stablehlo.return"(%a, %t1) : (tensor<i8>, !stablehlo.token) -> ()
  }, {
    %inner = "stablehlo.if"(%p2) ({
      "stablehlo.return"(%c) : (tensor<i8>) -> ()
    }, {
      "stablehlo.return"(%b) : (tensor<i8>) -> ()
    }) : (tensor<i1>) -> tensor<i8>
    %t2 = "stablehlo.after_all"() : () -> !stablehlo.token
    "stablehlo.return"(%inner, %t2) : (tensor<i8>, !stablehlo.token) -> ()
  }) : (tensor<i1>) -> (tensor<i8>, !stablehlo.token)
  "check.expect_eq_const"(%r) {value = dense<-128> : tensor<i8>} : (tensor<i8>) -> ()
  "func.return"() : () -> ()
}
