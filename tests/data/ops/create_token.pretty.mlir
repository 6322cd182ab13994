module {
  func.func @main() -> !stablehlo.token {
    %0 = stablehlo.create_token : !stablehlo.token
    return %0 : !stablehlo.token
  }
}
