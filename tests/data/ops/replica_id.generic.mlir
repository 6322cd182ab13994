"builtin.module"() ({
  "func.func"() <{function_type = () -> tensor<ui32>, sym_name = "main"}> ({
    %0 = "stablehlo.replica_id"() : () -> tensor<ui32>
    "func.return"(%0) : (tensor<ui32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 2 : i32} : () -> ()
