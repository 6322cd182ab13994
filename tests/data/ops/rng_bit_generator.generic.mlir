"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2xui64>) -> (tensor<2xui64>, tensor<2x2xui64>), sym_name = "main"}> ({
  ^bb0(%arg3: tensor<2xui64>):
    %3:2 = "stablehlo.rng_bit_generator"(%arg3) <{rng_algorithm = #stablehlo<rng_algorithm THREE_FRY>}> : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2x2xui64>)
    "func.return"(%3#0, %3#1) : (tensor<2xui64>, tensor<2x2xui64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2xui64>, tensor<3xui64>, tensor<4xui32>) -> (tensor<2xui64>, tensor<4xf32>, tensor<3xui64>, tensor<3x4xui32>, tensor<4xui32>, tensor<5xi8>), sym_name = "algorithms"}> ({
  ^bb0(%arg0: tensor<2xui64>, %arg1: tensor<3xui64>, %arg2: tensor<4xui32>):
    %0:2 = "stablehlo.rng_bit_generator"(%arg0) <{rng_algorithm = #stablehlo<rng_algorithm DEFAULT>}> : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xf32>)
    %1:2 = "stablehlo.rng_bit_generator"(%arg1) <{rng_algorithm = #stablehlo<rng_algorithm PHILOX>}> : (tensor<3xui64>) -> (tensor<3xui64>, tensor<3x4xui32>)
    %2:2 = "stablehlo.rng_bit_generator"(%arg2) <{rng_algorithm = #stablehlo<rng_algorithm DEFAULT>}> : (tensor<4xui32>) -> (tensor<4xui32>, tensor<5xi8>)
    "func.return"(%0#0, %0#1, %1#0, %1#1, %2#0, %2#1) : (tensor<2xui64>, tensor<4xf32>, tensor<3xui64>, tensor<3x4xui32>, tensor<4xui32>, tensor<5xi8>) -> ()
  }) : () -> ()
}) : () -> ()
