func.func @main(%arg0: tensor<f64>) -> tensor<4xf16> {
  %0 = "stablehlo.bitcast_convert"(%arg0) : (tensor<f64>) -> tensor<4xf16>
  "func.return"(%0) : (tensor<4xf16>) -> ()
}

func.func @same_width(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xi32>, %arg2: tensor<4xbf16>, %arg3: tensor<4xf8E4M3FN>) -> (tensor<2x3xi32>, tensor<2x3xf32>, tensor<4xi16>, tensor<4xui8>) {
  %0 = "stablehlo.bitcast_convert"(%arg0) : (tensor<2x3xf32>) -> tensor<2x3xi32>
  %1 = "stablehlo.bitcast_convert"(%arg1) : (tensor<2x3xi32>) -> tensor<2x3xf32>
  %2 = "stablehlo.bitcast_convert"(%arg2) : (tensor<4xbf16>) -> tensor<4xi16>
  %3 = "stablehlo.bitcast_convert"(%arg3) : (tensor<4xf8E4M3FN>) -> tensor<4xui8>
  "func.return"(%0, %1, %2, %3) : (tensor<2x3xi32>, tensor<2x3xf32>, tensor<4xi16>, tensor<4xui8>) -> ()
}

func.func @narrowing(%arg0: tensor<3x4xi8>) -> tensor<3xi32> {
  %0 = "stablehlo.bitcast_convert"(%arg0) : (tensor<3x4xi8>) -> tensor<3xi32>
  "func.return"(%0) : (tensor<3xi32>) -> ()
}

func.func @widening(%arg0: tensor<2xf64>) -> tensor<2x2xi32> {
  %0 = "stablehlo.bitcast_convert"(%arg0) : (tensor<2xf64>) -> tensor<2x2xi32>
  "func.return"(%0) : (tensor<2x2xi32>) -> ()
}

func.func @same_type(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "stablehlo.bitcast_convert"(%arg0) : (tensor<2xf32>) -> tensor<2xf32>
  "func.return"(%0) : (tensor<2xf32>) -> ()
}

func.func @dynamic(%arg0: tensor<?x3xf32>) -> tensor<?x3xui32> {
  %0 = "stablehlo.bitcast_convert"(%arg0) : (tensor<?x3xf32>) -> tensor<?x3xui32>
  "func.return"(%0) : (tensor<?x3xui32>) -> ()
}
