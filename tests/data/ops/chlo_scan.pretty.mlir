module {
  func.func @main(%arg0: tensor<4x3xf32>, %arg1: tensor<4xi32>, %arg2: tensor<3xf32>, %arg3: tensor<2x5xf64>) -> (tensor<4x3xf32>, tensor<3xf32>, tensor<2x5xf64>, tensor<2x5xi1>) {
    %0:2 = chlo.scan(%arg0, %arg1) inits (%arg2) dimension=0  attributes {is_associative = true, is_reverse = true, scan_dim_size = 4 : i64} {
    ^bb0(%input: tensor<3xf32>, %input_0: tensor<i32>, %carry: tensor<3xf32>):
      %2 = stablehlo.add %input, %carry : tensor<3xf32>
      stablehlo.return %2, %2 : tensor<3xf32>, tensor<3xf32>
    } : (tensor<4x3xf32>, tensor<4xi32>, tensor<3xf32>) -> (tensor<4x3xf32>, tensor<3xf32>)
    %1:2 = chlo.scan(%arg3) inits () dimension=1  {
    ^bb0(%input: tensor<2xf64>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<2xf64>
      %2 = stablehlo.compare GT, %input, %cst : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
      stablehlo.return %input, %2 : tensor<2xf64>, tensor<2xi1>
    } : (tensor<2x5xf64>) -> (tensor<2x5xf64>, tensor<2x5xi1>)
    return %0#0, %0#1, %1#0, %1#1 : tensor<4x3xf32>, tensor<3xf32>, tensor<2x5xf64>, tensor<2x5xi1>
  }
}
