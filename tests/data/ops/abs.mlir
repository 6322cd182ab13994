func.func @main(%arg0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "stablehlo.abs"(%arg0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  "func.return"(%0) : (tensor<2x3xf32>) -> ()
}

func.func @i32(%arg0: tensor<2x3xi32>) -> tensor<2x3xi32> {
  %0 = "stablehlo.abs"(%arg0) : (tensor<2x3xi32>) -> tensor<2x3xi32>
  "func.return"(%0) : (tensor<2x3xi32>) -> ()
}

func.func @i8(%arg0: tensor<2x3xi8>) -> tensor<2x3xi8> {
  %0 = "stablehlo.abs"(%arg0) : (tensor<2x3xi8>) -> tensor<2x3xi8>
  "func.return"(%0) : (tensor<2x3xi8>) -> ()
}

func.func @i4(%arg0: tensor<2x3xi4>) -> tensor<2x3xi4> {
  %0 = "stablehlo.abs"(%arg0) : (tensor<2x3xi4>) -> tensor<2x3xi4>
  "func.return"(%0) : (tensor<2x3xi4>) -> ()
}

func.func @bf16(%arg0: tensor<2x3xbf16>) -> tensor<2x3xbf16> {
  %0 = "stablehlo.abs"(%arg0) : (tensor<2x3xbf16>) -> tensor<2x3xbf16>
  "func.return"(%0) : (tensor<2x3xbf16>) -> ()
}

func.func @f16(%arg0: tensor<2x3xf16>) -> tensor<2x3xf16> {
  %0 = "stablehlo.abs"(%arg0) : (tensor<2x3xf16>) -> tensor<2x3xf16>
  "func.return"(%0) : (tensor<2x3xf16>) -> ()
}

func.func @f64(%arg0: tensor<2x3xf64>) -> tensor<2x3xf64> {
  %0 = "stablehlo.abs"(%arg0) : (tensor<2x3xf64>) -> tensor<2x3xf64>
  "func.return"(%0) : (tensor<2x3xf64>) -> ()
}

func.func @f8E4M3FN(%arg0: tensor<2x3xf8E4M3FN>) -> tensor<2x3xf8E4M3FN> {
  %0 = "stablehlo.abs"(%arg0) : (tensor<2x3xf8E4M3FN>) -> tensor<2x3xf8E4M3FN>
  "func.return"(%0) : (tensor<2x3xf8E4M3FN>) -> ()
}

func.func @complex_f32(%arg0: tensor<2x3xcomplex<f32>>) -> tensor<2x3xf32> {
  %0 = "stablehlo.abs"(%arg0) : (tensor<2x3xcomplex<f32>>) -> tensor<2x3xf32>
  "func.return"(%0) : (tensor<2x3xf32>) -> ()
}

func.func @complex_f64(%arg0: tensor<2x3xcomplex<f64>>) -> tensor<2x3xf64> {
  %0 = "stablehlo.abs"(%arg0) : (tensor<2x3xcomplex<f64>>) -> tensor<2x3xf64>
  "func.return"(%0) : (tensor<2x3xf64>) -> ()
}

func.func @rank0(%arg0: tensor<f32>) -> tensor<f32> {
  %0 = "stablehlo.abs"(%arg0) : (tensor<f32>) -> tensor<f32>
  "func.return"(%0) : (tensor<f32>) -> ()
}

func.func @dynamic(%arg0: tensor<?x3xf32>, %arg1: tensor<?x3xf32, #stablehlo.bounds<5, ?>>) -> (tensor<?x3xf32>, tensor<?x3xf32, #stablehlo.bounds<5, ?>>) {
  %0 = "stablehlo.abs"(%arg0) : (tensor<?x3xf32>) -> tensor<?x3xf32>
  %1 = "stablehlo.abs"(%arg1) : (tensor<?x3xf32, #stablehlo.bounds<5, ?>>) -> tensor<?x3xf32, #stablehlo.bounds<5, ?>>
  "func.return"(%0, %1) : (tensor<?x3xf32>, tensor<?x3xf32, #stablehlo.bounds<5, ?>>) -> ()
}

func.func @refine(%arg0: tensor<?x3xf32>) -> tensor<2x3xf32> {
  %0 = "stablehlo.abs"(%arg0) : (tensor<?x3xf32>) -> tensor<2x3xf32>
  "func.return"(%0) : (tensor<2x3xf32>) -> ()
}
