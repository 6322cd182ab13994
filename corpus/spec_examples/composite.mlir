// Spec example: composite (seed 000, section "मिश्रित", spec line 1477)
// no-check: spec gives no input values (%input0, %input1) and no expected result
// note: the spec does not show the decomposition @my_op; a placeholder (add) is defined so the module verifies
func.func @composite_example_1(%input0: tensor<f32>, %input1: tensor<f32>) -> tensor<f32> {
  %results = "stablehlo.composite"(%input0, %input1) {
    name = "my_namespace.my_op",
    composite_attributes = {
      my_attribute = "my_value"
    },
    decomposition = @my_op,
    version = 1 : i32
  } : (tensor<f32>, tensor<f32>) -> tensor<f32>
  "func.return"(%results) : (tensor<f32>) -> ()
}
func.func private @my_op(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
  %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  "func.return"(%0) : (tensor<f32>) -> ()
}
