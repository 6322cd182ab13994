func.func @main(%init_i: tensor<i64>, %init_sum: tensor<i64>) -> (tensor<i64>, tensor<i64>) {
  %one = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
  %ten = "stablehlo.constant"() {value = dense<10> : tensor<i64>} : () -> tensor<i64>
  %results0, %results1 = "stablehlo.while"(%init_i, %init_sum) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %cond = "stablehlo.compare"(%arg0, %ten) {
        comparison_direction = #stablehlo<comparison_direction LT>
      } : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%cond) : (tensor<i1>) -> ()
  }, {
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %new_sum = "stablehlo.add"(%arg1, %one) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %new_i = "stablehlo.add"(%arg0, %one) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%new_i, %new_sum) : (tensor<i64>, tensor<i64>) -> ()
  }) : (tensor<i64>, tensor<i64>) -> (tensor<i64>, tensor<i64>)
  "func.return"(%results0, %results1) : (tensor<i64>, tensor<i64>) -> ()
}

func.func @one(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "stablehlo.while"(%x) ({
  ^bb0(%a: tensor<2x3xf32>):
    %t = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
    "stablehlo.return"(%t) : (tensor<i1>) -> ()
  }, {
  ^bb0(%a: tensor<2x3xf32>):
    "stablehlo.return"(%a) : (tensor<2x3xf32>) -> ()
  }) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  "func.return"(%0) : (tensor<2x3xf32>) -> ()
}

func.func @none() {
  "stablehlo.while"() ({
    %t = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
    "stablehlo.return"(%t) : (tensor<i1>) -> ()
  }, {
    "stablehlo.return"() : () -> ()
  }) : () -> ()
  "func.return"() : () -> ()
}

func.func @token_dynamic(%tok: !stablehlo.token, %t: tensor<2xcomplex<f64>>, %d: tensor<?xf32>, %p: tensor<i1>) -> (!stablehlo.token, tensor<2xcomplex<f64>>, tensor<?xf32>) {
  %0:3 = "stablehlo.while"(%tok, %t, %d) ({
  ^bb0(%a: !stablehlo.token, %b: tensor<2xcomplex<f64>>, %c: tensor<?xf32>):
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }, {
  ^bb0(%a: !stablehlo.token, %b: tensor<2xcomplex<f64>>, %c: tensor<?xf32>):
    %a2 = "stablehlo.after_all"(%a) : (!stablehlo.token) -> !stablehlo.token
    "stablehlo.return"(%a2, %b, %c) : (!stablehlo.token, tensor<2xcomplex<f64>>, tensor<?xf32>) -> ()
  }) : (!stablehlo.token, tensor<2xcomplex<f64>>, tensor<?xf32>) -> (!stablehlo.token, tensor<2xcomplex<f64>>, tensor<?xf32>)
  "func.return"(%0#0, %0#1, %0#2) : (!stablehlo.token, tensor<2xcomplex<f64>>, tensor<?xf32>) -> ()
}

func.func @nested(%n: tensor<i32>) -> tensor<i32> {
  %0 = "stablehlo.while"(%n) ({
  ^bb0(%a: tensor<i32>):
    %z = "stablehlo.constant"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
    %c = "stablehlo.compare"(%a, %z) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%c) : (tensor<i1>) -> ()
  }, {
  ^bb0(%a: tensor<i32>):
    %inner = "stablehlo.while"(%a) ({
    ^bb0(%b: tensor<i32>):
      %f = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
      "stablehlo.return"(%f) : (tensor<i1>) -> ()
    }, {
    ^bb0(%b: tensor<i32>):
      "stablehlo.return"(%b) : (tensor<i32>) -> ()
    }) : (tensor<i32>) -> tensor<i32>
    %one = "stablehlo.constant"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
    %d = "stablehlo.subtract"(%inner, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%d) : (tensor<i32>) -> ()
  }) : (tensor<i32>) -> tensor<i32>
  "func.return"(%0) : (tensor<i32>) -> ()
}
