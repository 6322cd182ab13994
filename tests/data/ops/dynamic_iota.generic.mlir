"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2xi64>) -> tensor<4x5xi64>, sym_name = "main"}> ({
  ^bb0(%arg3: tensor<2xi64>):
    %4 = "stablehlo.dynamic_iota"(%arg3) <{iota_dimension = 0 : i64}> : (tensor<2xi64>) -> tensor<4x5xi64>
    "func.return"(%4) : (tensor<4x5xi64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2xi32>) -> (tensor<?x?xf32>, tensor<?x5xbf16>), sym_name = "dynamic"}> ({
  ^bb0(%arg2: tensor<2xi32>):
    %2 = "stablehlo.dynamic_iota"(%arg2) <{iota_dimension = 1 : i64}> : (tensor<2xi32>) -> tensor<?x?xf32>
    %3 = "stablehlo.dynamic_iota"(%arg2) <{iota_dimension = 0 : i64}> : (tensor<2xi32>) -> tensor<?x5xbf16>
    "func.return"(%2, %3) : (tensor<?x?xf32>, tensor<?x5xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<1xui32>, tensor<1xindex>) -> (tensor<?xi32>, tensor<?xui8>), sym_name = "index_types"}> ({
  ^bb0(%arg0: tensor<1xui32>, %arg1: tensor<1xindex>):
    %0 = "stablehlo.dynamic_iota"(%arg0) <{iota_dimension = 0 : i64}> : (tensor<1xui32>) -> tensor<?xi32>
    %1 = "stablehlo.dynamic_iota"(%arg1) <{iota_dimension = 0 : i64}> : (tensor<1xindex>) -> tensor<?xui8>
    "func.return"(%0, %1) : (tensor<?xi32>, tensor<?xui8>) -> ()
  }) : () -> ()
}) : () -> ()
