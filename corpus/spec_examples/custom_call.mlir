// Spec example: custom_call (seed 000, section "custom_call", spec line 1866)
// no-check: spec gives no input values (%input0) and no expected result
// note: the spec does not show @foo (called_computations); a placeholder identity function is defined so the module verifies
func.func @custom_call_example_1(%input0: tensor<f64>) -> tensor<f64> {
  %results = "stablehlo.custom_call"(%input0) {
    call_target_name = "foo",
    has_side_effect = false,
    backend_config = {bar = 42 : i32},
    api_version = 4 : i32,
    called_computations = [@foo]
  } : (tensor<f64>) -> tensor<f64>
  "func.return"(%results) : (tensor<f64>) -> ()
}
func.func private @foo(%arg0: tensor<f64>) -> tensor<f64> {
  "func.return"(%arg0) : (tensor<f64>) -> ()
}
