func.func @main(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "stablehlo.atan2"(%arg0, %arg1) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  "func.return"(%0) : (tensor<2x3xf32>) -> ()
}

func.func @bf16(%arg0: tensor<2x3xbf16>, %arg1: tensor<2x3xbf16>) -> tensor<2x3xbf16> {
  %0 = "stablehlo.atan2"(%arg0, %arg1) : (tensor<2x3xbf16>, tensor<2x3xbf16>) -> tensor<2x3xbf16>
  "func.return"(%0) : (tensor<2x3xbf16>) -> ()
}

func.func @f16(%arg0: tensor<2x3xf16>, %arg1: tensor<2x3xf16>) -> tensor<2x3xf16> {
  %0 = "stablehlo.atan2"(%arg0, %arg1) : (tensor<2x3xf16>, tensor<2x3xf16>) -> tensor<2x3xf16>
  "func.return"(%0) : (tensor<2x3xf16>) -> ()
}

func.func @f64(%arg0: tensor<2x3xf64>, %arg1: tensor<2x3xf64>) -> tensor<2x3xf64> {
  %0 = "stablehlo.atan2"(%arg0, %arg1) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
  "func.return"(%0) : (tensor<2x3xf64>) -> ()
}

func.func @complex_f32(%arg0: tensor<2x3xcomplex<f32>>, %arg1: tensor<2x3xcomplex<f32>>) -> tensor<2x3xcomplex<f32>> {
  %0 = "stablehlo.atan2"(%arg0, %arg1) : (tensor<2x3xcomplex<f32>>, tensor<2x3xcomplex<f32>>) -> tensor<2x3xcomplex<f32>>
  "func.return"(%0) : (tensor<2x3xcomplex<f32>>) -> ()
}

func.func @complex_f64(%arg0: tensor<2x3xcomplex<f64>>, %arg1: tensor<2x3xcomplex<f64>>) -> tensor<2x3xcomplex<f64>> {
  %0 = "stablehlo.atan2"(%arg0, %arg1) : (tensor<2x3xcomplex<f64>>, tensor<2x3xcomplex<f64>>) -> tensor<2x3xcomplex<f64>>
  "func.return"(%0) : (tensor<2x3xcomplex<f64>>) -> ()
}

func.func @rank0(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
  %0 = "stablehlo.atan2"(%arg0, %arg1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  "func.return"(%0) : (tensor<f32>) -> ()
}

func.func @dynamic(%arg0: tensor<?x3xf32>, %arg1: tensor<?x3xf32>, %arg2: tensor<?x3xf32, #stablehlo.bounds<5, ?>>) -> (tensor<?x3xf32>, tensor<?x3xf32, #stablehlo.bounds<5, ?>>) {
  %0 = "stablehlo.atan2"(%arg0, %arg1) : (tensor<?x3xf32>, tensor<?x3xf32>) -> tensor<?x3xf32>
  %1 = "stablehlo.atan2"(%arg2, %arg2) : (tensor<?x3xf32, #stablehlo.bounds<5, ?>>, tensor<?x3xf32, #stablehlo.bounds<5, ?>>) -> tensor<?x3xf32, #stablehlo.bounds<5, ?>>
  "func.return"(%0, %1) : (tensor<?x3xf32>, tensor<?x3xf32, #stablehlo.bounds<5, ?>>) -> ()
}

func.func @mixed(%arg0: tensor<?x3xf32>, %arg1: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "stablehlo.atan2"(%arg0, %arg1) : (tensor<?x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  "func.return"(%0) : (tensor<2x3xf32>) -> ()
}
