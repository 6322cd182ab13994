func.func @main(%min: tensor<3xi32>, %operand: tensor<3xi32>, %max: tensor<3xi32>) -> tensor<3xi32> {
  %result = "stablehlo.clamp"(%min, %operand, %max) : (tensor<3xi32>, tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
  "func.return"(%result) : (tensor<3xi32>) -> ()
}

func.func @scalar_bounds(%min: tensor<f32>, %operand: tensor<2x3xf32>, %max: tensor<f32>) -> tensor<2x3xf32> {
  %result = "stablehlo.clamp"(%min, %operand, %max) : (tensor<f32>, tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  "func.return"(%result) : (tensor<2x3xf32>) -> ()
}

func.func @mixed_bounds(%min: tensor<f32>, %operand: tensor<2x3xf32>, %max: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %result = "stablehlo.clamp"(%min, %operand, %max) : (tensor<f32>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  "func.return"(%result) : (tensor<2x3xf32>) -> ()
}

func.func @types(%a: tensor<4xui8>, %b: tensor<4xbf16>, %c: tensor<4xf8E4M3FN>, %d: tensor<4xi1>) -> (tensor<4xui8>, tensor<4xbf16>, tensor<4xf8E4M3FN>, tensor<4xi1>) {
  %0 = "stablehlo.clamp"(%a, %a, %a) : (tensor<4xui8>, tensor<4xui8>, tensor<4xui8>) -> tensor<4xui8>
  %1 = "stablehlo.clamp"(%b, %b, %b) : (tensor<4xbf16>, tensor<4xbf16>, tensor<4xbf16>) -> tensor<4xbf16>
  %2 = "stablehlo.clamp"(%c, %c, %c) : (tensor<4xf8E4M3FN>, tensor<4xf8E4M3FN>, tensor<4xf8E4M3FN>) -> tensor<4xf8E4M3FN>
  %3 = "stablehlo.clamp"(%d, %d, %d) : (tensor<4xi1>, tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  "func.return"(%0, %1, %2, %3) : (tensor<4xui8>, tensor<4xbf16>, tensor<4xf8E4M3FN>, tensor<4xi1>) -> ()
}

func.func @rank0(%a: tensor<i64>) -> tensor<i64> {
  %0 = "stablehlo.clamp"(%a, %a, %a) : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<i64>
  "func.return"(%0) : (tensor<i64>) -> ()
}

func.func @dynamic(%min: tensor<f32>, %operand: tensor<?x3xf32>, %max: tensor<f32>, %b: tensor<?x3xf32, #stablehlo.bounds<5, ?>>) -> (tensor<?x3xf32>, tensor<?x3xf32, #stablehlo.bounds<5, ?>>) {
  %0 = "stablehlo.clamp"(%min, %operand, %max) : (tensor<f32>, tensor<?x3xf32>, tensor<f32>) -> tensor<?x3xf32>
  %1 = "stablehlo.clamp"(%b, %b, %b) : (tensor<?x3xf32, #stablehlo.bounds<5, ?>>, tensor<?x3xf32, #stablehlo.bounds<5, ?>>, tensor<?x3xf32, #stablehlo.bounds<5, ?>>) -> tensor<?x3xf32, #stablehlo.bounds<5, ?>>
  "func.return"(%0, %1) : (tensor<?x3xf32>, tensor<?x3xf32, #stablehlo.bounds<5, ?>>) -> ()
}
