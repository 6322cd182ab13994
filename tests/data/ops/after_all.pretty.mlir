module {
  func.func @main(%arg0: !stablehlo.token, %arg1: !stablehlo.token) -> !stablehlo.token {
    %0 = stablehlo.after_all %arg0, %arg1 : !stablehlo.token
    return %0 : !stablehlo.token
  }
  func.func @one(%arg0: !stablehlo.token) -> !stablehlo.token {
    %0 = stablehlo.after_all %arg0 : !stablehlo.token
    return %0 : !stablehlo.token
  }
  func.func @none() -> !stablehlo.token {
    %0 = stablehlo.after_all  : !stablehlo.token
    return %0 : !stablehlo.token
  }
  func.func @three(%arg0: !stablehlo.token, %arg1: !stablehlo.token, %arg2: !stablehlo.token) -> !stablehlo.token {
    %0 = stablehlo.after_all %arg0, %arg1, %arg2 : !stablehlo.token
    return %0 : !stablehlo.token
  }
}
