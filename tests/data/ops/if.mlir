func.func @main(%pred: tensor<i1>, %result_true_branch: tensor<i32>, %result_false_branch: tensor<i32>) -> tensor<i32> {
  %result = "stablehlo.if"(%pred) ({
    "stablehlo.return"(%result_true_branch) : (tensor<i32>) -> ()
  }, {
    "stablehlo.return"(%result_false_branch) : (tensor<i32>) -> ()
  }) : (tensor<i1>) -> tensor<i32>
  "func.return"(%result) : (tensor<i32>) -> ()
}

func.func @multi(%pred: tensor<i1>, %a: tensor<2xf32>, %b: tensor<?x3xbf16>) -> (tensor<2xf32>, tensor<?x3xbf16>) {
  %0:2 = "stablehlo.if"(%pred) ({
    %n = "stablehlo.negate"(%a) : (tensor<2xf32>) -> tensor<2xf32>
    "stablehlo.return"(%n, %b) : (tensor<2xf32>, tensor<?x3xbf16>) -> ()
  }, {
    "stablehlo.return"(%a, %b) : (tensor<2xf32>, tensor<?x3xbf16>) -> ()
  }) : (tensor<i1>) -> (tensor<2xf32>, tensor<?x3xbf16>)
  "func.return"(%0#0, %0#1) : (tensor<2xf32>, tensor<?x3xbf16>) -> ()
}

func.func @no_results(%pred: tensor<i1>, %tok: !stablehlo.token) {
  "stablehlo.if"(%pred) ({
    "stablehlo.return"() : () -> ()
  }, {
    "stablehlo.return"() : () -> ()
  }) : (tensor<i1>) -> ()
  "func.return"() : () -> ()
}

func.func @token(%pred: tensor<i1>, %tok: !stablehlo.token, %t: tensor<i32>) -> (!stablehlo.token, tensor<i32>) {
  %0:2 = "stablehlo.if"(%pred) ({
    %t2 = "stablehlo.after_all"(%tok) : (!stablehlo.token) -> !stablehlo.token
    "stablehlo.return"(%t2, %t) : (!stablehlo.token, tensor<i32>) -> ()
  }, {
    "stablehlo.return"(%tok, %t) : (!stablehlo.token, tensor<i32>) -> ()
  }) : (tensor<i1>) -> (!stablehlo.token, tensor<i32>)
  "func.return"(%0#0, %0#1) : (!stablehlo.token, tensor<i32>) -> ()
}
