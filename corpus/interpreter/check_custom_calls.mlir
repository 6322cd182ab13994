// Upstream's test files also write checks as custom calls (`stablehlo.custom_call
// @check.expect_close(...)`), which upstream's test runner (stablehlo-translate --interpret,
// StablehloTranslateMain.cpp) judges with its own tolerances, not the check dialect ops'
// defaults: expect_close with min_ulp_difference 0 and max_ulp_difference 3 (the op: 1),
// expect_almost_eq with 0.001 (the op: 0.0001). One case on each side of each tolerance; the
// far side is marked `// check-fails:` (tests/reference/test_reference_corpus.py requires it to
// fail its checks, as the runner fails it).

// case: custom_call_expect_close_3_ulp
func.func @custom_call_expect_close_3_ulp() {
  %a = stablehlo.constant dense<[1.0, 2.0, -0.5]> : tensor<3xf32>
  %b = stablehlo.constant dense<[0x3F800003, 2.0, 0xBF000003]> : tensor<3xf32>
  stablehlo.custom_call @check.expect_close(%a, %b) : (tensor<3xf32>, tensor<3xf32>) -> ()
  func.return
}

// -----

// case: custom_call_expect_close_4_ulp
// check-fails: 4 ULP (0x3F800004 for 1.0) is beyond the runner's max_ulp_difference of 3
func.func @custom_call_expect_close_4_ulp() {
  %a = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %b = stablehlo.constant dense<[0x3F800004, 2.0]> : tensor<2xf32>
  stablehlo.custom_call @check.expect_close(%a, %b) : (tensor<2xf32>, tensor<2xf32>) -> ()
  func.return
}

// -----

// case: custom_call_expect_almost_eq_within
func.func @custom_call_expect_almost_eq_within() {
  %a = stablehlo.constant dense<[1.0, 2.0, 0.0]> : tensor<3xf64>
  %b = stablehlo.constant dense<[1.0009, 2.0, -0.0009]> : tensor<3xf64>
  stablehlo.custom_call @check.expect_almost_eq(%a, %b) : (tensor<3xf64>, tensor<3xf64>) -> ()
  func.return
}

// -----

// case: custom_call_expect_almost_eq_beyond
// check-fails: 1.0011 is more than the runner's 0.001 from 1.0
func.func @custom_call_expect_almost_eq_beyond() {
  %a = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf64>
  %b = stablehlo.constant dense<[1.0011, 2.0]> : tensor<2xf64>
  stablehlo.custom_call @check.expect_almost_eq(%a, %b) : (tensor<2xf64>, tensor<2xf64>) -> ()
  func.return
}

// -----

// case: dialect_expect_close_default_1_ulp
// check-fails: the check dialect's own expect_close (no attributes given) defaults to max_ulp_difference 1: the 3 ULP the custom call allows fail here
func.func @dialect_expect_close_default_1_ulp() {
  %a = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %b = stablehlo.constant dense<[0x3F800003, 2.0]> : tensor<2xf32>
  "check.expect_close"(%a, %b) : (tensor<2xf32>, tensor<2xf32>) -> ()
  func.return
}
