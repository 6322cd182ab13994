module attributes {mhlo.num_replicas = 2 : i32, mhlo.num_partitions = 1 : i32} {
  func.func @main() -> tensor<ui32> {
    %result = "stablehlo.replica_id"() : () -> tensor<ui32>
    "func.return"(%result) : (tensor<ui32>) -> ()
  }
}
