"builtin.module"() ({
  "func.func"() <{function_type = (tensor<6xf64>) -> tensor<6xf64>, sym_name = "main"}> ({
  ^bb0(%arg4: tensor<6xf64>):
    %4 = "stablehlo.reduce_precision"(%arg4) <{exponent_bits = 5 : i32, mantissa_bits = 10 : i32}> : (tensor<6xf64>) -> tensor<6xf64>
    "func.return"(%4) : (tensor<6xf64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xf32>, tensor<bf16>, tensor<?x3xf16>, tensor<4xf8E4M3FN>) -> (tensor<2x3xf32>, tensor<bf16>, tensor<?x3xf16>, tensor<4xf8E4M3FN>), sym_name = "types"}> ({
  ^bb0(%arg0: tensor<2x3xf32>, %arg1: tensor<bf16>, %arg2: tensor<?x3xf16>, %arg3: tensor<4xf8E4M3FN>):
    %0 = "stablehlo.reduce_precision"(%arg0) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %1 = "stablehlo.reduce_precision"(%arg1) <{exponent_bits = 1 : i32, mantissa_bits = 0 : i32}> : (tensor<bf16>) -> tensor<bf16>
    %2 = "stablehlo.reduce_precision"(%arg2) <{exponent_bits = 4 : i32, mantissa_bits = 3 : i32}> : (tensor<?x3xf16>) -> tensor<?x3xf16>
    %3 = "stablehlo.reduce_precision"(%arg3) <{exponent_bits = 2 : i32, mantissa_bits = 1 : i32}> : (tensor<4xf8E4M3FN>) -> tensor<4xf8E4M3FN>
    "func.return"(%0, %1, %2, %3) : (tensor<2x3xf32>, tensor<bf16>, tensor<?x3xf16>, tensor<4xf8E4M3FN>) -> ()
  }) : () -> ()
}) : () -> ()
