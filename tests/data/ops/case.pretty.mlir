module {
  func.func @main(%arg0: tensor<i32>, %arg1: tensor<2xi64>, %arg2: tensor<2xi64>) -> (tensor<2xi64>, tensor<2xi64>) {
    %0:2 = "stablehlo.case"(%arg0) ({
      stablehlo.return %arg1, %arg1 : tensor<2xi64>, tensor<2xi64>
    }, {
      stablehlo.return %arg2, %arg2 : tensor<2xi64>, tensor<2xi64>
    }) : (tensor<i32>) -> (tensor<2xi64>, tensor<2xi64>)
    return %0#0, %0#1 : tensor<2xi64>, tensor<2xi64>
  }
  func.func @one_branch(%arg0: tensor<i32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = "stablehlo.case"(%arg0) ({
      stablehlo.return %arg1 : tensor<f32>
    }) : (tensor<i32>) -> tensor<f32>
    return %0 : tensor<f32>
  }
  func.func @three_branches(%arg0: tensor<i32>, %arg1: tensor<3xf32>) -> tensor<3xf32> {
    %0 = "stablehlo.case"(%arg0) ({
      %1 = stablehlo.negate %arg1 : tensor<3xf32>
      stablehlo.return %1 : tensor<3xf32>
    }, {
      %1 = stablehlo.abs %arg1 : tensor<3xf32>
      stablehlo.return %1 : tensor<3xf32>
    }, {
      stablehlo.return %arg1 : tensor<3xf32>
    }) : (tensor<i32>) -> tensor<3xf32>
    return %0 : tensor<3xf32>
  }
  func.func @no_results(%arg0: tensor<i32>) {
    "stablehlo.case"(%arg0) ({
      stablehlo.return 
    }, {
      stablehlo.return 
    }) : (tensor<i32>) -> ()
    return
  }
}
