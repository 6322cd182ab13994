// Spec example: program (seed 000, section "प्रोग्राम (Programs)", spec line 17)
// whole-program example: the spec's function is kept verbatim; function names repeat across cases (each case is its own module), so the case is named by `// case:`
// case: programs_main_mlp
// no-check: spec gives no input values (%image, %weights, %bias) and no expected result
func.func @main(
  %image: tensor<28x28xf32>,
  %weights: tensor<784x10xf32>,
  %bias: tensor<1x10xf32>
) -> tensor<1x10xf32> {
  %0 = "stablehlo.reshape"(%image) : (tensor<28x28xf32>) -> tensor<1x784xf32>
  %1 = "stablehlo.dot"(%0, %weights) : (tensor<1x784xf32>, tensor<784x10xf32>) -> tensor<1x10xf32>
  %2 = "stablehlo.add"(%1, %bias) : (tensor<1x10xf32>, tensor<1x10xf32>) -> tensor<1x10xf32>
  %3 = "stablehlo.constant"() {value = dense<0.0> : tensor<1x10xf32>} : () -> tensor<1x10xf32>
  %4 = "stablehlo.maximum"(%2, %3) : (tensor<1x10xf32>, tensor<1x10xf32>) -> tensor<1x10xf32>
  "func.return"(%4): (tensor<1x10xf32>) -> ()
}

// -----

// Spec example: program (seed 000, section "क्रम से चलने वाला प्रोसेस (Execution > Sequential execution)", spec line 5442)
// whole-program example: the spec's function is kept verbatim; function names repeat across cases (each case is its own module), so the case is named by `// case:`
// case: programs_execution_check
// note: the spec does not state the result; @programs_execution_check calls @main and checks 1.0 + 2.0 = 3.0 (exact)
// entry: @programs_execution_check
func.func @programs_execution_check() {
  %0 = "func.call"() {callee = @main} : () -> tensor<f64>
  "check.expect_eq_const"(%0) {value = dense<3.0> : tensor<f64>} : (tensor<f64>) -> ()
  "func.return"() : () -> ()
}
func.func @main() -> tensor<f64> {
  %0 = stablehlo.constant dense<1.0> : tensor<f64>
  %1 = stablehlo.constant dense<2.0> : tensor<f64>
  %2 = stablehlo.add %0, %1 : tensor<f64>
  return %2 : tensor<f64>
}

// -----

// Spec example: program (seed 000, section "आकार मेल नहीं खाते (Errors > Shape mismatches)", spec line 5573)
// whole-program example: the spec's function is kept verbatim; function names repeat across cases (each case is its own module), so the case is named by `// case:`
// case: programs_errors_shape_mismatch
// no-check: spec gives no input values; behaviour is undefined if the runtime shapes of %arg0 and %arg1 differ
func.func @foo(%arg0: tensor<?xi32>, %arg1: tensor<?xi32>) -> tensor<?xi32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<?xi32>
    return %0 : tensor<?xi32>
}

// -----

// Spec example: program (seed 000, section "एलिमेंट के हिसाब से किए जाने वाले एक आर्ग्युमेंट वाले ऑपरेशन के लिए, आकार मेल नहीं खाना (Dynamism > unary elementwise)", spec line 5861)
// whole-program example: the spec's function is kept verbatim; function names repeat across cases (each case is its own module), so the case is named by `// case:`
// case: programs_dynamism_unary
// no-check: the function returns nothing and the spec gives no inputs; behaviour is undefined unless the runtime size of %arg0 is 2
func.func @foo(%arg0: tensor<?xf64>) {
  %0 = stablehlo.abs %arg0 : (tensor<?xf64>) -> tensor<2xf64>
  return
}

// -----

// Spec example: program (seed 000, section "एलिमेंट के हिसाब से किए जाने वाले बाइनरी ऑपरेशन के लिए, आकार मेल नहीं खाना (Dynamism > binary elementwise)", spec line 5874)
// whole-program example: the spec's function is kept verbatim; function names repeat across cases (each case is its own module), so the case is named by `// case:`
// case: programs_dynamism_binary
// no-check: the function returns nothing and the spec gives no inputs
func.func @foo(%arg0: tensor<?xf64>, %arg1: tensor<?xf64>) {
  %0 = stablehlo.add %arg0, %arg0 : (tensor<?xf64>, tensor<?xf64>) -> tensor<?xf64>
  return
}

// -----

// Spec example: program (seed 000, section "उन ऑपरेशन के लिए आकार का मेल न खाना जो अपने आउटपुट के आकार को ऑपरेंड के तौर पर लेते हैं (Dynamism > output shape as operand)", spec line 5885)
// whole-program example: the spec's function is kept verbatim; function names repeat across cases (each case is its own module), so the case is named by `// case:`
// case: programs_dynamism_output_shape
// no-check: the function returns nothing and the spec gives no inputs; behaviour is undefined unless %arg0 = [3, 4] at runtime
func.func @foo(%arg0: tensor<2xi32>) {
  %0 = stablehlo.dynamic_iota %arg0, dim = 0 : (tensor<2xi32>) -> tensor<3x4xi64>
  return
}
