"builtin.module"() ({
  "func.func"() <{function_type = (tensor<3x4xi64>) -> tensor<2x2xi64>, sym_name = "main"}> ({
  ^bb0(%arg8: tensor<3x4xi64>):
    %8 = "stablehlo.slice"(%arg8) <{limit_indices = array<i64: 3, 4>, start_indices = array<i64: 1, 2>, strides = array<i64: 1, 1>}> : (tensor<3x4xi64>) -> tensor<2x2xi64>
    "func.return"(%8) : (tensor<2x2xi64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3x6xf32>) -> tensor<1x3xf32>, sym_name = "strided"}> ({
  ^bb0(%arg7: tensor<3x6xf32>):
    %7 = "stablehlo.slice"(%arg7) <{limit_indices = array<i64: 1, 6>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 2>}> : (tensor<3x6xf32>) -> tensor<1x3xf32>
    "func.return"(%7) : (tensor<1x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<f32>) -> tensor<f32>, sym_name = "rank0"}> ({
  ^bb0(%arg6: tensor<f32>):
    %6 = "stablehlo.slice"(%arg6) <{limit_indices = array<i64>, start_indices = array<i64>, strides = array<i64>}> : (tensor<f32>) -> tensor<f32>
    "func.return"(%6) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xcomplex<f32>>) -> tensor<0xcomplex<f32>>, sym_name = "empty"}> ({
  ^bb0(%arg5: tensor<4xcomplex<f32>>):
    %5 = "stablehlo.slice"(%arg5) <{limit_indices = array<i64: 2>, start_indices = array<i64: 2>, strides = array<i64: 3>}> : (tensor<4xcomplex<f32>>) -> tensor<0xcomplex<f32>>
    "func.return"(%5) : (tensor<0xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8xi1>, tensor<8xf8E5M2>, tensor<2x3x4xui8>) -> (tensor<4xi1>, tensor<3xf8E5M2>, tensor<1x1x2xui8>), sym_name = "types"}> ({
  ^bb0(%arg2: tensor<8xi1>, %arg3: tensor<8xf8E5M2>, %arg4: tensor<2x3x4xui8>):
    %2 = "stablehlo.slice"(%arg2) <{limit_indices = array<i64: 8>, start_indices = array<i64: 0>, strides = array<i64: 2>}> : (tensor<8xi1>) -> tensor<4xi1>
    %3 = "stablehlo.slice"(%arg3) <{limit_indices = array<i64: 8>, start_indices = array<i64: 1>, strides = array<i64: 3>}> : (tensor<8xf8E5M2>) -> tensor<3xf8E5M2>
    %4 = "stablehlo.slice"(%arg4) <{limit_indices = array<i64: 2, 3, 4>, start_indices = array<i64: 1, 2, 0>, strides = array<i64: 1, 1, 2>}> : (tensor<2x3x4xui8>) -> tensor<1x1x2xui8>
    "func.return"(%2, %3, %4) : (tensor<4xi1>, tensor<3xf8E5M2>, tensor<1x1x2xui8>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x4xf32>, tensor<?x4xf32, #stablehlo.bounds<8, ?>>) -> (tensor<1x2xf32>, tensor<1x2xf32>), sym_name = "dynamic"}> ({
  ^bb0(%arg0: tensor<?x4xf32>, %arg1: tensor<?x4xf32, #stablehlo.bounds<8, ?>>):
    %0 = "stablehlo.slice"(%arg0) <{limit_indices = array<i64: 1, 3>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>}> : (tensor<?x4xf32>) -> tensor<1x2xf32>
    %1 = "stablehlo.slice"(%arg1) <{limit_indices = array<i64: 1, 3>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>}> : (tensor<?x4xf32, #stablehlo.bounds<8, ?>>) -> tensor<1x2xf32>
    "func.return"(%0, %1) : (tensor<1x2xf32>, tensor<1x2xf32>) -> ()
  }) : () -> ()
}) : () -> ()
