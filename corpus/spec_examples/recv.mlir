// Spec example: recv (seed 000, section "recv", spec line 3787)
// no-check: spec gives no expected result
func.func @recv_example_1() -> (tensor<2x2xi64>, !stablehlo.token) {
  %token = "stablehlo.after_all"() : () -> !stablehlo.token
  %results0, %results1 = "stablehlo.recv"(%token) {
    channel_handle = #stablehlo.channel_handle<handle = 1, type = 3>,
    is_host_transfer = true
  } : (!stablehlo.token) -> (tensor<2x2xi64>, !stablehlo.token)
  "func.return"(%results0, %results1) : (tensor<2x2xi64>, !stablehlo.token) -> ()
}
