func.func @main(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>) -> tensor<2x3xcomplex<f32>> {
  %0 = "stablehlo.complex"(%arg0, %arg1) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xcomplex<f32>>
  "func.return"(%0) : (tensor<2x3xcomplex<f32>>) -> ()
}

func.func @f64(%arg0: tensor<2x3xf64>, %arg1: tensor<2x3xf64>) -> tensor<2x3xcomplex<f64>> {
  %0 = "stablehlo.complex"(%arg0, %arg1) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xcomplex<f64>>
  "func.return"(%0) : (tensor<2x3xcomplex<f64>>) -> ()
}

func.func @rank0(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<complex<f32>> {
  %0 = "stablehlo.complex"(%arg0, %arg1) : (tensor<f32>, tensor<f32>) -> tensor<complex<f32>>
  "func.return"(%0) : (tensor<complex<f32>>) -> ()
}

func.func @dynamic(%arg0: tensor<?x3xf32>, %arg1: tensor<?x3xf32>, %arg2: tensor<?x3xf32, #stablehlo.bounds<5, ?>>) -> (tensor<?x3xcomplex<f32>>, tensor<?x3xcomplex<f32>, #stablehlo.bounds<5, ?>>) {
  %0 = "stablehlo.complex"(%arg0, %arg1) : (tensor<?x3xf32>, tensor<?x3xf32>) -> tensor<?x3xcomplex<f32>>
  %1 = "stablehlo.complex"(%arg2, %arg2) : (tensor<?x3xf32, #stablehlo.bounds<5, ?>>, tensor<?x3xf32, #stablehlo.bounds<5, ?>>) -> tensor<?x3xcomplex<f32>, #stablehlo.bounds<5, ?>>
  "func.return"(%0, %1) : (tensor<?x3xcomplex<f32>>, tensor<?x3xcomplex<f32>, #stablehlo.bounds<5, ?>>) -> ()
}

func.func @mixed(%arg0: tensor<?x3xf32>, %arg1: tensor<2x3xf32>) -> tensor<2x3xcomplex<f32>> {
  %0 = "stablehlo.complex"(%arg0, %arg1) : (tensor<?x3xf32>, tensor<2x3xf32>) -> tensor<2x3xcomplex<f32>>
  "func.return"(%0) : (tensor<2x3xcomplex<f32>>) -> ()
}
