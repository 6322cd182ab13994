module {
  func.func @main(%arg0: tensor<i64>, %arg1: tensor<i64>) -> (tensor<i64>, tensor<i64>) {
    %c = stablehlo.constant dense<1> : tensor<i64>
    %c_0 = stablehlo.constant dense<10> : tensor<i64>
    %0:2 = stablehlo.while(%iterArg = %arg0, %iterArg_1 = %arg1) : tensor<i64>, tensor<i64>
    cond {
      %1 = stablehlo.compare LT, %iterArg, %c_0 : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %1 = stablehlo.add %iterArg_1, %c : tensor<i64>
      %2 = stablehlo.add %iterArg, %c : tensor<i64>
      stablehlo.return %2, %1 : tensor<i64>, tensor<i64>
    }
    return %0#0, %0#1 : tensor<i64>, tensor<i64>
  }
  func.func @one(%arg0: tensor<2x3xf32>) -> tensor<2x3xf32> {
    %0 = stablehlo.while(%iterArg = %arg0) : tensor<2x3xf32>
    cond {
      %c = stablehlo.constant dense<false> : tensor<i1>
      stablehlo.return %c : tensor<i1>
    } do {
      stablehlo.return %iterArg : tensor<2x3xf32>
    }
    return %0 : tensor<2x3xf32>
  }
  func.func @none() {
    stablehlo.while()
    cond {
      %c = stablehlo.constant dense<false> : tensor<i1>
      stablehlo.return %c : tensor<i1>
    } do {
      stablehlo.return 
    }
    return
  }
  func.func @token_dynamic(%arg0: !stablehlo.token, %arg1: tensor<2xcomplex<f64>>, %arg2: tensor<?xf32>, %arg3: tensor<i1>) -> (!stablehlo.token, tensor<2xcomplex<f64>>, tensor<?xf32>) {
    %0:3 = stablehlo.while(%iterArg = %arg0, %iterArg_0 = %arg1, %iterArg_1 = %arg2) : !stablehlo.token, tensor<2xcomplex<f64>>, tensor<?xf32>
    cond {
      stablehlo.return %arg3 : tensor<i1>
    } do {
      %1 = stablehlo.after_all %iterArg : !stablehlo.token
      stablehlo.return %1, %iterArg_0, %iterArg_1 : !stablehlo.token, tensor<2xcomplex<f64>>, tensor<?xf32>
    }
    return %0#0, %0#1, %0#2 : !stablehlo.token, tensor<2xcomplex<f64>>, tensor<?xf32>
  }
  func.func @nested(%arg0: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.while(%iterArg = %arg0) : tensor<i32>
    cond {
      %c = stablehlo.constant dense<0> : tensor<i32>
      %1 = stablehlo.compare GT, %iterArg, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %1 = stablehlo.while(%iterArg_0 = %iterArg) : tensor<i32>
      cond {
        %c_1 = stablehlo.constant dense<false> : tensor<i1>
        stablehlo.return %c_1 : tensor<i1>
      } do {
        stablehlo.return %iterArg_0 : tensor<i32>
      }
      %c = stablehlo.constant dense<1> : tensor<i32>
      %2 = stablehlo.subtract %1, %c : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }
    return %0 : tensor<i32>
  }
}
