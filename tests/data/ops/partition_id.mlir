module @partitioned attributes {mhlo.num_partitions = 4 : i32} {
  func.func @main() -> tensor<ui32> {
    %result = "stablehlo.partition_id"() : () -> tensor<ui32>
    "func.return"(%result) : (tensor<ui32>) -> ()
  }
}
