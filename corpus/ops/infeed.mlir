// infeed: per-process queues (sidecar "infeed"), variadic entries, an entry of no tensors
// two replicas, each reads its own queue: a two-tensor entry, an entry of no tensors, an i1 entry
// processes: num_replicas=2 num_partitions=1; inputs and expected outputs: infeed.processes.json
func.func @infeed_per_process_queues() -> (tensor<2xi32>, tensor<f32>, tensor<1x2xi1>) {
  %t = "stablehlo.after_all"() : () -> !stablehlo.token
  %a:3 = "stablehlo.infeed"(%t) {infeed_config = ""} : (!stablehlo.token) -> (tensor<2xi32>, tensor<f32>, !stablehlo.token)
  %b = "stablehlo.infeed"(%a#2) {infeed_config = ""} : (!stablehlo.token) -> !stablehlo.token
  %c:2 = "stablehlo.infeed"(%b) {infeed_config = ""} : (!stablehlo.token) -> (tensor<1x2xi1>, !stablehlo.token)
  "func.return"(%a#0, %a#1, %c#0) : (tensor<2xi32>, tensor<f32>, tensor<1x2xi1>) -> ()
}
