// Spec example: infeed (seed 000, section "इनफ़ीड", spec line 3071)
// processes: num_replicas=1 num_partitions=1
// infeed queue: infeed.processes.json ("infeed" entry: infeed_queue[0], infeed_queue[1])
func.func @infeed_example_1() {
  %token = "stablehlo.after_all"() : () -> !stablehlo.token
  %results0:2 = "stablehlo.infeed"(%token) {
    infeed_config = ""
  } : (!stablehlo.token) -> (tensor<2x2xi64>, !stablehlo.token)
  %results1:2 = "stablehlo.infeed"(%token) {
    infeed_config = ""
  } : (!stablehlo.token) -> (tensor<2x2xi64>, !stablehlo.token)
  "check.expect_eq_const"(%results0#0) {value = dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>} : (tensor<2x2xi64>) -> ()
  "check.expect_eq_const"(%results1#0) {value = dense<[[5, 6], [7, 8]]> : tensor<2x2xi64>} : (tensor<2x2xi64>) -> ()
  "func.return"() : () -> ()
}
