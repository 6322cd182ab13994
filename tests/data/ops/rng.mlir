func.func @main(%a: tensor<i32>, %b: tensor<i32>, %shape: tensor<2xi64>) -> tensor<3x3xi32> {
  %result = "stablehlo.rng"(%a, %b, %shape) {
    rng_distribution = #stablehlo<rng_distribution UNIFORM>
  } : (tensor<i32>, tensor<i32>, tensor<2xi64>) -> tensor<3x3xi32>
  "func.return"(%result) : (tensor<3x3xi32>) -> ()
}

func.func @normal(%mu: tensor<f32>, %sigma: tensor<f32>, %shape: tensor<3xi64>) -> tensor<2x3x4xf32> {
  %0 = "stablehlo.rng"(%mu, %sigma, %shape) {rng_distribution = #stablehlo<rng_distribution NORMAL>} : (tensor<f32>, tensor<f32>, tensor<3xi64>) -> tensor<2x3x4xf32>
  "func.return"(%0) : (tensor<2x3x4xf32>) -> ()
}

func.func @bool_and_dynamic(%a: tensor<i1>, %b: tensor<i1>, %shape: tensor<1xi64>, %c: tensor<bf16>, %d: tensor<bf16>, %shape2: tensor<2xi32>) -> (tensor<8xi1>, tensor<?x?xbf16>) {
  %0 = "stablehlo.rng"(%a, %b, %shape) {rng_distribution = #stablehlo<rng_distribution UNIFORM>} : (tensor<i1>, tensor<i1>, tensor<1xi64>) -> tensor<8xi1>
  %1 = "stablehlo.rng"(%c, %d, %shape2) {rng_distribution = #stablehlo<rng_distribution UNIFORM>} : (tensor<bf16>, tensor<bf16>, tensor<2xi32>) -> tensor<?x?xbf16>
  "func.return"(%0, %1) : (tensor<8xi1>, tensor<?x?xbf16>) -> ()
}

func.func @scalar(%a: tensor<f64>, %b: tensor<f64>, %shape: tensor<0xi64>) -> tensor<f64> {
  %0 = "stablehlo.rng"(%a, %b, %shape) {rng_distribution = #stablehlo<rng_distribution NORMAL>} : (tensor<f64>, tensor<f64>, tensor<0xi64>) -> tensor<f64>
  "func.return"(%0) : (tensor<f64>) -> ()
}
