func.func @main(%val0: tensor<2xf64>, %val1: tuple<tensor<i64>>) -> tuple<tensor<2xf64>, tuple<tensor<i64>>> {
  %result = "stablehlo.tuple"(%val0, %val1) : (tensor<2xf64>, tuple<tensor<i64>>) -> tuple<tensor<2xf64>, tuple<tensor<i64>>>
  "func.return"(%result) : (tuple<tensor<2xf64>, tuple<tensor<i64>>>) -> ()
}

func.func @empty() -> tuple<> {
  %0 = "stablehlo.tuple"() : () -> tuple<>
  "func.return"(%0) : (tuple<>) -> ()
}

func.func @one(%a: tensor<i32>) -> tuple<tensor<i32>> {
  %0 = "stablehlo.tuple"(%a) : (tensor<i32>) -> tuple<tensor<i32>>
  "func.return"(%0) : (tuple<tensor<i32>>) -> ()
}

func.func @mixed(%a: !stablehlo.token, %b: tensor<?x3xf32>, %c: tensor<2xi1>, %d: tensor<?xbf16, #stablehlo.bounds<4>>) -> tuple<!stablehlo.token, tensor<?x3xf32>, tensor<2xi1>, tensor<?xbf16, #stablehlo.bounds<4>>> {
  %0 = "stablehlo.tuple"(%a, %b, %c, %d) : (!stablehlo.token, tensor<?x3xf32>, tensor<2xi1>, tensor<?xbf16, #stablehlo.bounds<4>>) -> tuple<!stablehlo.token, tensor<?x3xf32>, tensor<2xi1>, tensor<?xbf16, #stablehlo.bounds<4>>>
  "func.return"(%0) : (tuple<!stablehlo.token, tensor<?x3xf32>, tensor<2xi1>, tensor<?xbf16, #stablehlo.bounds<4>>>) -> ()
}
