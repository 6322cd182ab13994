// Spec example: replica_id (seed 000, section "replica_id", spec line 4103)
// no-check: result depends on the executing process; spec gives no expected value
func.func @replica_id_example_1() -> tensor<ui32> {
  %result = "stablehlo.replica_id"() : () -> tensor<ui32>
  "func.return"(%result) : (tensor<ui32>) -> ()
}
