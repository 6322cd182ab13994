func.func @main(%output: tensor<6xf64>) -> tensor<6xf64> {
  %result = "stablehlo.reduce_precision"(%output) {
    exponent_bits = 5 : i32,
    mantissa_bits = 10 : i32
  } : (tensor<6xf64>) -> tensor<6xf64>
  "func.return"(%result) : (tensor<6xf64>) -> ()
}

func.func @types(%a: tensor<2x3xf32>, %b: tensor<bf16>, %c: tensor<?x3xf16>, %d: tensor<4xf8E4M3FN>) -> (tensor<2x3xf32>, tensor<bf16>, tensor<?x3xf16>, tensor<4xf8E4M3FN>) {
  %0 = "stablehlo.reduce_precision"(%a) {exponent_bits = 8 : i32, mantissa_bits = 7 : i32} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %1 = "stablehlo.reduce_precision"(%b) {exponent_bits = 1 : i32, mantissa_bits = 0 : i32} : (tensor<bf16>) -> tensor<bf16>
  %2 = "stablehlo.reduce_precision"(%c) {exponent_bits = 4 : i32, mantissa_bits = 3 : i32} : (tensor<?x3xf16>) -> tensor<?x3xf16>
  %3 = "stablehlo.reduce_precision"(%d) {exponent_bits = 2 : i32, mantissa_bits = 1 : i32} : (tensor<4xf8E4M3FN>) -> tensor<4xf8E4M3FN>
  "func.return"(%0, %1, %2, %3) : (tensor<2x3xf32>, tensor<bf16>, tensor<?x3xf16>, tensor<4xf8E4M3FN>) -> ()
}
