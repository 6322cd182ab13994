// outfeed: writes to each process's outfeed (sidecar "outfeed" lists the expected entries)
// two partitions each write three entries (two tensors, none, one) to their own outfeed
// processes: num_replicas=1 num_partitions=2; inputs and expected outputs: outfeed.processes.json
func.func @outfeed_per_process(%x0: tensor<2xi64>, %x1: tensor<f64>) -> tensor<f64> {
  %t = "stablehlo.after_all"() : () -> !stablehlo.token
  %t1 = "stablehlo.outfeed"(%x0, %x1, %t) {outfeed_config = ""} : (tensor<2xi64>, tensor<f64>, !stablehlo.token) -> !stablehlo.token
  %t2 = "stablehlo.outfeed"(%t1) {outfeed_config = ""} : (!stablehlo.token) -> !stablehlo.token
  %t3 = "stablehlo.outfeed"(%x1, %t2) {outfeed_config = ""} : (tensor<f64>, !stablehlo.token) -> !stablehlo.token
  "func.return"(%x1) : (tensor<f64>) -> ()
}
