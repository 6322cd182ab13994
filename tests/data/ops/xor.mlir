func.func @main(%arg0: tensor<2x3xi1>, %arg1: tensor<2x3xi1>) -> tensor<2x3xi1> {
  %0 = "stablehlo.xor"(%arg0, %arg1) : (tensor<2x3xi1>, tensor<2x3xi1>) -> tensor<2x3xi1>
  "func.return"(%0) : (tensor<2x3xi1>) -> ()
}

func.func @i32(%arg0: tensor<2x3xi32>, %arg1: tensor<2x3xi32>) -> tensor<2x3xi32> {
  %0 = "stablehlo.xor"(%arg0, %arg1) : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  "func.return"(%0) : (tensor<2x3xi32>) -> ()
}

func.func @i8(%arg0: tensor<2x3xi8>, %arg1: tensor<2x3xi8>) -> tensor<2x3xi8> {
  %0 = "stablehlo.xor"(%arg0, %arg1) : (tensor<2x3xi8>, tensor<2x3xi8>) -> tensor<2x3xi8>
  "func.return"(%0) : (tensor<2x3xi8>) -> ()
}

func.func @ui8(%arg0: tensor<2x3xui8>, %arg1: tensor<2x3xui8>) -> tensor<2x3xui8> {
  %0 = "stablehlo.xor"(%arg0, %arg1) : (tensor<2x3xui8>, tensor<2x3xui8>) -> tensor<2x3xui8>
  "func.return"(%0) : (tensor<2x3xui8>) -> ()
}

func.func @i4(%arg0: tensor<2x3xi4>, %arg1: tensor<2x3xi4>) -> tensor<2x3xi4> {
  %0 = "stablehlo.xor"(%arg0, %arg1) : (tensor<2x3xi4>, tensor<2x3xi4>) -> tensor<2x3xi4>
  "func.return"(%0) : (tensor<2x3xi4>) -> ()
}

func.func @ui2(%arg0: tensor<2x3xui2>, %arg1: tensor<2x3xui2>) -> tensor<2x3xui2> {
  %0 = "stablehlo.xor"(%arg0, %arg1) : (tensor<2x3xui2>, tensor<2x3xui2>) -> tensor<2x3xui2>
  "func.return"(%0) : (tensor<2x3xui2>) -> ()
}

func.func @i64(%arg0: tensor<2x3xi64>, %arg1: tensor<2x3xi64>) -> tensor<2x3xi64> {
  %0 = "stablehlo.xor"(%arg0, %arg1) : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi64>
  "func.return"(%0) : (tensor<2x3xi64>) -> ()
}

func.func @ui64(%arg0: tensor<2x3xui64>, %arg1: tensor<2x3xui64>) -> tensor<2x3xui64> {
  %0 = "stablehlo.xor"(%arg0, %arg1) : (tensor<2x3xui64>, tensor<2x3xui64>) -> tensor<2x3xui64>
  "func.return"(%0) : (tensor<2x3xui64>) -> ()
}

func.func @rank0(%arg0: tensor<i1>, %arg1: tensor<i1>) -> tensor<i1> {
  %0 = "stablehlo.xor"(%arg0, %arg1) : (tensor<i1>, tensor<i1>) -> tensor<i1>
  "func.return"(%0) : (tensor<i1>) -> ()
}

func.func @dynamic(%arg0: tensor<?x3xi1>, %arg1: tensor<?x3xi1>, %arg2: tensor<?x3xi1, #stablehlo.bounds<5, ?>>) -> (tensor<?x3xi1>, tensor<?x3xi1, #stablehlo.bounds<5, ?>>) {
  %0 = "stablehlo.xor"(%arg0, %arg1) : (tensor<?x3xi1>, tensor<?x3xi1>) -> tensor<?x3xi1>
  %1 = "stablehlo.xor"(%arg2, %arg2) : (tensor<?x3xi1, #stablehlo.bounds<5, ?>>, tensor<?x3xi1, #stablehlo.bounds<5, ?>>) -> tensor<?x3xi1, #stablehlo.bounds<5, ?>>
  "func.return"(%0, %1) : (tensor<?x3xi1>, tensor<?x3xi1, #stablehlo.bounds<5, ?>>) -> ()
}

func.func @mixed(%arg0: tensor<?x3xi1>, %arg1: tensor<2x3xi1>) -> tensor<2x3xi1> {
  %0 = "stablehlo.xor"(%arg0, %arg1) : (tensor<?x3xi1>, tensor<2x3xi1>) -> tensor<2x3xi1>
  "func.return"(%0) : (tensor<2x3xi1>) -> ()
}
