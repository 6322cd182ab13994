func.func @main(%pred: tensor<2x2xi1>, %on_true: tensor<2x2xi32>, %on_false: tensor<2x2xi32>) -> tensor<2x2xi32> {
  %result = "stablehlo.select"(%pred, %on_true, %on_false) : (tensor<2x2xi1>, tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi32>
  "func.return"(%result) : (tensor<2x2xi32>) -> ()
}

func.func @scalar_pred(%pred: tensor<i1>, %on_true: tensor<2x2xf32>, %on_false: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %result = "stablehlo.select"(%pred, %on_true, %on_false) : (tensor<i1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  "func.return"(%result) : (tensor<2x2xf32>) -> ()
}

func.func @types(%p: tensor<3xi1>, %a: tensor<3xi1>, %b: tensor<3xcomplex<f32>>, %c: tensor<3xf8E4M3FN>, %d: tensor<3xui2>) -> (tensor<3xi1>, tensor<3xcomplex<f32>>, tensor<3xf8E4M3FN>, tensor<3xui2>) {
  %0 = "stablehlo.select"(%p, %a, %a) : (tensor<3xi1>, tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
  %1 = "stablehlo.select"(%p, %b, %b) : (tensor<3xi1>, tensor<3xcomplex<f32>>, tensor<3xcomplex<f32>>) -> tensor<3xcomplex<f32>>
  %2 = "stablehlo.select"(%p, %c, %c) : (tensor<3xi1>, tensor<3xf8E4M3FN>, tensor<3xf8E4M3FN>) -> tensor<3xf8E4M3FN>
  %3 = "stablehlo.select"(%p, %d, %d) : (tensor<3xi1>, tensor<3xui2>, tensor<3xui2>) -> tensor<3xui2>
  "func.return"(%0, %1, %2, %3) : (tensor<3xi1>, tensor<3xcomplex<f32>>, tensor<3xf8E4M3FN>, tensor<3xui2>) -> ()
}

func.func @rank0(%p: tensor<i1>, %a: tensor<i1>) -> tensor<i1> {
  %0 = "stablehlo.select"(%p, %a, %a) : (tensor<i1>, tensor<i1>, tensor<i1>) -> tensor<i1>
  "func.return"(%0) : (tensor<i1>) -> ()
}

func.func @dynamic(%p: tensor<?x3xi1>, %a: tensor<?x3xf32>, %b: tensor<2x3xf32>, %q: tensor<?x3xi1, #stablehlo.bounds<5, ?>>, %c: tensor<?x3xf32, #stablehlo.bounds<5, ?>>) -> (tensor<2x3xf32>, tensor<?x3xf32, #stablehlo.bounds<5, ?>>) {
  %0 = "stablehlo.select"(%p, %a, %b) : (tensor<?x3xi1>, tensor<?x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %1 = "stablehlo.select"(%q, %c, %c) : (tensor<?x3xi1, #stablehlo.bounds<5, ?>>, tensor<?x3xf32, #stablehlo.bounds<5, ?>>, tensor<?x3xf32, #stablehlo.bounds<5, ?>>) -> tensor<?x3xf32, #stablehlo.bounds<5, ?>>
  "func.return"(%0, %1) : (tensor<2x3xf32>, tensor<?x3xf32, #stablehlo.bounds<5, ?>>) -> ()
}
