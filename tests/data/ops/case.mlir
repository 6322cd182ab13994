func.func @main(%index: tensor<i32>, %result_branch0: tensor<2xi64>, %result_branch1: tensor<2xi64>) -> (tensor<2xi64>, tensor<2xi64>) {
  %result0, %result1 = "stablehlo.case"(%index) ({
    "stablehlo.return"(%result_branch0, %result_branch0) : (tensor<2xi64>, tensor<2xi64>) -> ()
  }, {
    "stablehlo.return"(%result_branch1, %result_branch1) : (tensor<2xi64>, tensor<2xi64>) -> ()
  }) : (tensor<i32>) -> (tensor<2xi64>, tensor<2xi64>)
  "func.return"(%result0, %result1) : (tensor<2xi64>, tensor<2xi64>) -> ()
}

func.func @one_branch(%index: tensor<i32>, %a: tensor<f32>) -> tensor<f32> {
  %0 = "stablehlo.case"(%index) ({
    "stablehlo.return"(%a) : (tensor<f32>) -> ()
  }) : (tensor<i32>) -> tensor<f32>
  "func.return"(%0) : (tensor<f32>) -> ()
}

func.func @three_branches(%index: tensor<i32>, %a: tensor<3xf32>) -> tensor<3xf32> {
  %0 = "stablehlo.case"(%index) ({
    %n = "stablehlo.negate"(%a) : (tensor<3xf32>) -> tensor<3xf32>
    "stablehlo.return"(%n) : (tensor<3xf32>) -> ()
  }, {
    %n = "stablehlo.abs"(%a) : (tensor<3xf32>) -> tensor<3xf32>
    "stablehlo.return"(%n) : (tensor<3xf32>) -> ()
  }, {
    "stablehlo.return"(%a) : (tensor<3xf32>) -> ()
  }) : (tensor<i32>) -> tensor<3xf32>
  "func.return"(%0) : (tensor<3xf32>) -> ()
}

func.func @no_results(%index: tensor<i32>) {
  "stablehlo.case"(%index) ({
    "stablehlo.return"() : () -> ()
  }, {
    "stablehlo.return"() : () -> ()
  }) : (tensor<i32>) -> ()
  "func.return"() : () -> ()
}
