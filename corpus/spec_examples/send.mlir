// Spec example: send (seed 000, section "भेजें", spec line 4673)
// no-check: spec gives no input values (%operand) and no expected result
func.func @send_example_1(%operand: tensor<2x2xi64>) -> !stablehlo.token {
  %token = "stablehlo.after_all"() : () -> !stablehlo.token
  %result = "stablehlo.send"(%operand, %token) {
    channel_handle = #stablehlo.channel_handle<handle = 1, type = 2>,
    is_host_transfer = true
  } : (tensor<2x2xi64>, !stablehlo.token) -> !stablehlo.token
  "func.return"(%result) : (!stablehlo.token) -> ()
}
