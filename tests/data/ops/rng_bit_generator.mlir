func.func @main(%initial_state: tensor<2xui64>) -> (tensor<2xui64>, tensor<2x2xui64>) {
  %output_state, %output = "stablehlo.rng_bit_generator"(%initial_state) {
    rng_algorithm = #stablehlo<rng_algorithm THREE_FRY>
  } : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2x2xui64>)
  "func.return"(%output_state, %output) : (tensor<2xui64>, tensor<2x2xui64>) -> ()
}

func.func @algorithms(%s2: tensor<2xui64>, %s3: tensor<3xui64>, %s4: tensor<4xui32>) -> (tensor<2xui64>, tensor<4xf32>, tensor<3xui64>, tensor<3x4xui32>, tensor<4xui32>, tensor<5xi8>) {
  %0:2 = "stablehlo.rng_bit_generator"(%s2) {rng_algorithm = #stablehlo<rng_algorithm DEFAULT>} : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xf32>)
  %1:2 = "stablehlo.rng_bit_generator"(%s3) {rng_algorithm = #stablehlo<rng_algorithm PHILOX>} : (tensor<3xui64>) -> (tensor<3xui64>, tensor<3x4xui32>)
  %2:2 = "stablehlo.rng_bit_generator"(%s4) {rng_algorithm = #stablehlo<rng_algorithm DEFAULT>} : (tensor<4xui32>) -> (tensor<4xui32>, tensor<5xi8>)
  "func.return"(%0#0, %0#1, %1#0, %1#1, %2#0, %2#1) : (tensor<2xui64>, tensor<4xf32>, tensor<3xui64>, tensor<3x4xui32>, tensor<4xui32>, tensor<5xi8>) -> ()
}
