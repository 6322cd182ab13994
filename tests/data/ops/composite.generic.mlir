"builtin.module"() ({
  "func.func"() <{function_type = (tensor<f32>, tensor<f32>) -> tensor<f32>, sym_name = "main"}> ({
  ^bb0(%arg9: tensor<f32>, %arg10: tensor<f32>):
    %7 = "stablehlo.composite"(%arg9, %arg10) <{composite_attributes = {my_attribute = "my_value"}, decomposition = @my_op, name = "my_namespace.my_op", version = 1 : i32}> : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%7) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<f32>, tensor<f32>) -> tensor<f32>, sym_name = "my_op", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
    %6 = "stablehlo.add"(%arg7, %arg8) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%6) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xbf16>) -> tensor<2x3xbf16>, sym_name = "minimal"}> ({
  ^bb0(%arg6: tensor<2x3xbf16>):
    %5 = "stablehlo.composite"(%arg6) <{decomposition = @identity, name = "foo.identity"}> : (tensor<2x3xbf16>) -> tensor<2x3xbf16>
    "func.return"(%5) : (tensor<2x3xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xbf16>) -> tensor<2x3xbf16>, sym_name = "identity", sym_visibility = "private"}> ({
  ^bb0(%arg5: tensor<2x3xbf16>):
    "func.return"(%arg5) : (tensor<2x3xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xbf16>) -> tensor<2x3xbf16>, sym_name = "explicit_defaults"}> ({
  ^bb0(%arg4: tensor<2x3xbf16>):
    %4 = "stablehlo.composite"(%arg4) <{composite_attributes = {}, decomposition = @identity, name = "foo.identity", version = 0 : i32}> : (tensor<2x3xbf16>) -> tensor<2x3xbf16>
    "func.return"(%4) : (tensor<2x3xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>, !stablehlo.token) -> (tensor<4xf32>, tensor<4xi32>, !stablehlo.token), sym_name = "multi"}> ({
  ^bb0(%arg2: tensor<4xf32>, %arg3: !stablehlo.token):
    %3:3 = "stablehlo.composite"(%arg2, %arg3) <{composite_attributes = {approx = true, axis = 0 : i64, dense_attr = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>, dims = array<i64: 1, 2>, scale = 5.000000e-01 : f32}, decomposition = @multi_impl, name = "foo.multi", version = 3 : i32}> : (tensor<4xf32>, !stablehlo.token) -> (tensor<4xf32>, tensor<4xi32>, !stablehlo.token)
    "func.return"(%3#0, %3#1, %3#2) : (tensor<4xf32>, tensor<4xi32>, !stablehlo.token) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>, !stablehlo.token) -> (tensor<4xf32>, tensor<4xi32>, !stablehlo.token), sym_name = "multi_impl", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4xf32>, %arg1: !stablehlo.token):
    %2 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xi32>
    "func.return"(%arg0, %2, %arg1) : (tensor<4xf32>, tensor<4xi32>, !stablehlo.token) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> tensor<i32>, sym_name = "no_operands"}> ({
    %1 = "stablehlo.composite"() <{decomposition = @const_impl, name = "foo.const"}> : () -> tensor<i32>
    "func.return"(%1) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> tensor<i32>, sym_name = "const_impl", sym_visibility = "private"}> ({
    %0 = "stablehlo.constant"() <{value = dense<7> : tensor<i32>}> : () -> tensor<i32>
    "func.return"(%0) : (tensor<i32>) -> ()
  }) : () -> ()
}) : () -> ()
