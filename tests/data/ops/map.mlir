func.func @main(%input0: tensor<2x2xi64>, %input1: tensor<2x2xi64>) -> tensor<2x2xi64> {
  %result = "stablehlo.map"(%input0, %input1) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.multiply"(%arg0, %arg1) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%0) : (tensor<i64>) -> ()
  }) {
    dimensions = array<i64: 0, 1>
  } : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi64>
  "func.return"(%result) : (tensor<2x2xi64>) -> ()
}

func.func @unary(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.map"(%x) ({
  ^bb0(%a: tensor<f32>):
    %e = "stablehlo.exponential"(%a) : (tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%e) : (tensor<f32>) -> ()
  }) {dimensions = array<i64: 0>} : (tensor<4xf32>) -> tensor<4xf32>
  "func.return"(%0) : (tensor<4xf32>) -> ()
}

func.func @convert_type(%x: tensor<2x3xi32>, %y: tensor<2x3xf32>, %z: tensor<2x3xi1>) -> tensor<2x3xf32> {
  %0 = "stablehlo.map"(%x, %y, %z) ({
  ^bb0(%a: tensor<i32>, %b: tensor<f32>, %c: tensor<i1>):
    %ca = "stablehlo.convert"(%a) : (tensor<i32>) -> tensor<f32>
    %s = "stablehlo.select"(%c, %ca, %b) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) {dimensions = array<i64: 0, 1>} : (tensor<2x3xi32>, tensor<2x3xf32>, tensor<2x3xi1>) -> tensor<2x3xf32>
  "func.return"(%0) : (tensor<2x3xf32>) -> ()
}

func.func @rank0(%x: tensor<f32>) -> tensor<f32> {
  %0 = "stablehlo.map"(%x) ({
  ^bb0(%a: tensor<f32>):
    "stablehlo.return"(%a) : (tensor<f32>) -> ()
  }) {dimensions = array<i64>} : (tensor<f32>) -> tensor<f32>
  "func.return"(%0) : (tensor<f32>) -> ()
}

func.func @dynamic(%x: tensor<?x3xf32>, %y: tensor<?x3xf32>) -> tensor<?x3xf32> {
  %0 = "stablehlo.map"(%x, %y) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) {dimensions = array<i64: 0, 1>} : (tensor<?x3xf32>, tensor<?x3xf32>) -> tensor<?x3xf32>
  "func.return"(%0) : (tensor<?x3xf32>) -> ()
}
