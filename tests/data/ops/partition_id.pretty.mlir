module @partitioned attributes {mhlo.num_partitions = 4 : i32} {
  func.func @main() -> tensor<ui32> {
    %0 = stablehlo.partition_id : tensor<ui32>
    return %0 : tensor<ui32>
  }
}
