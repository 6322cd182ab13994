"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3xi64>, tensor<i64>) -> tensor<5x5xi64>, sym_name = "main"}> ({
  ^bb0(%arg10: tensor<2x3xi64>, %arg11: tensor<i64>):
    %5 = "stablehlo.pad"(%arg10, %arg11) <{edge_padding_high = array<i64: 2, 1>, edge_padding_low = array<i64: 0, 1>, interior_padding = array<i64: 1, 0>}> : (tensor<2x3xi64>, tensor<i64>) -> tensor<5x5xi64>
    "func.return"(%5) : (tensor<5x5xi64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<5xf32>, tensor<f32>) -> tensor<3xf32>, sym_name = "negative"}> ({
  ^bb0(%arg8: tensor<5xf32>, %arg9: tensor<f32>):
    %4 = "stablehlo.pad"(%arg8, %arg9) <{edge_padding_high = array<i64: -1>, edge_padding_low = array<i64: -1>, interior_padding = array<i64: 0>}> : (tensor<5xf32>, tensor<f32>) -> tensor<3xf32>
    "func.return"(%4) : (tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<f32>, tensor<f32>) -> tensor<f32>, sym_name = "rank0"}> ({
  ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
    %3 = "stablehlo.pad"(%arg6, %arg7) <{edge_padding_high = array<i64>, edge_padding_low = array<i64>, interior_padding = array<i64>}> : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%3) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2xi1>, tensor<i1>, tensor<2xcomplex<f32>>, tensor<complex<f32>>) -> (tensor<4xi1>, tensor<3xcomplex<f32>>), sym_name = "types"}> ({
  ^bb0(%arg2: tensor<2xi1>, %arg3: tensor<i1>, %arg4: tensor<2xcomplex<f32>>, %arg5: tensor<complex<f32>>):
    %1 = "stablehlo.pad"(%arg2, %arg3) <{edge_padding_high = array<i64: 1>, edge_padding_low = array<i64: 1>, interior_padding = array<i64: 0>}> : (tensor<2xi1>, tensor<i1>) -> tensor<4xi1>
    %2 = "stablehlo.pad"(%arg4, %arg5) <{edge_padding_high = array<i64: 0>, edge_padding_low = array<i64: 0>, interior_padding = array<i64: 1>}> : (tensor<2xcomplex<f32>>, tensor<complex<f32>>) -> tensor<3xcomplex<f32>>
    "func.return"(%1, %2) : (tensor<4xi1>, tensor<3xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x3xf32>, tensor<f32>) -> tensor<?x5xf32>, sym_name = "dynamic"}> ({
  ^bb0(%arg0: tensor<?x3xf32>, %arg1: tensor<f32>):
    %0 = "stablehlo.pad"(%arg0, %arg1) <{edge_padding_high = array<i64: 1, 1>, edge_padding_low = array<i64: 1, 1>, interior_padding = array<i64: 0, 0>}> : (tensor<?x3xf32>, tensor<f32>) -> tensor<?x5xf32>
    "func.return"(%0) : (tensor<?x5xf32>) -> ()
  }) : () -> ()
}) : () -> ()
