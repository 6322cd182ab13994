module {
  func.func @main(%arg0: tensor<2xui64>) -> (tensor<2xui64>, tensor<2x2xui64>) {
    %output_state, %output = stablehlo.rng_bit_generator %arg0, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2x2xui64>)
    return %output_state, %output : tensor<2xui64>, tensor<2x2xui64>
  }
  func.func @algorithms(%arg0: tensor<2xui64>, %arg1: tensor<3xui64>, %arg2: tensor<4xui32>) -> (tensor<2xui64>, tensor<4xf32>, tensor<3xui64>, tensor<3x4xui32>, tensor<4xui32>, tensor<5xi8>) {
    %output_state, %output = stablehlo.rng_bit_generator %arg0, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xf32>)
    %output_state_0, %output_1 = stablehlo.rng_bit_generator %arg1, algorithm = PHILOX : (tensor<3xui64>) -> (tensor<3xui64>, tensor<3x4xui32>)
    %output_state_2, %output_3 = stablehlo.rng_bit_generator %arg2, algorithm = DEFAULT : (tensor<4xui32>) -> (tensor<4xui32>, tensor<5xi8>)
    return %output_state, %output, %output_state_0, %output_1, %output_state_2, %output_3 : tensor<2xui64>, tensor<4xf32>, tensor<3xui64>, tensor<3x4xui32>, tensor<4xui32>, tensor<5xi8>
  }
}
