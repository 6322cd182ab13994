module {
  func.func @main(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = "stablehlo.if"(%arg0) ({
      stablehlo.return %arg1 : tensor<i32>
    }, {
      stablehlo.return %arg2 : tensor<i32>
    }) : (tensor<i1>) -> tensor<i32>
    return %0 : tensor<i32>
  }
  func.func @multi(%arg0: tensor<i1>, %arg1: tensor<2xf32>, %arg2: tensor<?x3xbf16>) -> (tensor<2xf32>, tensor<?x3xbf16>) {
    %0:2 = "stablehlo.if"(%arg0) ({
      %1 = stablehlo.negate %arg1 : tensor<2xf32>
      stablehlo.return %1, %arg2 : tensor<2xf32>, tensor<?x3xbf16>
    }, {
      stablehlo.return %arg1, %arg2 : tensor<2xf32>, tensor<?x3xbf16>
    }) : (tensor<i1>) -> (tensor<2xf32>, tensor<?x3xbf16>)
    return %0#0, %0#1 : tensor<2xf32>, tensor<?x3xbf16>
  }
  func.func @no_results(%arg0: tensor<i1>, %arg1: !stablehlo.token) {
    "stablehlo.if"(%arg0) ({
      stablehlo.return 
    }, {
      stablehlo.return 
    }) : (tensor<i1>) -> ()
    return
  }
  func.func @token(%arg0: tensor<i1>, %arg1: !stablehlo.token, %arg2: tensor<i32>) -> (!stablehlo.token, tensor<i32>) {
    %0:2 = "stablehlo.if"(%arg0) ({
      %1 = stablehlo.after_all %arg1 : !stablehlo.token
      stablehlo.return %1, %arg2 : !stablehlo.token, tensor<i32>
    }, {
      stablehlo.return %arg1, %arg2 : !stablehlo.token, tensor<i32>
    }) : (tensor<i1>) -> (!stablehlo.token, tensor<i32>)
    return %0#0, %0#1 : !stablehlo.token, tensor<i32>
  }
}
