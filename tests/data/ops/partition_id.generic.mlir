"builtin.module"() <{sym_name = "partitioned"}> ({
  "func.func"() <{function_type = () -> tensor<ui32>, sym_name = "main"}> ({
    %0 = "stablehlo.partition_id"() : () -> tensor<ui32>
    "func.return"(%0) : (tensor<ui32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 4 : i32} : () -> ()
