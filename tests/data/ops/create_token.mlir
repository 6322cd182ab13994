func.func @main() -> !stablehlo.token {
  %0 = "stablehlo.create_token"() : () -> !stablehlo.token
  "func.return"(%0) : (!stablehlo.token) -> ()
}
